#!/usr/bin/env python3
"""Draws the app icons (icons/*.png) with the standard library only: a blue tile holding a
white 3x3 Sudoku board whose centre box is highlighted in amber (the target-score centre).

Run from the repository root: python3 tools/make-icons.py
"""
import struct
import zlib

BLUE = (35, 80, 200)
WHITE = (255, 255, 255)
INK = (27, 33, 48)
LINE = (190, 198, 214)
AMBER = (240, 160, 32)
FILL = (201, 216, 255)


def png(path, size, pixel):
    rows = []
    for y in range(size):
        row = bytearray([0])
        for x in range(size):
            row.extend(pixel(x, y))
        rows.append(bytes(row))
    raw = b"".join(rows)

    def chunk(kind, data):
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body) & 0xFFFFFFFF)

    header = struct.pack(">IIBBBBB", size, size, 8, 6, 0, 0, 0)  # 8-bit RGBA
    with open(path, "wb") as f:
        f.write(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))


def icon(size, maskable):
    # Maskable icons keep their content inside the central 80% safe zone and fill the square.
    radius = 0 if maskable else size * 0.22
    board = size * (0.56 if maskable else 0.68)
    x0 = (size - board) / 2
    cell = board / 9
    thick = max(2, round(size / 64))
    thin = max(1, round(size / 256))
    filled = {10, 12, 20, 24, 30, 33, 47, 50, 56, 60, 68, 70}

    def inside_tile(x, y):
        if radius == 0:
            return True
        cx = min(max(x + 0.5, radius), size - radius)
        cy = min(max(y + 0.5, radius), size - radius)
        return (x + 0.5 - cx) ** 2 + (y + 0.5 - cy) ** 2 <= radius**2

    def pixel(x, y):
        if not inside_tile(x, y):
            return (0, 0, 0, 0)
        bx, by = x + 0.5 - x0, y + 0.5 - x0
        if not (0 <= bx < board and 0 <= by < board):
            return BLUE + (255,)
        col, row = int(bx // cell), int(by // cell)
        for edge in range(10):
            width = thick if edge % 3 == 0 else thin
            pos = edge * cell
            if abs(bx - pos) < width / 2 + (thick / 2 if edge in (0, 9) else 0) or abs(by - pos) < width / 2 + (
                thick / 2 if edge in (0, 9) else 0
            ):
                return (INK if edge % 3 == 0 else LINE) + (255,)
        if 3 <= col < 6 and 3 <= row < 6:
            shade = AMBER if (row * 9 + col) in (40,) else (253, 226, 170)
            return shade + (255,)
        if (row * 9 + col) in filled:
            return FILL + (255,)
        return WHITE + (255,)

    return pixel


png("icons/icon-192.png", 192, icon(192, False))
png("icons/icon-512.png", 512, icon(512, False))
png("icons/icon-maskable-512.png", 512, icon(512, True))
print("wrote icons/icon-192.png, icons/icon-512.png, icons/icon-maskable-512.png")
