// The JS API (pkg/) against hostile callers: getters and valueOf that throw, 10,000 times over,
// must leave no reference slot and no wasm memory behind (each call then a normal one); bad
// options and a freed TargetSearch say what is wrong; lone surrogates are named.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';

const pkgDir = new URL('../../pkg/', import.meta.url);
const meta = JSON.parse(readFileSync(new URL('package.json', pkgDir), 'utf8'));
const api = await import(new URL(meta.module ?? meta.main, pkgDir));
const wasm = await api.default({ module_or_path: readFileSync(new URL('sudoku_engine_bg.wasm', pkgDir)) });
const { solve, maxTargetScore, rate, hint, explain, generate, candidates, TargetSearch } = api;

// One solution (hint checks a person's candidates against it).
const PUZZLE = '570060003030005060601007000053000001000080000900000270000800402080100030200040019';
const TIMES = 10_000;

/** Every export still answers, and answers right. */
function assertWorks() {
  const solved = solve(PUZZLE);
  assert.equal(solved.status, 'unique');
  assert.equal(maxTargetScore(PUZZLE).solution, solved.solution);
  assert.equal(rate(PUZZLE).status, 'unique');
  assert.notEqual(hint(PUZZLE), null);
  const search = new TargetSearch(PUZZLE);
  while (!search.run(100_000));
  assert.equal(search.progress().bestSolution, solved.solution);
  search.free();
}

const memoryBytes = () => wasm.memory.buffer.byteLength;

test('a throwing options getter leaks no reference slot, 10,000 times', () => {
  assertWorks();
  const before = memoryBytes();
  const thrown = new Error('getter');
  for (let i = 0; i < TIMES; i++) {
    assert.throws(() => solve(PUZZLE, { get unique() { throw thrown; } }), (e) => e === thrown);
  }
  assertWorks();
  assert.ok(memoryBytes() <= before + (1 << 20), `wasm memory grew from ${before} to ${memoryBytes()}`);
});

test('candidates whose valueOf or getter throws leak no wasm memory, 10,000 times', () => {
  assertWorks();
  const masks = Array.from(candidates(PUZZLE));
  const before = memoryBytes();
  const valueOfThrows = [...masks.slice(0, 80), { valueOf() { throw new Error('valueOf'); } }];
  const getterThrows = masks.slice();
  const thrown = new Error('getter');
  Object.defineProperty(getterThrows, 80, { get() { throw thrown; } });
  for (let i = 0; i < TIMES; i++) {
    // An object is not a number: refused without calling its valueOf.
    assert.throws(() => hint(PUZZLE, valueOfThrows), /candidates must be 81 whole numbers/);
    assert.throws(() => hint(PUZZLE, getterThrows), (e) => e === thrown);
  }
  assertWorks();
  assert.ok(memoryBytes() <= before + (1 << 20), `wasm memory grew from ${before} to ${memoryBytes()}`);
  // The same masks as plain numbers, and as a typed array, are read.
  assert.deepEqual(hint(PUZZLE, masks), hint(PUZZLE));
  assert.deepEqual(hint(PUZZLE, Uint16Array.from(masks)), hint(PUZZLE));
  assert.throws(() => hint(PUZZLE, masks.slice(1)), /candidates must be 81 numbers, found 80/);
  assert.throws(() => hint(PUZZLE, 'not a list'), /candidates must be an array of 81 numbers/);
  assert.throws(() => hint(PUZZLE, [...masks.slice(0, 80), 512]), /whole numbers from 0 to 511/);
});

test('text that is not a string, or too long, is refused at once, 10,000 times', () => {
  const before = memoryBytes();
  const long = 'x'.repeat(1 << 20);
  for (let i = 0; i < TIMES; i++) {
    assert.throws(() => solve({ toString() { throw new Error('toString'); } }), TypeError);
    assert.throws(() => rate(long), (e) => e.kind === 'tooLong');
  }
  assertWorks();
  assert.ok(memoryBytes() <= before + (1 << 20), `wasm memory grew from ${before} to ${memoryBytes()}`);
});

test('ten megabytes of text are refused by every export that reads puzzle text, with its whole length', () => {
  const huge = '1'.repeat(10 * 1024 * 1024);
  const tooLong = (e) => e instanceof Error && e.kind === 'tooLong' && e.length === huge.length && /too long/.test(e.message);
  const calls = {
    solve: () => solve(huge),
    'solve (unique: false)': () => solve(huge, { unique: false }),
    maxTargetScore: () => maxTargetScore(huge),
    rate: () => rate(huge),
    explain: () => explain(huge),
    candidates: () => candidates(huge),
    hint: () => hint(huge),
    'hint (givens)': () => hint({ givens: huge, entries: '.'.repeat(81) }),
    'hint (entries)': () => hint({ givens: PUZZLE, entries: huge }),
    hintReport: () => api.hintReport({ givens: huge, entries: '.'.repeat(81) }),
    'new TargetSearch': () => new TargetSearch(huge),
  };
  for (const [name, call] of Object.entries(calls)) assert.throws(call, tooLong, name);
  assertWorks();
});

test('a lone surrogate is named as such, where it stands', () => {
  const text = `${PUZZLE.slice(0, 12)}\uD83D${PUZZLE.slice(13)}`;
  assert.throws(
    () => solve(text),
    (e) => e.name === 'ParseError' && e.kind === 'invalidCharacter' && e.ch === '\uD83D' && e.row === 2 && e.col === 4 && /lone surrogate U\+D83D/.test(e.message),
  );
  // A real U+FFFD stays a U+FFFD; an emoji (a surrogate pair) is one invalid character.
  assert.throws(() => solve(`\uFFFD${PUZZLE.slice(1)}`), (e) => e.ch === '\uFFFD' && !/surrogate/.test(e.message));
  assert.throws(() => solve(`${PUZZLE.slice(0, 80)}😀`), (e) => e.ch === '😀' && e.row === 9 && e.col === 9);
  assert.throws(() => solve(`${PUZZLE.slice(0, 80)}\uDE00`), /lone surrogate U\+DE00/);
});

test('generate says what is wrong with a level', () => {
  assert.throws(() => generate({ level: 3 }), /unknown level of type number \(a level is a name\): use easy, medium, hard, expert or extreme/);
  assert.throws(() => generate({ level: { toString() { throw new Error('no'); } } }), /unknown level of type object/);
  assert.throws(() => generate({ level: 'insane' }), /unknown level "insane": use easy/);
  assert.equal(generate({ level: 'easy', seed: 1 }).level, 'easy');
});

test('a TargetSearch used after free() throws a clear Error', () => {
  const search = new TargetSearch(PUZZLE);
  search.run(10);
  search.free();
  assert.throws(() => search.run(10), (e) => e instanceof Error && /this TargetSearch was freed/.test(e.message));
  assert.throws(() => search.progress(), /was freed/);
  search.free(); // twice: nothing more to release
  const before = memoryBytes();
  for (let i = 0; i < 1000; i++) new TargetSearch(PUZZLE).free();
  assertWorks();
  assert.ok(memoryBytes() <= before + (1 << 20), `wasm memory grew from ${before} to ${memoryBytes()}`);
});

test('explain and rate on boards with several solutions answer from the count', () => {
  // Sparse boards: chains would take seconds there. rate gives no rating; explain gives the
  // steps before any chain, each a proof for every completion it keeps.
  for (const board of ['.'.repeat(81), `1${'.'.repeat(80)}`, `123456789${'.'.repeat(72)}`, `${PUZZLE.slice(0, 40)}${'.'.repeat(41)}`]) {
    const rated = rate(board);
    assert.deepEqual([rated.status, rated.rating, rated.technique, rated.solved], ['multiple', 0, null, false]);
    const explained = explain(board);
    assert.equal(explained.status, 'multiple');
    assert.equal(explained.solved, false);
    for (const step of explained.steps) assert.doesNotMatch(step.technique, /Chain|Nishio|Cycle/, step.technique);
  }
});
