// A position before a given step of a puzzle's logical solution, written as a pencil-mark grid
// (README, "CLI": a one-digit group a given, a longer one an empty cell's candidates), so
// that a test can load it into the page and ask for that step as a hint.
const PEERS = Array.from({ length: 81 }, (_, a) =>
  Array.from({ length: 81 }, (_, b) => b).filter(
    (b) => b !== a && (Math.floor(a / 9) === Math.floor(b / 9) || a % 9 === b % 9 || (Math.floor(a / 27) === Math.floor(b / 27) && Math.floor((a % 9) / 3) === Math.floor((b % 9) / 3))),
  ),
);

/**
 * The position of `puzzle` (81 characters) just before its first step of `technique` in
 * `engine.explain`: {text (the pencil-mark grid), step (that step), index (its place)}.
 */
export function pencilPosition(engine, puzzle, technique) {
  const { steps } = engine.explain(puzzle);
  const index = steps.findIndex((s) => s.technique === technique);
  if (index < 0) throw new Error(`${puzzle}: no ${technique}`);
  const values = [...puzzle].map((ch) => (/[1-9]/.test(ch) ? Number(ch) : 0));
  const candidates = values.map(() => new Set([1, 2, 3, 4, 5, 6, 7, 8, 9]));
  const place = (cell, digit) => {
    values[cell] = digit;
    candidates[cell].clear();
    for (const peer of PEERS[cell]) candidates[peer].delete(digit);
  };
  values.forEach((digit, cell) => digit && place(cell, digit));
  for (const s of steps.slice(0, index)) {
    for (const [cell, digit] of s.placements) place(cell, digit);
    for (const [cell, digit] of s.eliminations) candidates[cell].delete(digit);
  }
  const groups = values.map((digit, cell) => (digit ? String(digit) : [...candidates[cell]].sort().join('')));
  const text = Array.from({ length: 9 }, (_, r) => groups.slice(r * 9, r * 9 + 9).map((g) => g.padEnd(9)).join(' ')).join('\n');
  return { text, step: steps[index], index };
}
