// Reading, editing and writing puzzle text on the page, in the forms README "CLI" lists, so the
// board can follow the Puzzle field on every keystroke without a round trip to the worker.
// The engine's parser (src/grid/text.rs, in the worker) stays the authority when solving; both
// read the same forms by the same rules, report errors with the same kinds ({kind:
// 'invalidCharacter', ch, row, col} / {kind: 'wrongCellCount', found} / {kind: 'tooLong',
// length}) and read tests/fixtures/parse-cases.json alike. The forms, tried in this order:
// - a pencil-mark grid: 81 groups of digits between white space and borders, one per cell, at
//   least one of two or more digits, none holding 0 or '.': a one-digit group is a given, a
//   longer one an empty cell's candidates (HoDoKu, SudokuWiki and Sukaku Explainer export these);
// - a list: two or more lines that each hold 81 cells by themselves; the first is read;
// - one puzzle: 81 cells, 1-9 given, 0 or '.' empty, white space and borders between them.
// On every line, a line holding 81 cells by itself ends at the white space after them (a rating
// or a comment may follow), and a border line (borders and HoDoKu's corners . : ' with a
// horizontal rule) holds no cells.
import { CELLS } from './geometry.js';

/**
 * The longest puzzle text read, in UTF-16 code units (a JS string's length); longer text is a
 * 'tooLong' error at once, as the engine's MAX_TEXT_LENGTH (src/grid.rs) makes it.
 */
export const MAX_TEXT_LENGTH = 65536;

/**
 * The 'tooLong' error of text over MAX_TEXT_LENGTH, or null. It reads only the length (O(1)), so
 * the page can refuse megabytes of pasted or linked text before doing any work on them.
 */
export function lengthError(text) {
  return text.length > MAX_TEXT_LENGTH ? { kind: 'tooLong', length: text.length } : null;
}

// White space is Unicode's White_Space, as Rust's char::is_whitespace (not JS's \s, which also
// takes the byte-order mark U+FEFF); borders are |, +, -, =, * and the box-drawing block.
const IGNORED = /^[\p{White_Space}|+\-=*\u2500-\u257F]$/u;
const IGNORED_RUN = /[\p{White_Space}|+\-=*\u2500-\u257F]+/u;
const WHITE_SPACE = /\p{White_Space}/u;
const CORNERS = new Set(['.', ':', "'"]);
const RULE = /[-=\u2500-\u257F]/u;

/** Whether `ch` may stand between cells without being one: white space or a border character. */
export function isIgnored(ch) {
  return IGNORED.test(ch);
}

/** Whether a line is a border line holding no cells: borders, white space and HoDoKu's corners (. : '), with a horizontal rule. */
export function isBorderLine(line) {
  for (const ch of line) if (!isIgnored(ch) && !CORNERS.has(ch)) return false;
  return RULE.test(line);
}

/**
 * Where the puzzle part of a line ends (an index into it): the line's end, except when it holds
 * 81 cells by itself followed by white space and anything else (`<81 cells> 7.2 Forcing Chain`):
 * then right after the 81st cell.
 */
export function puzzleEnd(line) {
  let cells = 0;
  let index = 0;
  for (const ch of line) {
    index += ch.length;
    if (isIgnored(ch) || ++cells < CELLS) continue;
    const rest = line.slice(index);
    let gap = '';
    for (const next of rest) {
      if (!isIgnored(next)) return WHITE_SPACE.test(gap) ? index : line.length;
      gap += next;
    }
    return line.length;
  }
  return line.length;
}

const cellCount = (line) => {
  let count = 0;
  for (const ch of line) if (!isIgnored(ch)) count += 1;
  return count;
};

/** The groups of a text read as a pencil-mark grid: runs between white space and borders, border lines left out. */
const pencilGroups = (text) =>
  String(text)
    .split('\n')
    .filter((line) => !isBorderLine(line))
    .flatMap((line) => line.split(IGNORED_RUN).filter((group) => group !== ''));

/** Reads cells from the characters of `lines` as one puzzle; fills `cells`, returns the first error or null. */
function readCells(lines, cells) {
  let found = 0;
  let error = null;
  for (const line of lines) {
    for (const ch of line) {
      if (isIgnored(ch)) continue;
      const at = Math.min(found, CELLS - 1);
      if (ch >= '1' && ch <= '9') {
        if (found < CELLS) cells[found] = ch.charCodeAt(0) - 48;
      } else if (ch !== '0' && ch !== '.') {
        error ??= { kind: 'invalidCharacter', ch, row: Math.floor(at / 9) + 1, col: (at % 9) + 1, cell: at };
      }
      found += 1;
    }
  }
  return error ?? (found === CELLS ? null : { kind: 'wrongCellCount', found });
}

/** Reads the 81 groups of a pencil-mark grid; fills `cells` and `candidates`, returns the first error or null. */
function readPencilMarks(groups, cells, candidates) {
  let error = null;
  groups.forEach((group, cell) => {
    let mask = 0;
    for (const ch of group) {
      if (ch >= '1' && ch <= '9') mask |= 1 << (ch.charCodeAt(0) - 49);
      else error ??= { kind: 'invalidCharacter', ch, row: Math.floor(cell / 9) + 1, col: (cell % 9) + 1, cell };
    }
    if (group.length === 1 && mask) cells[cell] = group.charCodeAt(0) - 48;
    else candidates[cell] = mask;
  });
  return error;
}

/**
 * Reads puzzle text. Returns {cells, error, candidates, puzzleCount}:
 * - `cells`: Uint8Array(81) of every cell read (0 = empty; an invalid character takes the place of
 *   the cell it stands for and reads as empty, so the cells after it keep their places);
 * - `error`: null or the first problem {kind, ...}, as the engine reports it;
 * - `candidates`: for a pencil-mark grid read without error, Uint16Array(81) of each empty cell's
 *   candidates (bit d-1 = digit d possible; 0 for a given), else null;
 * - `puzzleCount`: how many puzzles the text holds as a list (1 for one puzzle; its cells are the
 *   first puzzle's).
 */
export function readPuzzle(text) {
  text = String(text);
  const cells = new Uint8Array(CELLS);
  const tooLong = lengthError(text);
  if (tooLong) return { cells, error: tooLong, candidates: null, puzzleCount: 1 };
  const groups = pencilGroups(text);
  const long = groups.filter((group) => [...group].length >= 2).length;
  const shortGroups = groups.every((group) => [...group].length <= 9);
  if (groups.length === CELLS && long > 0 && shortGroups && groups.every((group) => !/[0.]/.test(group))) {
    const candidates = new Uint16Array(CELLS);
    const error = readPencilMarks(groups, cells, candidates);
    return { cells, error, candidates: error ? null : candidates, puzzleCount: 1 };
  }
  const lines = text
    .split('\n')
    .filter((line) => !isBorderLine(line))
    .map((line) => line.slice(0, puzzleEnd(line)));
  const cellLines = lines.filter((line) => cellCount(line) > 0);
  const isList = cellLines.length > 1 && cellLines.every((line) => cellCount(line) === CELLS);
  let error = readCells(isList ? cellLines.slice(0, 1) : lines, cells);
  // Shaped like a pencil-mark grid but not 81 groups: say how many groups, when that is nearer
  // 81 than the count of digits.
  const allDigits = shortGroups && groups.every((group) => /^[1-9]+$/.test(group));
  if (error?.kind === 'wrongCellCount' && allDigits && long > 0 && Math.abs(groups.length - CELLS) < Math.abs(error.found - CELLS)) {
    error = { kind: 'wrongCellCount', found: groups.length };
  }
  return { cells, error, candidates: null, puzzleCount: isList ? cellLines.length : 1 };
}

/** One line of 81 characters, '.' for empty cells. */
export function formatLine(cells) {
  return Array.from(cells, (v) => (v ? String(v) : '.')).join('');
}

/**
 * The cells as a bordered grid, for "Copy as": nine rows of `| 7 . . | 9 . . | . . 1 |` between
 * `+-------+` lines, '.' for empty cells. Both parsers (and most other programs) read it back.
 */
export function formatGrid(cells) {
  const border = '+-------+-------+-------+';
  const rows = [border];
  for (let row = 0; row < 9; row++) {
    const boxes = [0, 3, 6].map((col) => Array.from(cells.slice(row * 9 + col, row * 9 + col + 3), (v) => (v ? String(v) : '.')).join(' '));
    rows.push(`| ${boxes.join(' | ')} |`);
    if (row % 3 === 2) rows.push(border);
  }
  return rows.join('\n');
}

/**
 * The cells and candidates as a pencil-mark grid, for "Copy as", in HoDoKu's layout (`.---.`
 * corners, `:---+---:` between bands, columns padded to the widest group of each): a filled cell
 * is its digit, an empty cell its candidates (`candidates[cell]`, bit d-1 = digit d). Both
 * parsers read it back as the same cells and candidates, except that an empty cell with one
 * candidate left reads back as that digit (a one-digit group is a given), and one with none as
 * all nine.
 */
export function formatPencilMarks(cells, candidates) {
  const groups = Array.from(cells, (value, cell) => {
    if (value) return String(value);
    const digits = [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => candidates[cell] & (1 << (d - 1))).join('');
    return digits || '123456789';
  });
  // A pencil-mark grid needs one group of two or more digits; a full grid has none and is written
  // as its digits in the same layout (then it reads back as a plain grid, the same cells).
  const widths = [0, 1, 2, 3, 4, 5, 6, 7, 8].map((col) => Math.max(...[0, 1, 2, 3, 4, 5, 6, 7, 8].map((row) => groups[row * 9 + col].length)));
  const rule = (corner, middle) => corner + [0, 3, 6].map((col) => '-'.repeat(widths[col] + widths[col + 1] + widths[col + 2] + 4)).join(middle) + corner;
  const lines = [rule('.', '.')];
  for (let row = 0; row < 9; row++) {
    const boxes = [0, 3, 6].map((col) => [col, col + 1, col + 2].map((c) => groups[row * 9 + c].padEnd(widths[c])).join(' '));
    lines.push(`| ${boxes.join(' | ')} |`);
    if (row === 2 || row === 5) lines.push(rule(':', '+'));
  }
  lines.push(rule("'", "'"));
  return lines.join('\n');
}

/**
 * The text with one cell's character replaced by `value` (0 = empty), everything else kept as it
 * is: other cells, line breaks, borders, a comment after the cells, the other puzzles of a list,
 * and any invalid character (whose error stays until the person fixes it). In a pencil-mark grid
 * the cell's group becomes the digit, or all nine candidates when emptied. A cell past the end of
 * the text is appended, with empty cells up to it and up to 81. Empty cells are written as the
 * text writes them ('0' or '.').
 */
export function setCellInText(text, cell, value) {
  text = String(text);
  const read = readPuzzle(text);
  if (read.candidates) return setGroupInText(text, cell, value ? String(value) : '123456789');
  const chars = [...text];
  const slots = []; // where each cell's character is in `chars`, border lines left out
  let lineStart = 0;
  for (const line of text.split('\n')) {
    const lineChars = [...line];
    if (!isBorderLine(line)) lineChars.forEach((ch, i) => isIgnored(ch) || slots.push(lineStart + i));
    lineStart += lineChars.length + 1;
  }
  const usesZero = slots.some((i) => chars[i] === '0') && !slots.some((i) => chars[i] === '.');
  const empty = usesZero ? '0' : '.';
  const written = value ? String(value) : empty;
  if (cell < slots.length) {
    chars[slots[cell]] = written;
    return chars.join('');
  }
  if (slots.length === 0) {
    const cells = new Uint8Array(CELLS);
    cells[cell] = value;
    return formatLine(cells);
  }
  const tail = Array.from({ length: Math.max(CELLS, cell + 1) - slots.length }, (_, k) => (slots.length + k === cell ? written : empty));
  return chars.join('').trimEnd() + tail.join('');
}

/** A pencil-mark grid's text with group `cell` replaced by `group`, everything else kept. */
function setGroupInText(text, cell, group) {
  let seen = 0;
  return text
    .split('\n')
    .map((line) => {
      if (isBorderLine(line)) return line;
      return line.replace(/[^\p{White_Space}|+\-=*\u2500-\u257F]+/gu, (found) => (seen++ === cell ? group : found));
    })
    .join('\n');
}
