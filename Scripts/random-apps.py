#!/usr/bin/env python3
"""Writes random valid traces of random apps, for the exports' consumers (Scripts/check-exports.sh, check-scxml.sh).

Usage: random-apps.py COUNT SEED DIR
Writes COUNT traces into DIR (made if missing), one a line of standard output: its path. The same SEED gives the same
files. Each app has 1 to 16 tabs named from the whole alphabet the trace format allows (Unicode letters of every
plane: ASCII, Latin, Greek, Cyrillic, Runic, titlecase and modifier letters, CJK, kana, hangul, mathematical letters
and CJK beyond the Basic Multilingual Plane; then letters, decimal digits of several scripts, `_`, `.` and `-`),
other root screens, hiding screens, a centre button of either kind and every modal style, and every header setting
(each bar policy, badge policy, profile, custom bar, overlap fix, badge target, and under ios26 each minimize
behaviour), then 30 steps that name those tabs and screens. File names are drawn from a wider alphabet: spaces,
`+`, `(`, `'`, `,`, `&`, non-ASCII letters.

Letters come only from blocks that every Unicode version since 6.1 assigns alike, so that Python's tables and the
Swift runtime's agree on each; characters with a canonical singleton decomposition (KELVIN SIGN, the CJK
compatibility ideographs), which Swift's String compares equal to another letter, are left out.
"""
import os
import random
import sys
import unicodedata

# (first, last, weight) ranges to draw letters from; the category filter keeps the letters (L*).
LETTER_RANGES = [
    (0x61, 0x7A, 30), (0x41, 0x5A, 10), (0xC0, 0x24F, 4), (0x1C4, 0x1CC, 1), (0x2B0, 0x2C1, 1), (0x370, 0x3FF, 3),
    (0x400, 0x4FF, 3), (0x5D0, 0x5EA, 1), (0x620, 0x64A, 1), (0x905, 0x939, 1), (0xE01, 0xE30, 1),
    (0x10A0, 0x10FA, 1), (0x16A0, 0x16EA, 2), (0x1E00, 0x1EFF, 2), (0x3041, 0x3096, 4), (0x30A1, 0x30FA, 4),
    (0x4E00, 0x9FA5, 12), (0xAC00, 0xD7A3, 4), (0xA640, 0xA66D, 1), (0xA722, 0xA787, 1),
    (0x10000, 0x1004D, 1), (0x10400, 0x1044F, 2), (0x1D400, 0x1D6A5, 3), (0x20000, 0x2A6D6, 3),
]
DIGIT_RANGES = [(0x30, 0x39, 8), (0x660, 0x669, 1), (0x966, 0x96F, 1), (0xFF10, 0xFF19, 1), (0x1D7CE, 0x1D7FF, 1)]
RESERVED = {'instant', 'hides-bar', 'start', 'finish', 'cancel', 'none', 'dot', 'clear'}


def draw(rng, ranges, categories):
    total = sum(w for _, _, w in ranges)
    while True:
        pick = rng.uniform(0, total)
        for first, last, weight in ranges:
            if pick < weight:
                c = chr(rng.randint(first, last))
                if unicodedata.category(c) in categories and unicodedata.decomposition(c)[:1] not in ('<',) \
                        and unicodedata.normalize('NFC', c) == c:
                    return c
                break
            pick -= weight


def letter(rng):
    return draw(rng, LETTER_RANGES, {'Lu', 'Ll', 'Lt', 'Lm', 'Lo'})


def name(rng, taken):
    while True:
        out = letter(rng)
        for _ in range(rng.choice([0, 1, 2, 3, 4, 6, 9])):
            r = rng.random()
            out += letter(rng) if r < 0.6 else draw(rng, DIGIT_RANGES, {'Nd'}) if r < 0.8 else rng.choice('_.-')
        if out not in RESERVED and out not in taken:
            taken.add(out)
            return out


def file_name(rng):
    alphabet = 'abcxyzAZ019 +-_.(),&\'éß简书ホ홈𝒜'
    return ''.join(rng.choice(alphabet) for _ in range(rng.randint(1, 12))).strip() or 'app'


def app(rng):
    count = rng.choice([1, 2, 3, 4, 5, 5, 6, 7, 9, 12, 16])
    taken = {'more', 'list'} if count > 5 else set()
    tabs = [name(rng, taken) for _ in range(count)]
    roots = {t: name(rng, set(taken)) for t in tabs if rng.random() < 0.3}
    screens = [name(rng, set(taken)) for _ in range(rng.randint(1, 4))]
    hiding = sorted(set(rng.sample(screens, rng.randint(0, len(screens)))))
    profile = rng.choice(['modern', 'legacy', 'ios14.0', 'ios26'])
    lines = ['tabs ' + ' '.join(tabs)]
    lines += [f'root {t} {r}' for t, r in roots.items()]
    lines += [f'screen {s} hides-bar' for s in hiding]
    center = None
    if rng.random() < 0.7:
        center = name(rng, taken)
        if rng.random() < 0.7:
            lines.append(f'center {center} present={rng.choice(screens)} '
                         f'style={rng.choice(["full-screen", "sheet", "locked-sheet", "over-full-screen"])}')
        else:
            lines.append(f'center {center} push={rng.choice(screens)}')
    lines += [
        f'bar-policy {rng.choice(["sticky", "top-only"])}', f'badge-policy {rng.choice(["clear-on-tap", "keep"])}',
        f'profile {profile}', f'custom-bar {rng.choice(["none", "on-system-bar", "replaced", "over-content"])}',
        f'overlap-fix {rng.choice(["none", "completion", "layout"])}', f'badge-target {rng.choice(["custom", "item"])}',
    ]
    if profile == 'ios26':
        lines.append(f'minimize {rng.choice(["never", "on-scroll-down", "on-scroll-up"])}')
    lines.append('')
    bar = tabs[:4] if count > 5 else tabs
    for _ in range(30):
        step = rng.choice([
            f'tap {rng.choice(bar)}', f'select {rng.choice(tabs)}', f'push {rng.choice(screens)}', 'pop',
            f'pop-to {rng.choice(screens)}', 'pop-to-root', f'present {rng.choice(screens)}', 'dismiss', 'back-swipe',
            f'badge {rng.choice(tabs)} {rng.choice(["3", "120", "dot", "clear", rng.choice(screens)])}',
            f'disable {rng.choice(tabs)}', f'enable {rng.choice(tabs)}', 'hide-bar', 'show-bar', 'rotate',
            f'open {rng.choice(tabs)} {rng.choice(screens)}', 'sheet-swipe start', 'sheet-swipe cancel',
            f'scroll {rng.choice(["down", "up", "top"])}',
        ] + (['tap more', f'pick {rng.choice(tabs[4:])}', 'select more'] if count > 5 else [])
          + ([f'tap {center}'] if center else []))
        lines.append(step)
    return '\n'.join(lines) + '\n'


def main():
    count, seed, directory = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
    rng = random.Random(seed)
    os.makedirs(directory, exist_ok=True)
    used = set()
    for i in range(count):
        base = file_name(rng)
        path = os.path.join(directory, f'{base} {i}.trace' if base in used else f'{base}.trace')
        used.add(base)
        with open(path, 'w', encoding='utf-8') as f:
            f.write(app(rng))
        print(path)


if __name__ == '__main__':
    main()
