// A hint's nudge: the technique and where to look, naming no candidate to place or remove
// ("Look for an X-Wing on 7 in the columns." / "请沿各列找数字7的X翼。"). Where to look is an area
// each family's module gives (`area` beside its writer); a technique without one gets the boxes of
// its pattern.
import { boxOf } from '../../model/geometry.js';
import { EN, sortNumbers, unique, UNIT_KINDS_EN, UNIT_KINDS_ZH, ZH } from './words.js';

/** The boxes of the pattern's cells (its cells, candidates and links), and its digit when it has only one. */
export function patternArea(step) {
  const nodes = [...step.candidates, ...step.links.flatMap((l) => [...l.from, ...l.to])];
  const cells = unique([...step.cells, ...nodes.map(([cell]) => cell)]);
  const digits = unique(nodes.map(([, digit]) => digit));
  const boxes = sortNumbers(unique(cells.map(boxOf)));
  return { boxes: boxes.length && boxes.length <= 4 ? boxes.map((b) => 18 + b) : [], digit: digits.length === 1 ? digits[0] : 0 };
}

/** "an X-Wing", "a Hidden Single", "a 2-String Kite"; names that read as plurals ("3 Skyscrapers") or mass nouns take none. */
function withArticle(name) {
  if (/^(Pointing|Claiming|Simple Colouring|\d )/.test(name)) return name;
  return /^([AEIOX]|U(?!ni))/.test(name) ? `an ${name}` : `a ${name}`;
}

/**
 * The nudge's sentence: the technique's `name` (in the page's language) and where to look, `area`:
 * `units` (look at these), `lines` (a fish's base kind: along the rows or the columns) or `boxes`
 * (the boxes the pattern lies in), with `digit` when the pattern is about one digit.
 */
export function nudgeSentence(name, area, zh) {
  const digit = area.digit || 0;
  // Lines only of a kind there is (rows, columns, boxes): a step from another engine version may lack them.
  const lines = UNIT_KINDS_EN[area.lines] ? area.lines : undefined;
  if (zh) {
    const on = digit ? `（数字${digit}）` : '';
    if (area.units) return `请在${ZH.units(area.units)}中找${name}${on}。`;
    if (lines !== undefined) return `请沿各${UNIT_KINDS_ZH[lines]}找数字${digit}的${name}。`;
    if (area.boxes.length) return `请在${ZH.units(area.boxes)}一带找${name}${on}。`;
    return `请找${name}${on}。`;
  }
  const on = digit ? ` on ${digit}` : '';
  if (area.units) return `Look at ${EN.units(area.units)} for ${withArticle(name)}${on}.`;
  if (lines !== undefined) return `Look for ${withArticle(name)} on ${digit} in the ${UNIT_KINDS_EN[lines][1]}.`;
  if (area.boxes.length) return `Look for ${withArticle(name)}${on} in ${EN.units(area.boxes)}.`;
  return `Look for ${withArticle(name)}${on}.`;
}
