// Reading and writing puzzle text on the page, following CONTRACT.md "Puzzle text", so the
// board can follow the Puzzle field on every keystroke without a round trip to the worker.
// The engine's parser (in the worker) stays the authority when solving; both report errors
// with the same kinds ({kind: 'invalidCharacter', ch, row, col} / {kind: 'wrongCellCount', found}).

export const CELLS = 81;

/**
 * Reads puzzle text. Returns {cells, error}: `cells` is a Uint8Array(81) of what was read (0 =
 * empty; on error, the cells before the problem), `error` null or {kind, ...}.
 */
export function readPuzzle(text) {
  const cells = new Uint8Array(CELLS);
  let found = 0;
  for (const ch of String(text)) {
    if (/\s/u.test(ch)) continue;
    let value;
    if (ch >= '1' && ch <= '9') value = ch.charCodeAt(0) - 48;
    else if (ch === '0' || ch === '.') value = 0;
    else {
      const at = Math.min(found, CELLS - 1);
      return { cells, error: { kind: 'invalidCharacter', ch, row: Math.floor(at / 9) + 1, col: (at % 9) + 1, cell: at } };
    }
    if (found < CELLS) cells[found] = value;
    found += 1;
  }
  if (found !== CELLS) return { cells, error: { kind: 'wrongCellCount', found } };
  return { cells, error: null };
}

/** One line of 81 characters, '.' for empty cells. */
export function formatLine(cells) {
  return Array.from(cells, (v) => (v ? String(v) : '.')).join('');
}

/** Nine lines of nine space-separated digits, 0 for empty cells (the contest format). */
export function formatNineLines(cells) {
  const rows = [];
  for (let r = 0; r < 9; r++) rows.push(Array.from(cells.slice(r * 9, r * 9 + 9)).join(' '));
  return rows.join('\n');
}

/** Formats cells in the same style as `previous` text (nine lines if it had line breaks). */
export function formatLike(previous, cells) {
  return /\n/.test(String(previous).trim()) ? formatNineLines(cells) : formatLine(cells);
}

const sameUnit = (a, b) =>
  a !== b &&
  (Math.floor(a / 9) === Math.floor(b / 9) ||
    a % 9 === b % 9 ||
    (Math.floor(a / 27) === Math.floor(b / 27) && Math.floor((a % 9) / 3) === Math.floor((b % 9) / 3)));

/** Pairs [a, b] (a < b) of cells holding the same digit in one row, column or box. */
export function findClashes(cells) {
  const pairs = [];
  for (let a = 0; a < CELLS; a++) {
    if (!cells[a]) continue;
    for (let b = a + 1; b < CELLS; b++) if (cells[b] === cells[a] && sameUnit(a, b)) pairs.push([a, b]);
  }
  return pairs;
}

/** Whether `solution` (81 digits) is a valid completed grid that keeps every given of `cells`. */
export function isCompletionOf(solution, cells) {
  if (typeof solution !== 'string' || !/^[1-9]{81}$/.test(solution)) return false;
  const grid = Uint8Array.from(solution, (ch) => ch.charCodeAt(0) - 48);
  if (cells.some((v, i) => v && v !== grid[i])) return false;
  return findClashes(grid).length === 0;
}

/** Ring weight of a cell for the target score: 10 at the centre down to 6 on the edge. */
export function ringWeight(cell) {
  const r = Math.floor(cell / 9);
  const c = cell % 9;
  return 10 - Math.max(Math.abs(r - 4), Math.abs(c - 4));
}
