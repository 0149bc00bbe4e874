// What a logical step marks on the board, cell by cell: the pattern's cells and units, the cells
// of a set the pattern makes with others, the candidates that make the pattern, the candidates it
// removes and the digits it places, and a chain's links. One reading of the step (see the README's "Logical solving") shared by the
// canvas drawing (step-drawing.js) and the accessible cell names (cell-label.js).
import { CELLS, unitCells } from './geometry.js';

const addBit = (masks, [cell, digit]) => (masks[cell] |= 1 << (digit - 1));

/**
 * The marks of `step`: {cells: Set (the pattern's cells, or a mistake's), setCells: Set (the
 * other cells of the naked or hidden set a unique loop's or BUG's extras make, type 3: its roles'
 * `rescue.cells`, which the step's `cells` leave out), inUnit: Set (cells of its units), pattern,
 * remove, place: Uint16Array(81) masks (bit d-1 = digit d), links: the step's links, mistake:
 * bool}.
 */
export function stepHighlight(step) {
  const pattern = new Uint16Array(CELLS);
  const remove = new Uint16Array(CELLS);
  const place = new Uint16Array(CELLS);
  for (const candidate of step.candidates ?? []) addBit(pattern, candidate);
  for (const candidate of step.eliminations) addBit(remove, candidate);
  for (const candidate of step.placements) addBit(place, candidate);
  // Links name candidates too (a grouped node's several): they are part of the pattern.
  for (const link of step.links ?? []) for (const candidate of [...link.from, ...link.to]) addBit(pattern, candidate);
  const inUnit = new Set((step.units ?? []).flatMap(unitCells));
  const cells = new Set(step.cells ?? []);
  const rescue = step.roles?.rescue?.cells;
  return {
    cells,
    setCells: new Set((Array.isArray(rescue) ? rescue : []).filter((cell) => !cells.has(cell))),
    inUnit,
    pattern,
    remove,
    place,
    links: step.links ?? [],
    mistake: step.technique === 'Mistake',
  };
}
