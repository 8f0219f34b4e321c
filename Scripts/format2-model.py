#!/usr/bin/env python3
"""An independent model of trace format 2, written from the format's text and not from the library, for a part of
it: profiles `modern` and `ios26` (minimize on-scroll-down), `custom-bar none`, the sticky policy, clear-on-tap,
the More tab (V4), modals of every style (V7), the back-swipe and the sheet swipe in parts, the app-hidden bar (V5).

It draws random steps, works out each step's outcome and the state after it, and writes a trace with an
`expect` line after every step (every key: tab, stack, depth, more, modal, bar, swipe, sheet-swipe, app-hidden,
and badge.T and stack.T of every tab); `tabnav-sim` must replay it with exit 0. A failing trace is kept.

    python3 Scripts/format2-model.py SEED COUNT [SIM]      # exit 1 when a trace disagrees
"""
import random, sys, subprocess, os
R = random.Random(int(sys.argv[1]) if len(sys.argv) > 1 else 1)

class M:
    def __init__(s, n, ios26):
        s.names = ["t%d" % i for i in range(n)]
        s.n = n; s.ios26 = ios26
        s.stacks = [[nm] for nm in s.names]
        s.sel = ('tab', 0); s.last = None
        s.modal = None  # (style, stack)
        s.swipe = False; s.ss = False; s.hidden = False; s.mini = False
        s.badges = ['none'] * n; s.disabled = set()
    def more(s): return s.n > 5
    def overflow(s, i): return s.more() and i >= 4
    def selstack(s):
        k = s.sel
        return None if k[0] == 'list' else k[1]
    def focused(s):
        if s.modal: return ('modal',)
        i = s.selstack()
        return None if i is None else ('tab', i)
    def stack(s, ref): return s.modal[1] if ref[0] == 'modal' else s.stacks[ref[1]]
    def policy(s):
        i = s.selstack()
        return i is not None and any(e == 's' for e in s.stacks[i])
    def bar(s):
        if s.hidden: return 'hidden'
        if s.sel[0] != 'list' and s.policy(): return 'hidden'
        return 'minimized' if s.mini else 'visible'
    def snap(s):
        return (s.sel, s.last, [list(x) for x in s.stacks], s.modal and (s.modal[0], list(s.modal[1])), s.swipe, s.ss,
                s.hidden, s.mini, list(s.badges), set(s.disabled))
    def setsel(s, new):
        if new != s.sel:
            s.sel = new; s.mini = False
            if new[0] == 'over': s.last = new[1]
            if new[0] == 'list': s.last = None
    def changed_stack(s, ref):
        if ref[0] == 'tab' and ref[1] == s.selstack(): s.mini = False
    def busy(s): return s.swipe or s.ss
    def clear(s, i): s.badges[i] = 'none'
    def step(s, st):
        before = s.snap()
        r = s._step(st)
        if r == 'rejected':
            assert s.snap() == before, st
            return r
        return 'noop' if s.snap() == before else 'ok'
    def _step(s, st):
        w = st.split(); k = w[0]
        if k == 'tap':
            if s.busy() or s.modal or s.bar() == 'hidden': return 'rejected'
            if w[1] == 'more':
                if s.mini: s.mini = False; return 'ok'
                if s.sel[0] == 'tab': s.setsel(('over', s.last) if s.last is not None else ('list',)); return
                if s.sel[0] == 'over':
                    t = s.sel[1]; s.stacks[t] = s.stacks[t][:1]; s.setsel(('list',)); return
                return
            i = s.names.index(w[1])
            if i in s.disabled: return 'rejected'
            if s.overflow(i): return 'rejected'
            if s.mini: s.mini = False; return
            if s.sel != ('tab', i): s.setsel(('tab', i)); s.clear(i); return
            if len(s.stacks[i]) > 1: s.stacks[i] = s.stacks[i][:1]; s.changed_stack(('tab', i))
            s.clear(i); return
        if k == 'pick':
            if s.busy() or s.modal or s.sel[0] != 'list': return 'rejected'
            i = s.names.index(w[1])
            if not s.overflow(i) or i in s.disabled: return 'rejected'
            s.setsel(('over', i)); s.clear(i); return
        if k == 'select':
            if s.busy(): return 'rejected'
            if w[1] == 'more':
                if s.sel[0] == 'tab': s.setsel(('over', s.last) if s.last is not None else ('list',))
                return
            i = s.names.index(w[1])
            s.setsel(('over', i) if s.overflow(i) else ('tab', i)); return
        if k == 'push':
            if s.busy(): return 'rejected'
            ref = ('tab', s.names.index(w[2][3:])) if len(w) > 2 else s.focused()
            if ref is None: return 'rejected'
            s.stack(ref).append(w[1]); s.changed_stack(ref); return
        if k in ('pop', 'back-button', 'back-swipe'):
            if s.busy(): return 'rejected'
            ref = s.focused()
            if ref is None: return 'rejected' if k == 'pop' else None
            st_ = s.stack(ref)
            if len(st_) > 1: st_.pop(); s.changed_stack(ref); return
            if ref[0] == 'tab' and s.sel[0] == 'over': s.setsel(('list',))
            return
        if k == 'back-swipe-start':
            if s.busy(): return 'rejected'
            ref = s.focused()
            if ref is None: return
            if len(s.stack(ref)) > 1 or (ref[0] == 'tab' and s.sel[0] == 'over'): s.swipe = True
            return
        if k == 'back-swipe-finish':
            if not s.swipe: return
            s.swipe = False
            ref = s.focused(); st_ = s.stack(ref)
            if len(st_) > 1: st_.pop(); s.changed_stack(ref)
            else: s.setsel(('list',))
            return
        if k == 'back-swipe-cancel':
            s.swipe = False; return
        if k == 'present':
            if s.busy() or s.modal: return 'rejected'
            s.modal = (w[2][6:], [w[1]]); return
        if k == 'dismiss':
            if s.busy(): return 'rejected'
            s.modal = None; return
        if k == 'open':
            if s.busy(): return 'rejected'
            i = s.names.index(w[1]); s.modal = None
            s.setsel(('over', i) if s.overflow(i) else ('tab', i))
            new = s.stacks[i][:1] + w[2:]
            if new != s.stacks[i]: s.stacks[i] = new; s.changed_stack(('tab', i))
            return
        if k == 'badge':
            i = s.names.index(w[1]); s.badges[i] = 'none' if w[2] == '0' else w[2]; return
        if k == 'disable': s.disabled.add(s.names.index(w[1])); return
        if k == 'enable': s.disabled.discard(s.names.index(w[1])); return
        if k == 'hide-bar':
            if not s.hidden: s.hidden = True; s.mini = False
            return
        if k == 'show-bar': s.hidden = False; return
        if k == 'scroll':
            if not s.ios26 or s.modal: return
            if w[1] == 'down' and s.bar() == 'visible': s.mini = True
            if w[1] == 'top': s.mini = False
            return
        if k.startswith('sheet-swipe'):
            if k in ('sheet-swipe', 'sheet-swipe-start'):
                if s.busy(): return 'rejected'
                if not s.modal: return
                if s.modal[0] != 'sheet': return 'rejected'
                if k == 'sheet-swipe': s.modal = None
                else: s.ss = True
                return
            if not s.ss: return
            s.ss = False
            if k == 'sheet-swipe-finish': s.modal = None
            return
        if k == 'rotate': return
        raise Exception(st)
    def expect(s, outcome):
        sel = s.sel
        if sel[0] == 'list': tab, stack, more = 'more', 'more', 'list'
        else:
            i = sel[1]; tab = s.names[i]; stack = '>'.join(s.stacks[i]); more = s.names[i] if sel[0] == 'over' else 'none'
        depth = 1 if sel[0] == 'list' else len(s.stacks[sel[1]])
        parts = ['outcome=' + outcome, 'tab=' + tab, 'stack=' + stack, 'depth=%d' % depth, 'more=' + more,
                 'modal=' + ('none' if not s.modal else '>'.join(s.modal[1])), 'bar=' + s.bar(),
                 'swipe=' + ('active' if s.swipe else 'idle'), 'sheet-swipe=' + ('active' if s.ss else 'idle'),
                 'app-hidden=' + ('yes' if s.hidden else 'no')]
        for i, nm in enumerate(s.names):
            parts.append('badge.%s=%s' % (nm, s.badges[i]))
            parts.append('stack.%s=%s' % (nm, '>'.join(s.stacks[i])))
        return 'expect ' + ' '.join(parts)

def gen(seed_len=80):
    n = R.choice([2, 5, 6, 6, 7, 7, 8, 16])
    ios26 = R.random() < 0.6
    m = M(n, ios26)
    lines = ['tabs ' + ' '.join(m.names), 'screen s hides-bar']
    if ios26: lines += ['profile ios26', 'minimize on-scroll-down']
    for _ in range(seed_len):
        nm = R.choice(m.names)
        opts = ['tap ' + nm, 'select ' + nm, 'push ' + R.choice('xys'), 'push %s in=%s' % (R.choice('xs'), nm), 'pop',
                'back-button', 'back-swipe', 'back-swipe-start', 'back-swipe-finish', 'back-swipe-cancel',
                'present m style=' + R.choice(['sheet', 'full-screen', 'locked-sheet', 'over-full-screen']), 'dismiss',
                'open %s %s' % (nm, R.choice(['', 'x', 'x s'])), 'badge %s %s' % (nm, R.choice(['0', '3', 'dot'])),
                'disable ' + nm, 'enable ' + nm, 'hide-bar', 'show-bar', 'scroll ' + R.choice(['down', 'up', 'top']),
                'scroll down', 'sheet-swipe', 'sheet-swipe-start', 'sheet-swipe-finish', 'sheet-swipe-cancel', 'rotate']
        if m.more(): opts += ['tap more'] * 3 + ['select more'] * 2 + ['pick ' + nm] * 3
        st = R.choice(opts).strip()
        out = m.step(st)
        lines.append(st.replace('back-swipe-', 'back-swipe ').replace('sheet-swipe-', 'sheet-swipe '))
        lines.append(m.expect(out))
    return '\n'.join(lines) + '\n'

sim = sys.argv[3] if len(sys.argv) > 3 else os.path.join(os.path.dirname(__file__), '..', '.build', 'debug', 'tabnav-sim')
out_dir = os.environ.get('TMPDIR', '/tmp')
bad = 0
k = None
for k in range(int(sys.argv[2]) if len(sys.argv) > 2 else 200):
    text = gen()
    p = os.path.join(out_dir, 'format2-model.trace')
    open(p, 'w').write(text)
    r = subprocess.run([sim, p], capture_output=True, text=True)
    if r.returncode != 0:
        bad += 1
        q = os.path.join(out_dir, 'format2-model-fail%d.trace' % bad)
        open(q, 'w').write(text)
        print('FAIL', q, [l for l in r.stdout.splitlines() if 'error' in l][:3], r.stderr[:300])
        if bad >= 5: break
print('format2-model: %d traces, %d disagreeing' % (k + 1 if k is not None else 0, bad))
sys.exit(1 if bad else 0)
