// What a hint starts from, read off the person's board: the wrong entries to report first, and
// the digits the person still allows in each cell. Pure: runs in Node too.
//
// How notes map to candidates: a cell with notes (pencil marks) allows exactly its notes; a cell
// without notes allows every digit. Either way, candidates that applied hints or steps removed
// stay removed. The engine then starts from its own candidates (what the rules allow) within
// these, so notes that lack the cell's digit come back as a mistake.
import { CELLS, colOf, rowOf } from './geometry.js';

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

/**
 * The person's entries (Uint8Array(81), 0 = none) that differ from `solution` (81 digits), as a
 * step named "Mistake" (shaped like the engine's), or null when every entry agrees.
 */
export function wrongEntriesStep(entries, solution) {
  const wrong = [];
  entries.forEach((digit, cell) => digit && solution.charCodeAt(cell) - 48 !== digit && wrong.push(cell));
  if (!wrong.length) return null;
  const names = wrong.map((cell) => `r${rowOf(cell) + 1}c${colOf(cell) + 1}`).join(', ');
  return { technique: 'Mistake', placements: [], eliminations: [], cells: wrong, text: `${names}: the entry contradicts the solution.` };
}
