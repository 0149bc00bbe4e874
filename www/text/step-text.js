// A step in words, in English and 中文: its sentence and its nudge, built from the step's structured
// fields (its `roles`, what each part of its pattern is, and its placements, eliminations, cells,
// candidates, units, links), never from the engine's English `text`, which is only the fallback
// for a technique no family here knows. This module dispatches by technique; each family's
// writers are a module of www/text/steps/ (the words they share: steps/words.js), and the
// technique names and help are text/techniques.js. The page loads it as one chunk on first need.
//
// A family's module exports `{ [technique]: { write(step, W), area?(step) } }`: `write` is its
// sentence in W's language (W is EN or ZH of steps/words.js), `area` where its nudge looks
// (steps/nudge.js; the boxes of its pattern without one). Registering a family is its import and
// its entry in FAMILIES.
// Pure: no DOM, so it runs in Node too.
import { colOf, rowOf } from '../model/geometry.js';
import { als } from './steps/als.js';
import { chains } from './steps/chains.js';
import { exclusion } from './steps/exclusion.js';
import { fishes } from './steps/fish.js';
import { generic } from './steps/generic.js';
import { intersections } from './steps/intersections.js';
import { mistakes } from './steps/mistake.js';
import { nudgeSentence, patternArea } from './steps/nudge.js';
import { singleDigit } from './steps/single-digit.js';
import { singles } from './steps/singles.js';
import { subsets } from './steps/subsets.js';
import { wings } from './steps/wings.js';
import { candidateDigits, EN, eliminationCells, eliminationDigits, isChinese, normalize, unique, ZH } from './steps/words.js';
import { techniqueName } from './techniques.js';

export { TECHNIQUES, techniqueAnchor, techniqueName, techniqueSummary } from './techniques.js';

// ---- Uniqueness: unique rectangles and loops, the bivalue universal grave ------------------------

/** Unique rectangles and loops: cells = the loop, candidates = its two digits in each cell. */
function uniqueness(step, W) {
  if (step.technique === 'Hidden Unique Rectangle' && step.links.length === 2) return hiddenRectangle(step, W);
  const pair = unique(step.candidates.map(([, d]) => d));
  const removedDigits = eliminationDigits(step);
  const removed = eliminationCells(step);
  const onLoop = removed.every((c) => step.cells.includes(c));
  const removesPair = removedDigits.every((d) => pair.includes(d));
  const name = techniqueName(step.technique, W === ZH ? 'zh' : 'en');
  const loop = step.technique === 'Unique Loop';
  let reason;
  if (onLoop && removesPair && removed.length === 1) {
    // Type 1: the one cell with other candidates must take one of them.
    reason = W === ZH
      ? `唯一带有其他候选数的${ZH.cell(removed[0])}必须填其他数字`
      : `${EN.cell(removed[0])}, the only cell with other candidates, must take one of those`;
  } else if (onLoop && removesPair) {
    // Type 4: the other digit is locked into the two cells of a unit that have extra candidates.
    const locked = pair.find((d) => !removedDigits.includes(d));
    const unit = step.units[0];
    reason = W === ZH
      ? `${unit === undefined ? '' : ZH.unit(unit) + '中'}${locked}只能在${ZH.cells(removed)}，若它们再是${ZH.digits(removedDigits)}就会形成致命结构`
      : `${unit === undefined ? '' : `in ${EN.unit(unit)}, `}${locked} can only go in ${EN.cells(removed, EN.orList)}, and if either were also ${EN.digits(removedDigits)} the pattern would be complete`;
  } else if (step.units.length) {
    // Type 3: the extra candidates act as one cell in a naked subset of a shared unit.
    reason = W === ZH
      ? `带额外候选数的格合起来像一个格，与${ZH.unit(step.units[0])}中的其他格组成数组，这些数字从该单元其余格删去`
      : `their extra candidates act as one cell, which makes a naked subset with other cells of ${EN.unit(step.units[0])}; its digits leave the rest of ${EN.unit(step.units[0])}`;
  } else {
    // Type 2: the cells with extra candidates share one extra digit, which one of them must hold.
    reason = W === ZH
      ? `带额外候选数${ZH.digits(removedDigits)}的格中必有一个是${ZH.digits(removedDigits)}，同时看到它们的格不能是${ZH.digits(removedDigits)}`
      : `one of the cells with the extra candidate ${EN.digits(removedDigits)} must be ${EN.digits(removedDigits)}, and a cell that sees them all cannot`;
  }
  if (W === ZH) {
    const shape = loop ? '组成闭环' : '组成矩形';
    return `${name}：${ZH.cells(step.cells)}${shape}，若都只剩${ZH.digits(pair)}，两数可以互换，题目就有两个解。所以${reason}：${ZH.removals(step.eliminations)}。`;
  }
  const shape = loop ? 'a loop' : 'a rectangle';
  return `${name}: if ${EN.cells(step.cells)} (${shape}) held only ${EN.digits(pair)}, the two digits could swap, giving two solutions. So ${reason}: ${EN.removals(step.eliminations)}.`;
}

/** Hidden unique rectangle: cells = the rectangle, links = the linked digit's two strong links into
 * the far corner (from its row, then its column), units = that row and column. */
function hiddenRectangle(step, W) {
  const pair = unique(step.candidates.map(([, d]) => d));
  const [far, linked] = step.links[0].to[0];
  const sameLine = (a, b) => rowOf(a) === rowOf(b) || colOf(a) === colOf(b);
  const corner = step.cells.find((c) => !sameLine(c, far));
  const others = step.cells.filter((c) => c !== far && c !== corner);
  const removed = eliminationDigits(step)[0];
  const [row, column] = step.units;
  if (W === ZH) {
    return `隐性唯一矩形：${ZH.cells(step.cells)}都含${ZH.digits(pair)}，其中${ZH.cell(corner)}只有这两个数。${ZH.unit(row)}和${ZH.unit(column)}中${linked}只能在矩形里；若${ZH.cell(far)}是${removed}，${linked}就会填在${ZH.cells(others)}，${ZH.cell(corner)}是${removed}，两数可以互换，题目就有两个解。所以${ZH.removals(step.eliminations)}。`;
  }
  return `Hidden Unique Rectangle: ${EN.cells(step.cells)} all hold ${EN.digits(pair)}, and ${EN.cell(corner)} nothing else. In ${EN.unit(row)} and ${EN.unit(column)}, ${linked} can only go in the rectangle, so if ${EN.cell(far)} were ${removed}, ${linked} would fill ${EN.cells(others)}, ${EN.cell(corner)} would be ${removed}, and the two digits could swap: two solutions. So ${EN.removals(step.eliminations)}.`;
}

/** BUG+1 and BUG: cells = the cells outside the bivalue pattern, candidates = their extra digits. */
function bug(step, W) {
  const extraCells = unique(step.candidates.map(([c]) => c));
  const extras = extraCells.map((c) => `${W.cell(c)}${W === ZH ? '：' : ': '}${candidateDigits(step, c).join(W === ZH ? '、' : ', ')}`);
  const name = techniqueName(step.technique, W === ZH ? 'zh' : 'en');
  if (step.technique === 'BUG+1' && step.candidates.length) {
    const [cell, digit] = step.candidates[0];
    if (W === ZH) {
      return `${name}：除${ZH.cell(cell)}外所有未解格都只有两个候选数；若去掉它的${digit}，每个数字在每个单元中都恰有两个位置，会有两个解。所以${ZH.cell(cell)}必须是${digit}：${ZH.removals(step.eliminations)}。`;
    }
    return `${name}: every unsolved cell but ${EN.cell(cell)} has two candidates; without its ${digit}, every digit would have two places in each unit and the puzzle two solutions. So ${EN.cell(cell)} must be ${digit}: ${EN.removals(step.eliminations)}.`;
  }
  // With a unit: type 4 (two cells of the unit share a digit placed nowhere else there) when the
  // eliminations are in the cells themselves, else type 3 (a naked subset with the unit's cells).
  const unit = step.units[0];
  const inCells = step.eliminations.every(([c]) => extraCells.includes(c));
  if (W === ZH) {
    const why = unit === undefined
      ? '其中至少有一个成立'
      : inCells
        ? `其中至少有一个成立；这些格在${ZH.unit(unit)}中共有的另一个数字在该单元没有别的位置，所以每格不是额外数字就是那个数字`
        : `其中至少有一个成立，它们合起来像一个格，与${ZH.unit(unit)}中的其他格组成数组，这些数字从该单元其余格删去`;
    return `${name}：若没有这些额外候选数（${extras.join('；')}），所有格都只剩两个候选数、每个数字在每个单元中恰有两个位置，会有两个解。所以${why}${unit === undefined ? '，因此' : '：'}${ZH.outcome(step)}。`;
  }
  const why = unit === undefined
    ? 'At least one of them is true'
    : inCells
      ? `At least one of them is true, and the cells share another digit that has no other place in ${EN.unit(unit)}, so each cell is its extra digit or that one`
      : `At least one of them is true, so the extras act as one cell, which makes a naked subset with other cells of ${EN.unit(unit)}; its digits leave the rest of ${EN.unit(unit)}`;
  return `${name}: without the extra candidates (${extras.join('; ')}), every cell would hold two digits and every digit two places in each unit, which has two solutions. ${why}${unit === undefined ? ', so ' : ': '}${EN.outcome(step)}.`;
}

/** Each uniqueness technique: its sentence writer. */
const UNIQUENESS = Object.fromEntries([
  ...['Unique Rectangle Type 1', 'Unique Rectangle Type 2', 'Unique Rectangle Type 3', 'Unique Rectangle Type 4',
    'Hidden Unique Rectangle', 'Unique Loop'].map((t) => [t, { write: uniqueness }]),
  ['BUG+1', { write: bug }],
  ['Bivalue Universal Grave', { write: bug }],
]);

// ---- Dispatch ----------------------------------------------------------------------------------

/** The families, in the engine's order (src/logic/technique.rs), and the hint's Mistake. */
const FAMILIES = [singles, intersections, subsets, fishes, singleDigit, wings, UNIQUENESS, exclusion, chains, als, mistakes];

/** Each technique's writer and nudge area; a technique two families claim is a mistake caught here. */
const TEXTS = new Map();
for (const family of FAMILIES) {
  for (const [technique, texts] of Object.entries(family)) {
    if (TEXTS.has(technique)) throw new Error(`${technique} has two writers`);
    TEXTS.set(technique, texts);
  }
}

/**
 * One sentence (or two short ones) explaining a step, built from its structured fields, naming
 * cells r#c# (English) or R#C# (中文). An unknown technique falls back to the engine's `text`;
 * a step whose fields do not fit its technique's pattern gets its name and result.
 */
export function stepText(step, language) {
  const W = isChinese(language) ? ZH : EN;
  const fields = normalize(step);
  const build = TEXTS.get(fields.technique)?.write;
  if (!build) return fields.text || (fields.technique ? generic(fields, W) : '');
  const needsResult = fields.technique !== 'Mistake';
  if (needsResult && !fields.placements.length && !fields.eliminations.length) return generic(fields, W);
  try {
    return build(fields, W);
  } catch {
    // Fields that do not fit the pattern (a step from another engine version): say what it does.
    return generic(fields, W);
  }
}

/**
 * An inner chain of a nested forcing chain (an entry of the step's `nested`) named by what it
 * proves: "r7c4≠4" (English) or "R7C4≠4" (中文).
 */
export function innerChainName(nested, language) {
  return (isChinese(language) ? ZH : EN).potential(nested.candidate, false);
}

/**
 * A nudge for `step`: its technique and where to look, naming no candidate to remove or place,
 * e.g. "Look for an X-Wing on 7 in the columns." / "Look at box 5 for a Hidden Single."
 */
export function stepNudge(step, language) {
  const fields = normalize(step);
  const zh = isChinese(language);
  const name = techniqueName(fields.technique, zh ? 'zh' : 'en');
  try {
    return nudgeSentence(name, (TEXTS.get(fields.technique)?.area ?? patternArea)(fields), zh);
  } catch {
    // Fields that do not fit the family (a step from another engine version): the name alone.
    return nudgeSentence(name, { boxes: [] }, zh);
  }
}
