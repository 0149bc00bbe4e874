// What a hint starts from, read off the person's board: the digits the person still allows in
// each cell (the engine finds wrong entries itself). Pure: runs in Node too.
//
// How notes map to candidates: a cell with notes (pencil marks) allows exactly its notes; a cell
// without notes allows every digit. Either way, candidates that applied hints or steps removed
// stay removed. The engine then starts from its own candidates (what the rules allow) within
// these, so notes that lack the cell's digit come back as a mistake.
import { CELLS } from './geometry.js';

const ALL_DIGITS = 0x1ff;

/**
 * The digits allowed per cell (81 masks, bit d-1 = digit d) for `board` (a BoardState), or null
 * when the person has restricted nothing (no notes, nothing removed).
 */
export function allowedMasks(board) {
  const allowed = new Uint16Array(CELLS).fill(ALL_DIGITS);
  let restricted = false;
  for (let cell = 0; cell < CELLS; cell++) {
    if (board.digits[cell]) continue;
    const mask = (board.notesAt(cell) || ALL_DIGITS) & ~board.removedAt(cell);
    if (mask !== ALL_DIGITS) {
      allowed[cell] = mask;
      restricted = true;
    }
  }
  return restricted ? allowed : null;
}
