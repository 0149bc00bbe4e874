// Sudoku facts the screenshot tools need: puzzle lines from the data files, peers, candidates,
// and a small solver that counts solutions up to a limit (2 proves uniqueness).

/** The 20 peers of each cell 0-80 (same row, column or box), computed once. */
export const PEERS = Array.from({ length: 81 }, (_, a) => {
  const peers = [];
  for (let b = 0; b < 81; b++) {
    const sameRow = Math.floor(a / 9) === Math.floor(b / 9);
    const sameCol = a % 9 === b % 9;
    const sameBox = Math.floor(a / 27) === Math.floor(b / 27) && Math.floor((a % 9) / 3) === Math.floor((b % 9) / 3);
    if (a !== b && (sameRow || sameCol || sameBox)) peers.push(b);
  }
  return peers;
});

/**
 * The puzzle of one data-file line as 81 characters ('1'-'9', '.' empty), or null for a comment,
 * a blank line or anything else. The files write empty cells as '.' or '0' and may follow the
 * 81 cells with a rating or a source (../shared/data/README.md).
 */
export function puzzleOfLine(line) {
  const cells = line.trim().split(/\s+/)[0] ?? '';
  if (line.startsWith('#') || !/^[0-9.]{81}$/.test(cells)) return null;
  return cells.replace(/0/g, '.');
}

/** Each cell's candidates by the rules alone as a 9-bit mask (bit d-1 for digit d); 0 for a filled cell. */
export function candidateMasks(grid) {
  return Array.from(grid, (ch, a) => {
    if (ch !== '.') return 0;
    let mask = 0x1ff;
    for (const b of PEERS[a]) if (grid[b] !== '.') mask &= ~(1 << (grid[b] - 1));
    return mask;
  });
}

/** The digits 1-9 of a 9-bit mask, in increasing order. */
export function digitsOfMask(mask) {
  const digits = [];
  for (let d = 1; d <= 9; d++) if (mask & (1 << (d - 1))) digits.push(d);
  return digits;
}

/**
 * Solutions of an 81-character grid, up to `limit` of them (each 81 characters): depth-first
 * search that always fills the cell with the fewest candidates.
 */
export function solve(grid, limit = 2) {
  const cells = Array.from(grid, (ch) => (ch === '.' ? 0 : Number(ch)));
  const rows = new Array(9).fill(0);
  const cols = new Array(9).fill(0);
  const boxes = new Array(9).fill(0);
  const boxOf = (a) => Math.floor(a / 27) * 3 + Math.floor((a % 9) / 3);
  for (let a = 0; a < 81; a++) {
    const d = cells[a];
    if (!d) continue;
    const bit = 1 << (d - 1);
    const [r, c, b] = [Math.floor(a / 9), a % 9, boxOf(a)];
    if ((rows[r] | cols[c] | boxes[b]) & bit) return [];
    rows[r] |= bit;
    cols[c] |= bit;
    boxes[b] |= bit;
  }
  const solutions = [];
  const search = () => {
    let best = -1;
    let bestMask = 0;
    let bestCount = 10;
    for (let a = 0; a < 81; a++) {
      if (cells[a]) continue;
      const mask = ~(rows[Math.floor(a / 9)] | cols[a % 9] | boxes[boxOf(a)]) & 0x1ff;
      const count = popcount(mask);
      if (count < bestCount) [best, bestMask, bestCount] = [a, mask, count];
      if (count === 0) return;
    }
    if (best < 0) {
      solutions.push(cells.join(''));
      return;
    }
    const [r, c, b] = [Math.floor(best / 9), best % 9, boxOf(best)];
    for (let d = 1; d <= 9 && solutions.length < limit; d++) {
      const bit = 1 << (d - 1);
      if (!(bestMask & bit)) continue;
      cells[best] = d;
      rows[r] |= bit;
      cols[c] |= bit;
      boxes[b] |= bit;
      search();
      rows[r] &= ~bit;
      cols[c] &= ~bit;
      boxes[b] &= ~bit;
    }
    cells[best] = 0;
  };
  search();
  return solutions;
}

function popcount(mask) {
  let count = 0;
  for (let m = mask; m; m &= m - 1) count++;
  return count;
}
