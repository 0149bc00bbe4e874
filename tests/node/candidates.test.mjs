// The wasm export behind the page's Candidates switch: each empty cell's digits that no peer
// holds, as 81 masks (bit d-1 = digit d), 0 for filled cells; malformed text throws.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';

const pkgDir = new URL('../../pkg/', import.meta.url);
const meta = JSON.parse(readFileSync(new URL('package.json', pkgDir), 'utf8'));
const api = await import(new URL(meta.module ?? meta.main, pkgDir));
await api.default({ module_or_path: readFileSync(new URL('sudoku_engine_bg.wasm', pkgDir)) });

const PUZZLES = [
  '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79',
  '........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3',
  '.'.repeat(81),
];

/** The same rule, written out here: digits in no row, column or box of the cell. */
function naive(puzzle) {
  const same = (a, b) =>
    a !== b &&
    (Math.floor(a / 9) === Math.floor(b / 9) || a % 9 === b % 9 || (Math.floor(a / 27) === Math.floor(b / 27) && Math.floor((a % 9) / 3) === Math.floor((b % 9) / 3)));
  return [...puzzle].map((ch, a) => {
    if (ch !== '.') return 0;
    let mask = 0x1ff;
    for (let b = 0; b < 81; b++) if (puzzle[b] !== '.' && same(a, b)) mask &= ~(1 << (Number(puzzle[b]) - 1));
    return mask;
  });
}

test('candidates: 81 masks, digits no peer holds, 0 for filled cells', () => {
  for (const puzzle of PUZZLES) assert.deepEqual(Array.from(api.candidates(puzzle)), naive(puzzle), puzzle);
  assert.equal(api.candidates(PUZZLES[2])[0], 0x1ff);
});

test('candidates: malformed text throws the positioned parse error', () => {
  assert.throws(() => api.candidates('12x'), (e) => e.kind === 'invalidCharacter' && e.row === 1 && e.col === 3);
});
