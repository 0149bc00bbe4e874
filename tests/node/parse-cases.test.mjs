// The shared parse cases (tests/fixtures/parse-cases.json), also run against PuzzleText::parse by
// tests/parse_cases.rs: the page's parser (www/model/puzzle-text.js) and the wasm engine must read every
// case as the fixture says, so a text that loads on the board also solves. Also the "Copy as"
// formatters: what they write, both parsers read back.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { formatGrid, formatLine, formatPencilMarks, MAX_TEXT_LENGTH, readPuzzle, setCellInText } from '../../www/model/puzzle-text.js';

const { cases, maxTextLength } = JSON.parse(readFileSync(new URL('../fixtures/parse-cases.json', import.meta.url), 'utf8'));
const pkgDir = new URL('../../pkg/', import.meta.url);
const meta = JSON.parse(readFileSync(new URL('package.json', pkgDir), 'utf8'));
const api = await import(new URL(meta.module ?? meta.main, pkgDir));
await api.default({ module_or_path: readFileSync(new URL('sudoku_engine_bg.wasm', pkgDir)) });

/** The fields of a parse error that the fixture states. */
const errorFields = (e) => Object.fromEntries(['kind', 'ch', 'row', 'col', 'found', 'length'].filter((k) => e[k] !== undefined).map((k) => [k, e[k]]));
/** A candidate mask as its digits ("" for none). */
const digitsOf = (mask) => [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => mask & (1 << (d - 1))).join('');
// One solution (hint checks a person's candidates against it).
const UNIQUE = '570060003030005060601007000053000001000080000900000270000800402080100030200040019';
const LINE = '7..9....11....59.....2...8...5.2...3......648413........7..2.9.2.1.6.8.4.8.5.4.12';

test('the page parser reads every shared case as the fixture says', () => {
  assert.ok(cases.length >= 30);
  for (const { name, text, cells, error, candidates, puzzleCount } of cases) {
    const read = readPuzzle(text);
    if (cells) {
      assert.equal(read.error, null, name);
      assert.equal(formatLine(read.cells), cells, name);
      assert.equal(read.puzzleCount, puzzleCount ?? 1, name);
      assert.deepEqual(read.candidates && Array.from(read.candidates, digitsOf), candidates ?? null, name);
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

test('text longer than the shared limit is refused at once by the page parser and the engine', () => {
  assert.equal(MAX_TEXT_LENGTH, maxTextLength);
  const atLimit = `${LINE} ${'x'.repeat(maxTextLength - LINE.length - 1)}`;
  assert.equal(readPuzzle(atLimit).error, null);
  assert.equal(api.solve(atLimit).solution, api.solve(LINE).solution);
  const over = `${atLimit}x`;
  assert.deepEqual(errorFields(readPuzzle(over).error), { kind: 'tooLong', length: maxTextLength + 1 });
  assert.throws(() => api.solve(over), (e) => e instanceof Error && e.kind === 'tooLong' && e.length === maxTextLength + 1 && /too long/.test(e.message));
  // Ten megabytes are refused as fast as a short text is read: no copy, no scan.
  const huge = 'x'.repeat(10 * 1024 * 1024);
  assert.throws(() => api.solve(huge), /too long/);
  assert.equal(readPuzzle(huge).error.kind, 'tooLong');
});

test('formatGrid writes a bordered grid that both parsers read back', () => {
  for (const { cells } of cases.filter((c) => c.cells)) {
    const digits = readPuzzle(cells).cells;
    const grid = formatGrid(digits);
    assert.match(grid, /^\+-------\+-------\+-------\+\n\| [1-9.] [1-9.] [1-9.] \| /);
    assert.equal(grid.split('\n').length, 13);
    const read = readPuzzle(grid);
    assert.equal(read.error, null);
    assert.equal(formatLine(read.cells), cells);
    assert.equal(api.solve(grid).solution, api.solve(cells).solution);
  }
});

test('formatPencilMarks writes a pencil-mark grid that both parsers read back, candidates and all', () => {
  const puzzle = readPuzzle(UNIQUE).cells;
  const solution = api.solve(UNIQUE).solution;
  const digitAt = (cell) => Number(solution[cell]);
  const engineCandidates = api.candidates(UNIQUE);
  // Pairs of candidates or more everywhere: the solution's digit and one other.
  const pairs = engineCandidates.map((mask, cell) => (mask ? (1 << (digitAt(cell) - 1)) | (1 << (digitAt(cell) % 9)) : 0));
  for (const masks of [engineCandidates, pairs]) {
    const text = formatPencilMarks(puzzle, masks);
    assert.match(text, /^\.-+\.-+\.-+\.\n\| 5 +/);
    const read = readPuzzle(text);
    assert.equal(read.error, null);
    // An empty cell with one candidate reads back as that digit; the others as written.
    const single = (mask) => mask && !(mask & (mask - 1));
    const cells = Array.from(puzzle, (v, cell) => v || (single(masks[cell]) ? Math.log2(masks[cell]) + 1 : 0));
    assert.deepEqual(Array.from(read.cells), cells);
    assert.deepEqual(Array.from(read.candidates), Array.from(masks, (mask) => (single(mask) ? 0 : mask)));
    // The engine reads the same grid and starts a hint from the candidates in the text.
    assert.equal(api.solve(text).solution, solution);
    assert.deepEqual(api.hint(text), api.hint(formatLine(read.cells), Array.from(read.candidates)));
  }
  assert.notDeepEqual(api.hint(formatPencilMarks(puzzle, pairs)), api.hint(UNIQUE), 'the pairs change the hint');
  // Losing the solution's digit in the text is a mistake, named at its cell.
  const lost = pairs.slice();
  const cell = lost.findIndex((mask) => mask);
  lost[cell] |= 1 << ((digitAt(cell) + 1) % 9); // keep two candidates, neither the solution's
  lost[cell] &= ~(1 << (digitAt(cell) - 1));
  const mistake = api.hint(formatPencilMarks(puzzle, lost));
  assert.equal(mistake.technique, 'Mistake');
  assert.deepEqual(mistake.cells, [cell]);
  // No candidate left reads back as all nine; a full grid as a plain grid.
  const none = pairs.slice();
  none[cell] = 0;
  assert.equal(readPuzzle(formatPencilMarks(puzzle, none)).candidates[cell], 0x1ff);
  const full = readPuzzle(solution).cells;
  assert.equal(formatLine(readPuzzle(formatPencilMarks(full, new Uint16Array(81))).cells), solution);
});

test('setCellInText edits one cell of any form, keeping the rest of the text', () => {
  const withComment = `${LINE} 7.2 Forcing Chain`;
  assert.equal(setCellInText(withComment, 1, 5), `75${LINE.slice(2)} 7.2 Forcing Chain`);
  const list = `${LINE}\n${LINE}`;
  assert.equal(setCellInText(list, 80, 0), `${LINE.slice(0, 80)}.\n${LINE}`);
  const hodoku = formatGrid(readPuzzle(LINE).cells).replace(/^\+/gm, '.').replace(/\+$/gm, '.');
  assert.equal(formatLine(readPuzzle(setCellInText(hodoku, 2, 4)).cells), `7.4${LINE.slice(3)}`);
  const marks = formatPencilMarks(readPuzzle(LINE).cells, api.candidates(LINE));
  const placed = readPuzzle(setCellInText(marks, 1, 3));
  assert.equal(placed.cells[1], 3);
  assert.equal(placed.candidates[2], api.candidates(LINE)[2]);
  const erased = readPuzzle(setCellInText(marks, 0, 0));
  assert.equal(erased.cells[0], 0);
  assert.equal(erased.candidates[0], 0x1ff);
});
