// Grid geometry, the one place the page knows it: cells 0-80 in row-major order, rows, columns
// and boxes, the 27 units (rows 0-8, columns 9-17, boxes 18-26), each cell's 20 peers, clashes,
// and the target score's ring weights.

export const CELLS = 81;

/** 0-based row of a cell. */
export const rowOf = (cell) => Math.floor(cell / 9);

/** 0-based column of a cell. */
export const colOf = (cell) => cell % 9;

/** Box (0-8, row-major) of a cell. */
export const boxOf = (cell) => Math.floor(cell / 27) * 3 + Math.floor((cell % 9) / 3);

/** The cell at 0-based `row` and `col`. */
export const cellAt = (row, col) => row * 9 + col;

/** The kind of unit `unit`: 0 a row, 1 a column, 2 a box. */
export const unitKind = (unit) => Math.floor(unit / 9);

/** The three units (row, column, box) holding `cell`. */
export const unitsOf = (cell) => [rowOf(cell), 9 + colOf(cell), 18 + boxOf(cell)];

/** The cells of unit `unit` (rows 0-8, columns 9-17, boxes 18-26), in order. */
export function unitCells(unit) {
  const k = unit % 9;
  return Array.from({ length: 9 }, (_, j) => {
    if (unit < 9) return cellAt(k, j);
    if (unit < 18) return cellAt(j, k);
    return cellAt(Math.floor(k / 3) * 3 + Math.floor(j / 3), (k % 3) * 3 + (j % 3));
  });
}

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
