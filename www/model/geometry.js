// Grid geometry, the one place the page knows it: cells 0-80 in row-major order, rows, columns
// and boxes, each cell's 20 peers, clashes, and the target score's ring weights.

export const CELLS = 81;

/** 0-based row of a cell. */
export const rowOf = (cell) => Math.floor(cell / 9);

/** 0-based column of a cell. */
export const colOf = (cell) => cell % 9;

/** Box (0-8, row-major) of a cell. */
export const boxOf = (cell) => Math.floor(cell / 27) * 3 + Math.floor((cell % 9) / 3);

/** Whether two distinct cells share a row, column or box. */
export function arePeers(a, b) {
  return a !== b && (rowOf(a) === rowOf(b) || colOf(a) === colOf(b) || boxOf(a) === boxOf(b));
}

/** Each cell's 20 peers, in cell order. */
export const PEERS = Array.from({ length: CELLS }, (_, a) => Array.from({ length: CELLS }, (_, b) => b).filter((b) => arePeers(a, b)));

/** Ring weight of a cell for the target score: 10 at the centre down to 6 on the edge. */
export function ringWeight(cell) {
  return 10 - Math.max(Math.abs(rowOf(cell) - 4), Math.abs(colOf(cell) - 4));
}

/** The ring weights, outer ring first. */
export const RING_WEIGHTS = [6, 7, 8, 9, 10];

/** Pairs [a, b] (a < b) of cells holding the same digit in one row, column or box. */
export function findClashes(digits) {
  const pairs = [];
  for (let a = 0; a < CELLS; a++) {
    if (!digits[a]) continue;
    for (const b of PEERS[a]) if (b > a && digits[b] === digits[a]) pairs.push([a, b]);
  }
  return pairs;
}
