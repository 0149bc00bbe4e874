// The shared parse cases (tests/fixtures/parse-cases.json), also run against Grid::parse by
// tests/parse_cases.rs: the page's parser (www/puzzle-text.js) and the wasm engine must read every
// case as the fixture says, so a text that loads on the board also solves.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { formatLine, readPuzzle } from '../../www/model/puzzle-text.js';

const { cases } = JSON.parse(readFileSync(new URL('../fixtures/parse-cases.json', import.meta.url), 'utf8'));
const pkgDir = new URL('../../pkg/', import.meta.url);
const meta = JSON.parse(readFileSync(new URL('package.json', pkgDir), 'utf8'));
const api = await import(new URL(meta.module ?? meta.main, pkgDir));
await api.default({ module_or_path: readFileSync(new URL('sudoku_engine_bg.wasm', pkgDir)) });

/** The fields of a parse error that the fixture states. */
const errorFields = (e) => Object.fromEntries(['kind', 'ch', 'row', 'col', 'found'].filter((k) => e[k] !== undefined).map((k) => [k, e[k]]));

test('the page parser reads every shared case as the fixture says', () => {
  assert.ok(cases.length >= 10);
  for (const { name, text, cells, error } of cases) {
    const read = readPuzzle(text);
    if (cells) {
      assert.equal(read.error, null, name);
      assert.equal(formatLine(read.cells), cells, name);
    } else {
      assert.deepEqual(errorFields(read.error), error, name);
    }
  }
});

test('the wasm engine reads every shared case as the fixture says', () => {
  for (const { name, text, cells, error } of cases) {
    if (cells) {
      const { solution } = api.solve(text);
      assert.ok(solution, name);
      for (let i = 0; i < 81; i++) if (cells[i] !== '.') assert.equal(solution[i], cells[i], `${name}: cell ${i}`);
    } else {
      assert.throws(() => api.solve(text), (e) => (assert.deepEqual(errorFields(e), error, name), true), name);
    }
  }
});
