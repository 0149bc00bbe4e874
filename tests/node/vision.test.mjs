// readPhoto in pkg/ (README "JavaScript API"), loaded in Node.js: a photo's and a screenshot's
// bytes, RGBA pixels, and the errors for what is no puzzle image.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';

const pkgDir = new URL('../../pkg/', import.meta.url);
const meta = JSON.parse(readFileSync(new URL('package.json', pkgDir), 'utf8'));
const api = await import(new URL(meta.module ?? meta.main, pkgDir));
await api.default({ module_or_path: readFileSync(new URL('sudoku_engine_bg.wasm', pkgDir)) });
const { readPhoto, solve } = api;

const fixtures = new URL('../fixtures/vision/', import.meta.url);
const truth = new Map(
  readFileSync(new URL('truth.txt', fixtures), 'utf8')
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [file, givens, ...corners] = line.split(' ');
      return [file, { givens, corners: corners.map(Number) }];
    }),
);

test('readPhoto reads a newspaper photo and a screenshot from their bytes', () => {
  for (const file of ['image100.jpg', 'screenshot.png']) {
    const expected = truth.get(file);
    const reading = readPhoto(new Uint8Array(readFileSync(new URL(file, fixtures))));
    assert.equal(reading.puzzle, expected.givens, file);
    assert.equal(solve(reading.puzzle).status, 'unique');
    assert.equal(reading.confidence.length, 81);
    assert.ok(reading.confidence.every((c) => typeof c === 'number' && c >= 0 && c <= 1));
    assert.equal(reading.corners.length, 4);
    const size = Math.hypot(expected.corners[4] - expected.corners[0], expected.corners[5] - expected.corners[1]);
    reading.corners.forEach(([x, y], i) => {
      const off = Math.hypot(x - expected.corners[2 * i], y - expected.corners[2 * i + 1]);
      assert.ok(off < 0.03 * size, `${file} corner ${i}: ${x},${y}`);
    });
  }
});

test('readPhoto reads RGBA pixels: an ImageData-like object', () => {
  // A grid drawn in pixels: black lines on white, 9 cells of 30 pixels from (20, 20), no digits.
  const width = 320;
  const height = 310;
  const data = new Uint8ClampedArray(width * height * 4).fill(255);
  for (let i = 0; i <= 9; i++) {
    const thick = i % 3 === 0 ? 3 : 1;
    for (let t = 0; t < thick; t++) {
      for (let s = 20; s <= 290; s++) {
        for (const [x, y] of [[20 + 30 * i + t, s], [s, 20 + 30 * i + t]]) {
          data.fill(0, (y * width + x) * 4, (y * width + x) * 4 + 3);
        }
      }
    }
  }
  const reading = readPhoto({ data, width, height });
  assert.equal(reading.puzzle, '.'.repeat(81));
  assert.ok(Math.hypot(reading.corners[0][0] - 20, reading.corners[0][1] - 20) < 3);
  assert.ok(Math.hypot(reading.corners[2][0] - 293, reading.corners[2][1] - 293) < 3);
  // No digits: every solution fits, so nothing is sure.
  assert.ok(reading.confidence.every((c) => c <= 0.5));
});

test('readPhoto throws an Error with a kind for what is no puzzle image', () => {
  const cases = [
    [new Uint8Array([1, 2, 3]), 'notAnImage', /not a JPEG or PNG/],
    [readFileSync(new URL('image1.jpg', fixtures)).subarray(0, 5000), 'badImage', /JPEG/],
    [new Uint8Array(readFileSync(new URL('one-pixel.png', fixtures))), 'tooSmall', /too small/],
    [new Uint8Array(readFileSync(new URL('no-grid.png', fixtures))), 'noGrid', /no sudoku grid/],
    [{ data: new Uint8Array(100), width: 50, height: 50 }, 'badPixels', /10000/],
  ];
  for (const [image, kind, message] of cases) {
    assert.throws(() => readPhoto(image), (error) => {
      assert.ok(error instanceof Error);
      assert.equal(error.kind, kind);
      assert.match(error.message, message);
      return true;
    });
  }
  assert.throws(() => readPhoto('photo.jpg'), TypeError);
  assert.throws(() => readPhoto({ width: 10 }), TypeError);
});
