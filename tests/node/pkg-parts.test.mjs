// pkg/logic/ and pkg/vision/: the parts of the engine the page loads after pkg/core/ (README
// "Building"), the logical solver once the page is ready and the photo reader on the first photo.
// Each answers exactly as the full package (pkg/, the JS API) does, holds nothing of the other,
// and the photo reader stays within its size budget.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { gzipSync } from 'node:zlib';
import { loadPart as load } from './pkg-part.mjs';

const full = await load('');
const logic = await load('logic/');
const vision = await load('vision/');

const VISION_BUDGET_GZIPPED = 300 * 1024; // issue 33: the photo reader's code and weights, gzipped

const fixtures = new URL('../fixtures/vision/', import.meta.url);
const truth = new Map(
  readFileSync(new URL('truth.txt', fixtures), 'utf8')
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => line.split(' ').slice(0, 2)),
);

const rated = readFileSync(new URL('../fixtures/rated/se_rated_sample.txt', import.meta.url), 'utf8')
  .split('\n')
  .map((line) => line.trim().split(/\s+/)[0])
  .filter((p) => /^[0-9.]{81}$/.test(p ?? ''))
  .slice(0, 20);

test('the logic part has the logical solver and not the photo reader', () => {
  for (const name of ['solve', 'candidates', 'explain', 'hint', 'hintReport', 'rate', 'generate']) {
    assert.equal(typeof logic.api[name], 'function', name);
  }
  assert.equal(logic.api.readPhoto, undefined);
});

test('the vision part has the photo reader and not the logical solver', () => {
  assert.equal(typeof vision.api.readPhoto, 'function');
  for (const name of ['candidates', 'explain', 'hint', 'rate', 'generate']) assert.equal(vision.api[name], undefined, name);
});

test('the logic part rates and explains as the full package does', () => {
  assert.ok(rated.length >= 10);
  for (const puzzle of rated) {
    assert.deepEqual(logic.api.rate(puzzle), full.api.rate(puzzle), puzzle);
    assert.deepEqual(logic.api.explain(puzzle), full.api.explain(puzzle), puzzle);
  }
});

test('the vision part reads photos and screenshots as the full package does, and fails as it does', () => {
  for (const [file, givens] of [...truth, ['no-grid.png'], ['one-pixel.png']]) {
    const bytes = new Uint8Array(readFileSync(new URL(file, fixtures)));
    const read = (api) => {
      try {
        return api.readPhoto(bytes);
      } catch (error) {
        return { kind: error.kind, message: error.message };
      }
    };
    const reading = read(vision.api);
    assert.deepEqual(reading, read(full.api), file);
    if (givens) assert.equal(reading.puzzle, givens, file);
    else assert.ok(reading.kind, `${file}: ${reading.message}`);
  }
});

test(`the vision part is within ${VISION_BUDGET_GZIPPED / 1024} KB gzipped; the logic part leaves the photo reader out`, () => {
  const gzipped = gzipSync(vision.wasm, { level: 9 }).length;
  assert.ok(gzipped <= VISION_BUDGET_GZIPPED, `pkg/vision wasm is ${gzipped} bytes gzipped`);
  assert.ok(logic.wasm.length < full.wasm.length * 0.7, `the logic part (${logic.wasm.length} bytes) leaves the photo reader out (full ${full.wasm.length})`);
});
