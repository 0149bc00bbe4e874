"""Renders synthetic photos of printed sudoku grids for training the digit model.

Each image is a 9x9 grid drawn with one of the machine's fonts (fc-list), in random sizes,
weights, line widths, ink and paper colours, then turned in perspective, blurred, noised and
saved as JPEG, with its givens in truth.txt and its corners in corners.txt: the layout of
../shared/data/photos, so that the same Rust cutter (examples/vision_cells.rs) cuts both.

    python synth.py OUT_DIR COUNT SEED
"""

import io
import os
import subprocess
import sys

import numpy as np
from PIL import Image, ImageDraw, ImageFilter, ImageFont


def fonts():
    """The machine's TrueType fonts that draw the digits, sorted (reproducible on one machine)."""
    out = subprocess.run(["fc-list", ":", "file"], capture_output=True, text=True).stdout
    files = sorted({line.split(":")[0].strip() for line in out.splitlines() if line.strip()})
    keep = []
    for path in files:
        if not path.endswith((".ttf", ".otf", ".ttc")) or "Math" in path:
            continue
        try:
            font = ImageFont.truetype(path, 40)
            if font.getbbox("8")[2] > 0:
                keep.append(path)
        except OSError:
            pass
    return keep


def perspective_coefficients(src, dst):
    """PIL's PERSPECTIVE coefficients mapping output points dst to input points src."""
    rows = []
    for (x, y), (u, v) in zip(dst, src):
        rows.append([x, y, 1, 0, 0, 0, -u * x, -u * y])
        rows.append([0, 0, 0, x, y, 1, -v * x, -v * y])
    a = np.array(rows, dtype=float)
    b = np.array(src, dtype=float).reshape(8)
    return np.linalg.solve(a, b).tolist()


def render(rng, font_files):
    cell = 100
    side = 9 * cell
    margin = 150
    paper = tuple(int(v) for v in rng.integers(170, 256, 3))
    if rng.random() < 0.7:
        grey = int(rng.integers(200, 256))
        paper = (grey, grey, max(0, grey - int(rng.integers(0, 20))))
    if rng.random() < 0.15:
        ink = (int(rng.integers(150, 230)), int(rng.integers(0, 60)), int(rng.integers(0, 60)))
    else:
        k = int(rng.integers(0, 90))
        ink = (k, k, k)
    canvas = Image.new("RGB", (side + 2 * margin, side + 2 * margin), paper)
    draw = ImageDraw.Draw(canvas)
    # Print around the grid: text, other lines.
    text_font = ImageFont.truetype(font_files[int(rng.integers(len(font_files)))], 28)
    for _ in range(int(rng.integers(0, 6))):
        x, y = int(rng.integers(0, side + margin)), int(rng.choice([rng.integers(0, margin - 30), rng.integers(side + margin + 5, side + 2 * margin - 30)]))
        draw.text((x, y), "".join(rng.choice(list("abcdefgh 0123456789"), 12)), fill=ink, font=text_font)
    thin = int(rng.integers(1, 5))
    thick = thin + int(rng.integers(0, 7))
    for i in range(10):
        width = thick if i % 3 == 0 else thin
        p = margin + i * cell
        draw.rectangle([p - width // 2, margin - thick // 2, p + (width - 1) // 2, margin + side + thick // 2], fill=ink)
        draw.rectangle([margin - thick // 2, p - width // 2, margin + side + thick // 2, p + (width - 1) // 2], fill=ink)
    font = ImageFont.truetype(font_files[int(rng.integers(len(font_files)))], int(cell * rng.uniform(0.5, 0.85)))
    givens = ["."] * 81
    digit_ink = ink if rng.random() < 0.8 else (0, 0, 0)
    for c in rng.choice(81, int(rng.integers(20, 40)), replace=False):
        d = int(rng.integers(1, 10))
        givens[c] = str(d)
        r, k = divmod(int(c), 9)
        cx = margin + k * cell + cell / 2 + rng.normal(0, 3)
        cy = margin + r * cell + cell / 2 + rng.normal(0, 3)
        draw.text((cx, cy), str(d), fill=digit_ink, font=font, anchor="mm")
    # Pencil marks (not givens) in a few empty cells.
    if rng.random() < 0.3:
        small = ImageFont.truetype(font_files[int(rng.integers(len(font_files)))], int(cell * 0.22))
        for c in [i for i in range(81) if givens[i] == "."][: int(rng.integers(0, 12))]:
            r, k = divmod(c, 9)
            for d in rng.choice(9, int(rng.integers(1, 4)), replace=False):
                dx, dy = d % 3, d // 3
                draw.text((margin + k * cell + 20 + dx * 30, margin + r * cell + 20 + dy * 30), str(d + 1), fill=(60, 60, 200), font=small, anchor="mm")
    # Perspective: the grid's corners land inside an output canvas, turned up to 15 degrees.
    out_w, out_h = int(rng.integers(480, 900)), int(rng.integers(480, 900))
    size = min(out_w, out_h) * rng.uniform(0.55, 0.95)
    angle = np.radians(rng.uniform(-15, 15))
    centre = np.array([out_w / 2, out_h / 2]) + rng.uniform(-0.1, 0.1, 2) * (min(out_w, out_h) - size)
    corners = []
    for sx, sy in [(-1, -1), (1, -1), (1, 1), (-1, 1)]:
        p = np.array([sx, sy]) * size / 2 * (1 + rng.uniform(-0.07, 0.07, 2))
        rot = np.array([[np.cos(angle), -np.sin(angle)], [np.sin(angle), np.cos(angle)]]) @ p
        corners.append(tuple(centre + rot))
    src = [(margin, margin), (margin + side, margin), (margin + side, margin + side), (margin, margin + side)]
    coeffs = perspective_coefficients(src, corners)
    image = canvas.transform((out_w, out_h), Image.PERSPECTIVE, coeffs, Image.BILINEAR, fillcolor=paper)
    # Light: a shadow gradient; blur; noise; JPEG.
    arr = np.asarray(image).astype(np.float32)
    if rng.random() < 0.5:
        gx = np.linspace(rng.uniform(0.5, 1), 1, out_w)[None, :, None]
        gy = np.linspace(1, rng.uniform(0.6, 1), out_h)[:, None, None]
        arr = arr * gx * gy
    image = Image.fromarray(np.clip(arr, 0, 255).astype(np.uint8))
    image = image.filter(ImageFilter.GaussianBlur(rng.uniform(0, 1.6)))
    arr = np.asarray(image).astype(np.float32) + rng.normal(0, rng.uniform(0, 8), (out_h, out_w, 1))
    image = Image.fromarray(np.clip(arr, 0, 255).astype(np.uint8))
    buffer = io.BytesIO()
    image.save(buffer, "JPEG", quality=int(rng.integers(35, 95)))
    return buffer.getvalue(), "".join(givens), corners


def main():
    out_dir, count, seed = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    os.makedirs(out_dir, exist_ok=True)
    rng = np.random.default_rng(seed)
    font_files = fonts()
    print(f"{len(font_files)} fonts", file=sys.stderr)
    with open(os.path.join(out_dir, "truth.txt"), "w") as truth, open(os.path.join(out_dir, "corners.txt"), "w") as corners_file:
        for i in range(count):
            data, givens, corners = render(rng, font_files)
            name = f"synth{i}.jpg"
            with open(os.path.join(out_dir, name), "wb") as f:
                f.write(data)
            truth.write(f"{name} {givens}\n")
            corners_file.write(name + " " + " ".join(f"{v:.0f}" for p in corners for v in p) + "\n")


if __name__ == "__main__":
    main()
