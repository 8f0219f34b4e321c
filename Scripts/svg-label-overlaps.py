#!/usr/bin/env python3
"""Finds text printed over other text in SVG files that Graphviz rendered, with the standard library only.

Usage: svg-label-overlaps.py FILE.svg...
Prints each pair of overlapping texts as `FILE: 'A' overlaps 'B'` and exits 1 if there is one, else 0.

A text's box is estimated from its position, font size, anchor and length: 0.5 em a character wide (narrower than
Helvetica's and DejaVu Sans's average, so that texts which merely sit close are not reported) and 0.7 em high, from
0.65 em above the baseline. Graphviz puts every text of a graph under one transform, so the boxes compare as they are.
Used by Scripts/check-statecharts.sh on Docs/statecharts/*.svg.
"""
import itertools
import sys
import xml.etree.ElementTree as ET

SVG = '{http://www.w3.org/2000/svg}'


def boxes(path):
    out = []
    for text in ET.parse(path).getroot().iter(SVG + 'text'):
        content = ''.join(text.itertext()).strip()
        if not content:
            continue
        x, y = float(text.get('x', 0)), float(text.get('y', 0))
        size = float(text.get('font-size', 14))
        width = 0.5 * size * len(content)
        anchor = text.get('text-anchor', 'start')
        left = x - width / 2 if anchor == 'middle' else x - width if anchor == 'end' else x
        out.append((left, y - 0.65 * size, left + width, y + 0.05 * size, content))
    return out


def main():
    found = 0
    for path in sys.argv[1:]:
        for a, b in itertools.combinations(boxes(path), 2):
            if a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]:
                print(f'{path}: {a[4]!r} overlaps {b[4]!r}')
                found += 1
    sys.exit(1 if found else 0)


if __name__ == '__main__':
    main()
