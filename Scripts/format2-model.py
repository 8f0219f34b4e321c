#!/usr/bin/env python3
"""An independent model of trace formats 2 and 3, written from the formats' text and not from the library, for a
large part of them: every profile (`ios26` with either minimize behaviour), every `custom-bar`, `on-system-bar` under every
`overlap-fix` (UIKit's buttons at launch, re-added by rotation, legacy's pops, item badges; removed by full-screen
dismissals, completion and layout), the stuck bar of `ios14.0`, both badge
targets and badge policies, both bar policies, a centre button of each kind and style, pop-to, back-menu, set-stack,
system-pop, the More tab (V4), modals of every style (V7), the back-swipe and the sheet swipe in parts, and the
app-hidden bar (V5); and format 3's devices (V14): an iphone, an iphone-max whose `rotate` toggles the orientation
and the width, an ipad that `resize`s, with the bar's capacity and More in each width (V15), the width change and its
return tab (V16), the iPad's floating bar and its lost custom bar (V17), and iPad form sheets that a tap dismisses
(V18, in V19's order).

It draws random steps, works out each step's outcome and the state after it, and writes a trace with an
`expect` line after every step (every key: tab, stack, depth, more, modal, bar, swipe, sheet-swipe, app-hidden,
anomalies, overlap, width, orientation on an iphone-max, and badge.T and stack.T of every tab); `tabnav-sim` must replay it with exit 0. A failing trace is kept.

    python3 Scripts/format2-model.py SEED COUNT [SIM]      # exit 1 when a trace disagrees
"""
import random, sys, subprocess, os
R = random.Random(int(sys.argv[1]) if len(sys.argv) > 1 else 1)

class M:
    def __init__(s, n, profile, custom, fix, item, policy='sticky', keep=False, up=False, center=None, device='iphone'):
        # V14, V22: the device; an ipad starts regular, an iphone-max in portrait (compact).
        s.device = device; s.regular = device == 'ipad'; s.land = False
        s.ret = 0  # V15: the return tab, the last tab selected as a bar tab
        s.policy_name = policy; s.keep = keep; s.up = up; s.center = center  # center: None or (kind, screen, style)
        s.names = ["t%d" % i for i in range(n)]
        s.n = n; s.ios26 = profile == 'ios26'; s.profile = profile; s.custom = custom; s.fix = fix; s.item = item
        # V8.1: UIKit's buttons at launch; V6: on ios26 the app's removal never removes them.
        s.buttons = custom == 'on-system-bar' and (profile == 'ios26' or (profile != 'legacy' and fix != 'layout'))
        s.stuck = False
        s.stacks = [[nm] for nm in s.names]
        s.sel = ('tab', 0); s.last = None
        s.modal = None  # (style, stack)
        s.swipe = False; s.ss = False; s.hidden = False; s.mini = False
        s.badges = ['none'] * n; s.disabled = set()
    def floating(s): return s.device == 'ipad' and s.ios26 and s.regular  # V17.1
    def cap(s): return 5 if not s.regular else (10 ** 9 if s.floating() else 8)  # V15
    def more(s): return s.n > s.cap()
    def overflow(s, i): return s.more() and i >= s.cap() - 1
    def formsheet(s):  # V18
        return bool(s.modal) and s.modal[0] == 'sheet' and s.device == 'ipad' and s.regular and s.profile != 'legacy'
    def covered(s): return bool(s.modal) and not s.formsheet()
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
        if i is None: return False
        if s.policy_name == 'top-only': return s.stacks[i][-1] == 's'
        return any(e == 's' for e in s.stacks[i])
    def bar(s):
        if s.custom == 'over-content': return 'visible'
        if s.hidden: return 'hidden'
        if s.floating(): return 'visible'
        if s.sel[0] != 'list' and (s.policy() or s.stuck): return 'hidden'
        return 'minimized' if s.mini else 'visible'
    def snap(s):
        return (s.sel, s.last, [list(x) for x in s.stacks], s.modal and (s.modal[0], list(s.modal[1])), s.swipe, s.ss,
                s.hidden, s.mini, list(s.badges), set(s.disabled), s.buttons, s.stuck, s.regular, s.land, s.ret)
    def setsel(s, new):
        if new != s.sel:
            s.sel = new; s.stuck = False  # V13 (format 3): a minimized bar stays minimized
            if new[0] == 'over': s.last = new[1]
            if new[0] == 'list': s.last = None
            if new[0] == 'tab': s.ret = new[1]
    def width_change(s, regular):
        """V16: the width, the selection read against the new sets, what More last showed; stacks stay whole."""
        old = s.sel
        s.regular = regular
        if s.floating(): s.mini = False
        if old[0] == 'tab' and s.overflow(old[1]): s.setsel(('over', old[1]))
        elif old[0] == 'over' and not s.overflow(old[1]): s.setsel(('tab', old[1]))
        elif old[0] == 'list' and not s.more(): s.setsel(('tab', s.ret))
        if not s.more() or (s.last is not None and not s.overflow(s.last)): s.last = None
    def changed_stack(s, ref):
        s.stack_changed = True
        if ref[0] == 'tab' and ref[1] == s.selstack(): s.mini = False; s.stuck = False
    def animated_pop_to_root(s, i):
        """An animated pop-to-root of tab i, the selected one (a re-tap, tap more, pop-to-root): §4.3's rules."""
        s.shrink(('tab', i), 1, True, 'pop')
    def shrink(s, ref, keep, animated, kind, new=None):
        """Sets the stack of ref to its first keep entries (or to new), with §4.3's consequences for the selected tab."""
        st_ = s.stack(ref); old = list(st_)
        repl = new if new is not None else old[:keep]
        if repl == old: return
        st_[:] = repl; s.changed_stack(ref)
        selected = ref[0] == 'tab' and ref[1] == s.selstack()
        if animated and selected and len(old) - len(repl) >= 2 and not s.modal:
            if s.profile == 'legacy' and kind == 'pop': s.readd = True
            if s.profile == 'ios14.0' and old[-1] == 's': s.stuck = True
    def badge_set(s, i, value):
        if s.badges[i] != value:
            s.badges[i] = value
            if s.item and s.profile != 'ios26': s.readd = True
    def busy(s): return s.swipe or s.ss
    def clear(s, i):
        if not s.keep: s.badge_set(i, 'none')
    def step(s, st):
        before = s.snap()
        s.readd = False; s.stack_changed = False; s.removal = False
        r = s._step(st)
        if r != 'rejected' and s.custom == 'on-system-bar' and s.profile != 'ios26':
            # §4.3: the step's change, then what UIKit re-adds, then the removal under completion, then under layout.
            if s.readd: s.buttons = True
            if s.removal: s.buttons = False
            if s.fix == 'completion' and s.stack_changed: s.buttons = False
            if s.fix == 'layout': s.buttons = False
        if r == 'rejected':
            assert s.snap() == before, st
            return r
        return 'noop' if s.snap() == before else 'ok'
    def _step(s, st):
        w = st.split(); k = w[0]
        if k == 'tap':
            # V19: a gesture, a covering modal, a hidden bar, an item not on the bar; then a form sheet is dismissed.
            if s.busy() or s.covered() or s.bar() == 'hidden': return 'rejected'
            if w[1] == 'w' and s.floating() and s.custom == 'on-system-bar': return 'rejected'
            if w[1] == 'more' and not s.more(): return 'rejected'
            if w[1] not in ('w', 'more') and s.overflow(s.names.index(w[1])): return 'rejected'
            if s.modal: s.dismiss(); return
            if w[1] == 'w':
                if s.mini: return 'rejected'
                kind, screen, style = s.center
                if kind == 'present': s.modal = (style, [screen]); return
                if s.sel[0] == 'list': return 'rejected'
                s.stacks[s.selstack()].append(screen); s.changed_stack(('tab', s.selstack())); return
            if w[1] == 'more':
                if s.mini: s.mini = False; return 'ok'
                if s.sel[0] == 'tab': s.setsel(('over', s.last) if s.last is not None else ('list',)); return
                if s.sel[0] == 'over':
                    t = s.sel[1]; s.animated_pop_to_root(t); s.setsel(('list',)); return
                return
            i = s.names.index(w[1])
            if i in s.disabled: return 'rejected'
            if s.overflow(i): return 'rejected'
            if s.mini: s.mini = False; return
            if s.sel != ('tab', i): s.setsel(('tab', i)); s.clear(i); return
            s.animated_pop_to_root(i)
            s.clear(i); return
        if k == 'pick':
            if s.busy() or s.covered() or s.sel[0] != 'list': return 'rejected'
            i = s.names.index(w[1])
            if not s.overflow(i): return 'rejected'
            if s.modal: s.dismiss(); return
            if i in s.disabled: return 'rejected'
            s.setsel(('over', i)); s.clear(i); return
        if k == 'select':
            if s.busy(): return 'rejected'
            if w[1] == 'more':
                if not s.more(): return 'rejected'
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
            if len(w) > 1:  # pop in=TAB: that tab's stack; at its root a noop, even inside More
                ref = ('tab', s.names.index(w[1][3:])); st_ = s.stack(ref)
                if len(st_) > 1: st_.pop(); s.changed_stack(ref)
                return
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
            s.dismiss(); return
        if k in ('pop-to', 'back-menu', 'set-stack', 'system-pop'):
            if s.busy(): return 'rejected'
            if k == 'back-menu' and s.profile == 'legacy': return 'rejected'
            ref = s.focused()
            if ref is None: return 'rejected'
            st_ = s.stack(ref)
            if k == 'set-stack':
                s.shrink(ref, 0, 'instant' not in w, 'set', new=[x for x in w[1:] if x != 'instant']); return
            if k == 'system-pop':
                d = int(w[1])
                if d > len(st_): return 'rejected'
                s.shrink(ref, d, False, 'pop'); return
            names = st_[:-1]
            if w[1] in names:
                idx = len(names) - 1 - names[::-1].index(w[1])
                s.shrink(ref, idx + 1, 'instant' not in w, 'pop'); return
            return None if st_[-1] == w[1] else 'rejected'
        if k == 'pop-to-root':
            if s.busy(): return 'rejected'
            ins = [x for x in w[1:] if x.startswith('in=')]
            w = [x for x in w if not x.startswith('in=')]
            ref = ('tab', s.names.index(ins[0][3:])) if ins else s.focused()
            if ref is None: return 'rejected'
            st_ = s.stack(ref)
            if len(st_) < 2: return
            s.shrink(ref, 1, len(w) == 1, 'pop'); return
        if k == 'open':
            if s.busy(): return 'rejected'
            i = s.names.index(w[1]); s.dismiss()
            s.setsel(('over', i) if s.overflow(i) else ('tab', i))
            new = s.stacks[i][:1] + w[2:]
            if new != s.stacks[i]: s.stacks[i] = new; s.changed_stack(('tab', i))
            return
        if k == 'badge':
            i = s.names.index(w[1]); s.badge_set(i, 'none' if w[2] == '0' else w[2]); return
        if k == 'disable': s.disabled.add(s.names.index(w[1])); return
        if k == 'enable': s.disabled.discard(s.names.index(w[1])); return
        if k == 'hide-bar':
            if not s.hidden: s.hidden = True; s.mini = False
            return
        if k == 'show-bar': s.hidden = False; return
        if k == 'scroll':
            if not s.ios26 or s.modal or s.custom == 'over-content' or s.floating(): return
            # V13 (format 3): on-scroll-up minimizes on up and top and expands on down.
            minimizing = ('up', 'top') if s.up else ('down',)
            expanding = ('down',) if s.up else ('top',)
            if w[1] in minimizing and s.bar() == 'visible': s.mini = True
            if w[1] in expanding: s.mini = False
            return
        if k.startswith('sheet-swipe'):
            if k in ('sheet-swipe', 'sheet-swipe-start'):
                if s.busy(): return 'rejected'
                if not s.modal: return
                if s.modal[0] != 'sheet' or s.profile == 'legacy': return 'rejected'
                if k == 'sheet-swipe': s.dismiss()
                else: s.ss = True
                return
            if not s.ss: return
            s.ss = False
            if k == 'sheet-swipe-finish': s.dismiss()
            return
        if k == 'rotate':
            if s.device == 'iphone-max':
                if s.busy(): return 'rejected'
                s.land = not s.land; s.width_change(s.land)
            if s.profile != 'legacy': s.readd = True
            return
        if k == 'resize':
            if s.busy(): return 'rejected'
            if (w[1] == 'regular') == s.regular: return
            s.width_change(w[1] == 'regular')
            if s.profile != 'legacy': s.readd = True
            return
        raise Exception(st)
    def dismiss(s):
        """§4.2 and V7: a full-screen dismissal (a sheet's too under legacy) makes the view appear: the none fix."""
        # V18: on an ipad in regular width a sheet is a form sheet under legacy too: the bar never left the screen.
        form = s.device == 'ipad' and s.regular
        if s.modal and (s.modal[0] == 'full-screen' or (s.profile == 'legacy' and not form and s.modal[0] in ('sheet', 'locked-sheet'))):
            s.removal = True
        s.modal = None
    def anomalies(s):
        a = []
        bar = s.bar()
        if s.custom == 'on-system-bar' and s.buttons and bar != 'hidden' and not s.floating(): a.append('overlap')
        if s.custom == 'on-system-bar' and s.floating() and bar != 'hidden': a.append('custom-bar-lost')
        if bar == 'hidden' and not s.hidden and not (s.sel[0] != 'list' and s.policy()): a.append('bar-missing')
        if bar == 'visible' and s.sel[0] != 'list' and s.policy(): a.append('bar-over-hiding-screen')
        if s.custom == 'replaced' and s.center and s.ios26 and bar != 'hidden': a.append('center-misplaced')
        return a
    def expect(s, outcome):
        sel = s.sel
        if sel[0] == 'list': tab, stack, more = 'more', 'more', 'list'
        else:
            i = sel[1]; tab = s.names[i]; stack = '>'.join(s.stacks[i]); more = s.names[i] if sel[0] == 'over' else 'none'
        depth = 1 if sel[0] == 'list' else len(s.stacks[sel[1]])
        parts = ['outcome=' + outcome, 'tab=' + tab, 'stack=' + stack, 'depth=%d' % depth, 'more=' + more,
                 'modal=' + ('none' if not s.modal else '>'.join(s.modal[1])), 'bar=' + s.bar(),
                 'swipe=' + ('active' if s.swipe else 'idle'), 'sheet-swipe=' + ('active' if s.ss else 'idle'),
                 'app-hidden=' + ('yes' if s.hidden else 'no'), 'anomalies=' + (','.join(s.anomalies()) or 'none'),
                 'overlap=' + ('yes' if 'overlap' in s.anomalies() else 'no'), 'width=' + ('regular' if s.regular else 'compact')]
        if s.device == 'iphone-max': parts.append('orientation=' + ('landscape' if s.land else 'portrait'))
        for i, nm in enumerate(s.names):
            parts.append('badge.%s=%s' % (nm, s.badges[i]))
            parts.append('stack.%s=%s' % (nm, '>'.join(s.stacks[i])))
        return 'expect ' + ' '.join(parts)

def gen(seed_len=80):
    device = R.choice(['iphone', 'iphone', 'iphone-max', 'ipad'])
    n = R.choice([2, 5, 6, 6, 7, 7, 8, 9, 16])
    profile = R.choice(['modern', 'legacy', 'ios14.0', 'ios26', 'ios26'])
    custom = R.choice(['none', 'on-system-bar', 'on-system-bar', 'replaced', 'over-content'])
    fix = R.choice(['none', 'layout', 'completion'])
    item = R.random() < 0.5
    policy = R.choice(['sticky', 'sticky', 'top-only'])
    keep = R.random() < 0.25
    up = profile == 'ios26' and R.random() < 0.3
    center = R.choice([None, ('present', 'c', R.choice(['full-screen', 'sheet', 'locked-sheet', 'over-full-screen'])),
                       ('push', 'p', None)])
    m = M(n, profile, custom, fix, item, policy, keep, up, center, device)
    lines = ['tabs ' + ' '.join(m.names), 'screen s hides-bar', 'profile ' + profile, 'custom-bar ' + custom,
             'overlap-fix ' + fix, 'badge-target ' + ('item' if item else 'custom')]
    lines += ['bar-policy ' + policy, 'badge-policy ' + ('keep' if keep else 'clear-on-tap')]
    if profile == 'ios26': lines += ['minimize ' + ('on-scroll-up' if up else 'on-scroll-down')]
    if center and center[0] == 'present': lines += ['center w present=c style=' + center[2]]
    if center and center[0] == 'push': lines += ['center w push=p']
    if device != 'iphone': lines += ['device ' + device]
    for _ in range(seed_len):
        nm = R.choice(m.names)
        opts = ['tap ' + nm, 'select ' + nm, 'push ' + R.choice('xys'), 'push %s in=%s' % (R.choice('xs'), nm), 'pop',
                'back-button', 'back-swipe', 'back-swipe-start', 'back-swipe-finish', 'back-swipe-cancel',
                'present m style=' + R.choice(['sheet', 'full-screen', 'locked-sheet', 'over-full-screen']), 'dismiss',
                'open %s %s' % (nm, R.choice(['', 'x', 'x s'])), 'badge %s %s' % (nm, R.choice(['0', '3', 'dot'])),
                'disable ' + nm, 'enable ' + nm, 'hide-bar', 'show-bar', 'scroll ' + R.choice(['down', 'up', 'top']),
                'scroll down', 'scroll up', 'pop-to ' + R.choice(['x', 'y', 's', nm]), 'pop-to-root',
                'back-menu ' + R.choice(['x', 's', nm]), 'set-stack %s %s' % (nm, R.choice(['x', 'x s', 's x y', 's'])),
                'set-stack x y instant', 'system-pop %d' % R.randint(1, 3), 'push x', 'push s', 'push x',
                'pop-to-root', 'pop-to-root instant', 'pop in=' + nm, 'pop-to-root in=' + nm, 'push s', 'sheet-swipe', 'sheet-swipe-start', 'sheet-swipe-finish', 'sheet-swipe-cancel', 'rotate']
        if center: opts += ['tap w'] * 2
        if m.n > 5: opts += ['tap more'] * 3 + ['select more'] * 2 + ['pick ' + nm] * 3
        if device == 'iphone-max': opts += ['rotate'] * 3
        # An ipad presents sheets more often: in regular width a tap on the bar around one dismisses it (V18).
        if device == 'ipad': opts += ['resize ' + R.choice(['compact', 'regular'])] * 3 + ['present m style=sheet'] * 2
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
        print(text, end='')  # the trace itself: CI keeps only its log
        if bad >= 5: break
seed = sys.argv[1] if len(sys.argv) > 1 else '1'
print('format2-model: %d traces, %d disagreeing (seed %s; rerun: python3 Scripts/format2-model.py %s COUNT SIM)'
      % (k + 1 if k is not None else 0, bad, seed, seed))
sys.exit(1 if bad else 0)
