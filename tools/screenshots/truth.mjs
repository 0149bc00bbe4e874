// The text files beside a set of screenshots, read and written in one place.
//
//   truth.txt   <file name> <81 characters: the givens, 1-9, '.' empty>
//               (the format of ../shared/data/photos/v2-train/truth.txt)
//   styles.txt  <file name> <key=value ...>: how the picture was drawn, to group failures
//   layers.txt  <file name> <81: the player's entries, 1-9 or '.'> <81: pencil marks per cell, 1-9 or '.'>
//               what else was drawn in the cells: none of it is a given
//   corners.txt <file name> x1 y1 x2 y2 x3 y3 x4 y4: the board's outer corners in the picture's
//               pixels, top-left, top-right, bottom-right, bottom-left (as in
//               ../shared/data/photos/v2-train/corners.txt)
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const GRID = /^[1-9.]{81}$/;

/** The lines of `dir/name` split on white space, comments and blank lines skipped; [] when the file is missing. */
function records(dir, name) {
  const file = path.join(dir, name);
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((line, index) => ({ fields: line.trim().split(/\s+/), where: `${file}:${index + 1}`, line: line.trim() }))
    .filter(({ line }) => line && !line.startsWith('#'));
}

/** truth.txt of `dir` as [file name, givens] pairs in file order; throws naming the line of a bad record. */
export function readTruth(dir) {
  const rows = records(dir, 'truth.txt');
  if (rows.length === 0) throw new Error(`${path.join(dir, 'truth.txt')}: missing or empty`);
  return rows.map(({ fields, where }) => {
    if (fields.length !== 2 || !GRID.test(fields[1])) throw new Error(`${where}: expected '<file name> <81 characters 1-9 or .>'`);
    return [fields[0], fields[1]];
  });
}

/** styles.txt of `dir` as a Map from file name to its {key: value} style; empty when there is none. */
export function readStyles(dir) {
  return new Map(
    records(dir, 'styles.txt').map(({ fields }) => [fields[0], Object.fromEntries(fields.slice(1).map((token) => splitToken(token)))]),
  );
}

function splitToken(token) {
  const at = token.indexOf('=');
  return at < 0 ? [token, ''] : [token.slice(0, at), token.slice(at + 1)];
}

/** layers.txt of `dir` as a Map from file name to {entries, pencil} (81 characters each); empty when there is none. */
export function readLayers(dir) {
  return new Map(
    records(dir, 'layers.txt').map(({ fields, where }) => {
      if (fields.length !== 3 || !GRID.test(fields[1]) || !GRID.test(fields[2])) {
        throw new Error(`${where}: expected '<file name> <81 entries> <81 pencil-mark counts>'`);
      }
      return [fields[0], { entries: fields[1], pencil: fields[2] }];
    }),
  );
}

/** corners.txt of `dir` as a Map from file name to its eight numbers; empty when there is none. */
export function readCorners(dir) {
  return new Map(records(dir, 'corners.txt').map(({ fields }) => [fields[0], fields.slice(1).map(Number)]));
}

/** One style as the text of a styles.txt line after the file name. */
export function styleText(style) {
  return Object.entries(style)
    .map(([key, value]) => `${key}=${String(value).replace(/\s+/g, '-')}`)
    .join(' ');
}
