#!/usr/bin/env python3
"""Counts pixels of given colours in a region of a PNG, with the standard library only (zlib).

Usage: png_pixels.py FILE X0 Y0 X1 Y1 NAME=RRGGBB...
Prints one line a colour: NAME COUNT (pixels within 8 of the colour on every channel, in x0 <= x < x1, y0 <= y < y1).
Used by Scripts/check-render.sh to check screenshots of `tabnav-sim render` pages.
"""
import struct
import sys
import zlib


def decode(path):
    data = open(path, 'rb').read()
    if data[:8] != b'\x89PNG\r\n\x1a\n':
        raise SystemExit(f'{path}: not a PNG')
    pos, idat, width = 8, b'', 0
    while pos < len(data):
        length, kind = struct.unpack('>I4s', data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b'IHDR':
            width, height, depth, colour, _, _, interlace = struct.unpack('>IIBBBBB', body)
            if depth != 8 or colour not in (2, 6) or interlace:
                raise SystemExit(f'{path}: only 8-bit RGB or RGBA, not interlaced (depth {depth}, colour {colour})')
            bpp = 3 if colour == 2 else 4
        elif kind == b'IDAT':
            idat += body
        pos += 12 + length
    raw = zlib.decompress(idat)
    stride = width * bpp
    rows, prev, i = [], bytearray(stride), 0
    for _ in range(height):
        kind, line = raw[i], bytearray(raw[i + 1:i + 1 + stride])
        i += 1 + stride
        for x in range(stride):
            a = line[x - bpp] if x >= bpp else 0
            b = prev[x]
            c = prev[x - bpp] if x >= bpp else 0
            if kind == 1:
                line[x] = (line[x] + a) & 255
            elif kind == 2:
                line[x] = (line[x] + b) & 255
            elif kind == 3:
                line[x] = (line[x] + (a + b) // 2) & 255
            elif kind == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[x] = (line[x] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append(line)
        prev = line
    return width, height, bpp, rows


def main():
    path, x0, y0, x1, y1 = sys.argv[1], *map(int, sys.argv[2:6])
    colours = [(name, bytes.fromhex(hexa)) for name, hexa in (arg.split('=') for arg in sys.argv[6:])]
    width, height, bpp, rows = decode(path)
    counts = {name: 0 for name, _ in colours}
    for y in range(max(0, y0), min(height, y1)):
        row = rows[y]
        for x in range(max(0, x0), min(width, x1)):
            px = row[x * bpp:x * bpp + 3]
            for name, rgb in colours:
                if all(abs(px[k] - rgb[k]) <= 8 for k in range(3)):
                    counts[name] += 1
    for name, _ in colours:
        print(name, counts[name])


main()
