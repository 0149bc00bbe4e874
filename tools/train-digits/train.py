"""Trains the digit classifier of src/vision/model.rs and writes src/vision/digits.bin.

    python train.py PHOTO_CELLS SYNTH_CELLS PHOTOS_DIR OUT_BIN SEED

PHOTO_CELLS and SYNTH_CELLS are dumps of examples/vision_cells.rs (the cells cut by the Rust
pipeline itself) from ../shared/data/photos/v2-train and from synth.py's images. The photos are
split by puzzle (the same printed grid is in several photos): a quarter of the distinct puzzles,
chosen by SEED, is held out and never trained on; their photos are listed in validation.txt.

The network: 576 inputs (the 24x24 normalized cell), ReLU layers of 128 and 64, 10 outputs
(0 = not a digit, 1-9), trained with Adam on cross-entropy; exported with i8 weights and one
f32 scale per output (see model.rs for the layout).
"""

import struct
import sys

import numpy as np

SIDE = 24
RECORD = 35 + SIDE * SIDE
LAYERS = [SIDE * SIDE, 128, 64, 10]


def load(path):
    raw = np.fromfile(path, dtype=np.uint8).reshape(-1, RECORD)
    names = [bytes(r[:32]).rstrip(b"\0").decode() for r in raw]
    return names, raw[:, 33].astype(np.int64), raw[:, 35:].astype(np.float32) / 255.0


def split_by_puzzle(photos_dir, seed):
    puzzles = {}
    for line in open(f"{photos_dir}/truth.txt"):
        name, givens = line.split()
        puzzles.setdefault(givens, []).append(name)
    order = sorted(puzzles)
    rng = np.random.default_rng(seed)
    rng.shuffle(order)
    held = order[: len(order) // 4]
    return {name for givens in held for name in puzzles[givens]}, len(order), len(held)


def augment(x, rng):
    """Shifts by up to a pixel, scales the contrast, adds noise: what cutting leaves uncertain."""
    n = len(x)
    padded = np.pad(x.reshape(n, SIDE, SIDE), ((0, 0), (1, 1), (1, 1)))
    dy, dx = rng.integers(0, 3, n), rng.integers(0, 3, n)
    rows = (dy[:, None] + np.arange(SIDE))[:, :, None]
    cols = (dx[:, None] + np.arange(SIDE))[:, None, :]
    out = padded[np.arange(n)[:, None, None], rows, cols]
    out *= rng.uniform(0.6, 1.15, (n, 1, 1))
    out += rng.normal(0, 0.04, out.shape)
    return np.clip(out, 0, 1).reshape(n, -1)


def forward(params, x):
    activations = [x]
    for i, (w, b) in enumerate(params):
        x = x @ w + b
        if i < len(params) - 1:
            x = np.maximum(x, 0)
        activations.append(x)
    return activations


def softmax(z):
    z = z - z.max(axis=1, keepdims=True)
    e = np.exp(z)
    return e / e.sum(axis=1, keepdims=True)


def train(x, y, seed, epochs=12, batch=256, rate=2e-3):
    rng = np.random.default_rng(seed)
    params = [
        (rng.normal(0, np.sqrt(2 / a), (a, b)).astype(np.float32), np.zeros(b, np.float32))
        for a, b in zip(LAYERS, LAYERS[1:])
    ]
    m = [(np.zeros_like(w), np.zeros_like(b)) for w, b in params]
    v = [(np.zeros_like(w), np.zeros_like(b)) for w, b in params]
    step = 0
    for epoch in range(epochs):
        order = rng.permutation(len(x))
        lr = rate * (0.5 ** (epoch // 4))
        for start in range(0, len(x), batch):
            idx = order[start : start + batch]
            xb, yb = augment(x[idx], rng), y[idx]
            acts = forward(params, xb)
            grad = softmax(acts[-1])
            grad[np.arange(len(yb)), yb] -= 1
            grad /= len(yb)
            step += 1
            for i in reversed(range(len(params))):
                w, b = params[i]
                gw, gb = acts[i].T @ grad, grad.sum(axis=0)
                if i > 0:
                    grad = (grad @ w.T) * (acts[i] > 0)
                for k, g in ((0, gw), (1, gb)):
                    m[i][k][...] = 0.9 * m[i][k] + 0.1 * g
                    v[i][k][...] = 0.999 * v[i][k] + 0.001 * g * g
                    mh = m[i][k] / (1 - 0.9**step)
                    vh = v[i][k] / (1 - 0.999**step)
                    params[i][k][...] -= lr * mh / (np.sqrt(vh) + 1e-8)
        print(f"epoch {epoch + 1}: train accuracy {accuracy(params, x, y):.4f}", file=sys.stderr, flush=True)
    return params


def quantize(params):
    """i8 weights with one scale per output, as model.rs reads them; and the float equivalent."""
    layers, dequantized = [], []
    for w, b in params:
        scale = np.maximum(np.abs(w).max(axis=0), 1e-8) / 127.0
        q = np.round(w / scale).astype(np.int8)
        layers.append((q, scale.astype(np.float32), b.astype(np.float32)))
        dequantized.append((q.astype(np.float32) * scale, b))
    return layers, dequantized


def accuracy(params, x, y):
    return float((forward(params, x)[-1].argmax(axis=1) == y).mean())


def main():
    photo_cells, synth_cells, photos_dir, out_bin, seed = sys.argv[1:6]
    seed = int(seed)
    held, puzzles, held_puzzles = split_by_puzzle(photos_dir, seed)
    names, py, px = load(photo_cells)
    _, sy, sx = load(synth_cells)
    is_held = np.array([n in held for n in names])
    print(f"{puzzles} puzzles, {held_puzzles} held out ({len(held)} photos); "
          f"photo cells: {(~is_held).sum()} train, {is_held.sum()} held; synthetic cells: {len(sy)}")
    # The photos' own cells count three times: they are the kind of print the reader meets.
    x = np.concatenate([sx] + [px[~is_held]] * 3)
    y = np.concatenate([sy] + [py[~is_held]] * 3)
    params = train(x, y, seed)
    layers, dequantized = quantize(params)
    print(f"held-out photo cells right: {accuracy(dequantized, px[is_held], py[is_held]):.4f} "
          f"(float weights {accuracy(params, px[is_held], py[is_held]):.4f}); "
          f"synthetic cells right: {accuracy(dequantized, sx, sy):.4f}")
    with open(out_bin, "wb") as f:
        for q, scale, b in layers:
            inputs, outputs = q.shape
            f.write(struct.pack("<HH", inputs, outputs))
            for o in range(outputs):
                f.write(struct.pack("<ff", scale[o], b[o]))
            f.write(np.ascontiguousarray(q.T).tobytes())
    with open("validation.txt", "w") as f:
        f.write("".join(f"{name}\n" for name in sorted(held)))


if __name__ == "__main__":
    main()
