// The board written as puzzle text, for "Copy as": the line, the bordered grid and the
// pencil-mark grid of model/puzzle-text.js, each of which the page and the CLI read back. Pure:
// runs in Node too.
import { CELLS } from './geometry.js';
import { formatGrid, formatLine, formatPencilMarks } from './puzzle-text.js';

/** The forms "Copy as" writes: one line of 81 characters, a bordered grid, a pencil-mark grid. */
export const TEXT_FORMATS = Object.freeze(['line', 'grid', 'pencilMarks']);

const ALL_DIGITS = 0x1ff;

/** Throws a RangeError naming the forms when `format` is not one of TEXT_FORMATS. */
export function checkTextFormat(format) {
  if (!TEXT_FORMATS.includes(format)) throw new RangeError(`unknown text format ${JSON.stringify(format)}: use ${TEXT_FORMATS.join(', ')}`);
}

/**
 * The marks of each cell of `board` (a BoardState) for a pencil-mark grid (81 masks, bit d-1 =
 * digit d; 0 for a cell with a digit): a cell's notes where the person wrote some, else
 * `candidates[cell]` (the engine's candidates for the board's digits; every digit when null),
 * either way less the candidates that applied steps removed.
 */
export function boardMarks(board, candidates = null) {
  return Uint16Array.from({ length: CELLS }, (_, cell) => {
    if (board.digits[cell]) return 0;
    const marks = board.notesAt(cell) || (candidates ? candidates[cell] : ALL_DIGITS);
    return marks & ~board.removedAt(cell);
  });
}

/**
 * The board as text in `format` (one of TEXT_FORMATS). The line and the grid hold the givens, and
 * the person's entries too with `progress`; the pencil-mark grid holds the board as it is: its
 * givens and entries, and each empty cell's marks (boardMarks, from `candidates`). Read back,
 * every digit is a given.
 */
export function boardText(board, format, { progress = false, candidates = null } = {}) {
  checkTextFormat(format);
  if (format === 'pencilMarks') return formatPencilMarks(board.digits, boardMarks(board, candidates));
  const cells = progress ? board.digits : board.givens;
  return format === 'grid' ? formatGrid(cells) : formatLine(cells);
}
