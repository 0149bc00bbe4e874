// What a photo's reading (the engine's readPhoto: {puzzle, confidence, corners}) puts on the board
// and what the page says of it: the givens, the cells it is unsure of, and how big to hand the
// picture to the engine.
import { CELLS } from './geometry.js';

/** Below this confidence a cell's reading is marked unsure, for the person to check. */
export const UNSURE_BELOW = 0.8;

/** The longer side, in pixels, a picture is shrunk to before it is read (memory and time bounded). */
export const MAX_PHOTO_SIDE = 1600;

/** The size to draw a `width` x `height` picture at: its own, or shrunk so the longer side is MAX_PHOTO_SIDE. */
export function photoSize(width, height) {
  const scale = Math.min(1, MAX_PHOTO_SIDE / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * A reading's summary: `puzzle` (81 characters, '.' empty), `unsure` (the cells whose confidence
 * is below UNSURE_BELOW, digits and empty cells alike: an empty cell may be a missed given) and
 * `givens` (how many digits were read).
 */
export function photoReading({ puzzle, confidence }) {
  const unsure = new Set();
  let givens = 0;
  for (let i = 0; i < CELLS; i++) {
    if (puzzle[i] !== '.') givens += 1;
    if (confidence[i] < UNSURE_BELOW) unsure.add(i);
  }
  return { puzzle, unsure, givens };
}

/**
 * The cells still marked unsure on `board` (a BoardState): those of `reading` (photoReading's)
 * that hold what was read, while the board is in set-up. A cell the person changed is checked.
 */
export function unsureShown(reading, board) {
  const shown = new Set();
  if (!reading || !board.setup) return shown;
  for (const cell of reading.unsure) {
    const read = reading.puzzle[cell] === '.' ? 0 : reading.puzzle.charCodeAt(cell) - 48;
    if (board.valueAt(cell) === read) shown.add(cell);
  }
  return shown;
}
