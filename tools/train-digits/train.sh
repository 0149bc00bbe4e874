#!/usr/bin/env bash
# Makes src/vision/digits.bin from scratch: synthetic grids, the cells of the training photos cut
# by the Rust pipeline itself, then the network (see README.md). Run from anywhere; ~10 minutes.
set -euo pipefail
cd "$(dirname "$0")"
ROOT=../..
PHOTOS=${PHOTOS:-$ROOT/../shared/data/photos/v2-train}
WORK=${WORK:-/tmp/train-digits}
SEED=${SEED:-33}
mkdir -p "$WORK"
[ -x .venv/bin/python ] || { python3 -m venv .venv && .venv/bin/pip install -q -r requirements.txt; }
cargo build --release --example vision_cells --manifest-path "$ROOT/Cargo.toml"
CELLS=$ROOT/target/release/examples/vision_cells
rm -rf "$WORK/synth"
.venv/bin/python synth.py "$WORK/synth" 1500 "$SEED"
"$CELLS" "$WORK/synth" "$WORK/synth-cells.bin" | tail -1
"$CELLS" "$PHOTOS" "$WORK/photo-cells.bin" | tail -1
.venv/bin/python -u train.py "$WORK/photo-cells.bin" "$WORK/synth-cells.bin" "$PHOTOS" "$ROOT/src/vision/digits.bin" "$SEED"
