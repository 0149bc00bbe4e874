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
import { candidateDigits, EN, eliminationCells, eliminationDigits, isChinese, normalize, sameCandidate, sortNumbers, unique, ZH } from './steps/words.js';
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

// ---- Chains: named chains and loops, forcing chains and nets -------------------------------------

/** The first and last candidates (or groups) of a chain drawn as links. */
const chainEnds = (step) => [step.links[0].from, step.links[step.links.length - 1].to];

/** Whether every candidate of the chain's links has one digit. */
const chainHasOneDigit = (step) =>
  unique(step.links.flatMap((l) => [...l.from, ...l.to]).map(([, d]) => d)).length === 1;

/**
 * A chain in the usual notation: nodes joined by "=" (strong link) and "-" (weak link),
 * e.g. "r2c3=r2c7-r5c7=r5c3". A long chain keeps its first and last few nodes and says how many
 * links it has.
 */
function chainNotation(step, W) {
  const oneDigit = chainHasOneDigit(step);
  const nodes = [W.node(step.links[0].from, oneDigit), ...step.links.map((l) => W.node(l.to, oneDigit))];
  return joinChain(nodes, step.links.map((l) => (l.strong ? '=' : '-')), W);
}

/** An implication chain: "r2c4≠5 → r2c5=5 → r2c5≠6 → … → r2c4=5". */
function implicationNotation(step, W, startOn) {
  const nodes = [W.potential(step.links[0].from[0], startOn), ...step.links.map((l) => W.potential(l.to[0], l.strong))];
  return joinChain(nodes, step.links.map(() => ' → '), W);
}

/** Chains longer than this many nodes keep their first and last few and say how many links they have. */
const MAX_CHAIN_NODES = 12;
const HEAD_NODES = 5;
const TAIL_NODES = 4;

/** Nodes joined by their links' symbols (`separators[i]` between node i and i+1). */
function joinChain(nodes, separators, W) {
  const join = (from, to) => nodes.slice(from, to).map((node, i) => (i ? separators[from + i - 1] : '') + node).join('');
  if (nodes.length <= MAX_CHAIN_NODES) return join(0, nodes.length);
  const count = W === ZH ? `（共${separators.length}步）` : ` (${separators.length} links)`;
  return `${join(0, HEAD_NODES)} … ${join(nodes.length - TAIL_NODES, nodes.length)}${count}`;
}

/** The candidates that start a net of implications: drawn as a link's start, never reached. */
function netRoots(step) {
  const reached = step.links.flatMap((l) => l.to);
  const roots = step.links.flatMap((l) => l.from).filter((p) => !reached.some((r) => sameCandidate(r, p)));
  return roots.filter((p, i) => roots.findIndex((q) => sameCandidate(p, q)) === i);
}

/** The conclusion's candidate: the placement, else the first elimination. */
const conclusion = (step) => step.placements[0] ?? step.eliminations[0];

/** The conclusion said as a fact: "r2c4 is 5" / "r2c4 is not 5". */
function conclusionFact(step, W) {
  const target = conclusion(step);
  if (!target) return W === ZH ? '结论' : 'the result';
  const placed = step.placements.length > 0;
  if (W === ZH) return `${ZH.cell(target[0])}${placed ? '是' : '不是'}${target[1]}`;
  return `${EN.cell(target[0])} is ${placed ? '' : 'not '}${target[1]}`;
}

/** X-Chain, XY-Chain, AIC, grouped AIC: a chain starting and ending with a strong link. */
function chainFamily(step, W) {
  if (!step.links.length) return generic(step, W);
  const name = techniqueName(step.technique, W === ZH ? 'zh' : 'en');
  const oneDigit = chainHasOneDigit(step);
  const digit = step.links[0].from[0][1];
  const [start, end] = chainEnds(step);
  const chain = chainNotation(step, W);
  if (W === ZH) {
    if (oneDigit) {
      return `${name}（数字${digit}）：${chain}（=为强链，-为弱链）。链的两端${ZH.node(start, true)}与${ZH.node(end, true)}至少有一个是${digit}，同时看到两端的格删去${digit}：${ZH.cells(eliminationCells(step))}。`;
    }
    return `${name}：${chain}（=为强链，-为弱链）。链的两端${ZH.node(start, false)}与${ZH.node(end, false)}至少有一个为真，与两端都冲突的候选数不成立，因此${ZH.outcome(step)}。`;
  }
  if (oneDigit) {
    return `${name} on ${digit}: ${chain} (= strong link, - weak link). One of its ends, ${EN.node(start, true)} or ${EN.node(end, true)}, is ${digit}, so cells that see both lose ${digit}: ${EN.cells(eliminationCells(step))}.`;
  }
  return `${name}: ${chain} (= strong link, - weak link). At least one end, ${EN.node(start, false)} or ${EN.node(end, false)}, is true, so a candidate that conflicts with both is false: ${EN.outcome(step)}.`;
}

/** X-Cycle, Continuous Nice Loop, Bidirectional Cycle: a closed loop of alternating links. */
function loopFamily(step, W) {
  if (!step.links.length) return generic(step, W);
  const name = techniqueName(step.technique, W === ZH ? 'zh' : 'en');
  const oneDigit = chainHasOneDigit(step);
  const digit = step.links[0].from[0][1];
  const chain = chainNotation(step, W);
  if (W === ZH) {
    const on = oneDigit ? `（数字${digit}）` : '';
    return `${name}${on}：${chain}是强弱交替的闭环，环上每条弱链都成为强链，看到弱链两端的候选数不成立，因此${ZH.outcome(step)}。`;
  }
  const on = oneDigit ? ` on ${digit}` : '';
  return `${name}${on}: ${chain} is a closed loop of alternating links, so each weak link is strong too and any candidate that sees both ends of one is false: ${EN.outcome(step)}.`;
}

/** Forcing X-Chain and Forcing Chain: a linear chain from the negated conclusion back to the conclusion. */
function forcingChain(step, W) {
  if (!step.links.length || !conclusion(step)) return generic(step, W);
  const name = techniqueName(step.technique, W === ZH ? 'zh' : 'en');
  const placed = step.placements.length > 0;
  const chain = implicationNotation(step, W, !placed);
  const target = conclusion(step);
  if (W === ZH) {
    const assume = `${ZH.cell(target[0])}${placed ? '不是' : '是'}${target[1]}`;
    return `${name}：假设${assume}：${chain}，与假设矛盾，所以${conclusionFact(step, W)}。`;
  }
  const assume = `${EN.cell(target[0])} is ${placed ? 'not ' : ''}${target[1]}`;
  return `${name}: suppose ${assume}: ${chain}, a contradiction, so ${conclusionFact(step, W)}.`;
}

/**
 * Nishio and the multiple and dynamic forcing chains: a net of implications. Its roots tell the
 * kind: the conclusion negated (a contradiction), the candidates of one cell (cell forcing), the
 * places of a digit in a unit (region forcing, `units` set), or one candidate both ways (double).
 */
function forcingNet(step, W) {
  const target = conclusion(step);
  if (!target) return generic(step, W);
  const name = techniqueName(step.technique, W === ZH ? 'zh' : 'en');
  const roots = netRoots(step);
  const placed = step.placements.length > 0;
  const fact = conclusionFact(step, W);
  const forced = W.potential(target, placed);
  if (step.units.length && roots.length) {
    const digit = roots[0][1];
    const places = roots.map(([c]) => c);
    if (W === ZH) return `${name}：${ZH.unit(step.units[0])}中的${digit}只能在${ZH.cells(places)}之一，每一种情况都推出${forced}，所以${fact}。`;
    return `${name}: ${digit} must go in ${EN.cells(places, EN.orList)} in ${EN.unit(step.units[0])}, and each place forces ${forced}, so ${fact}.`;
  }
  if (roots.length > 1 && unique(roots.map(([c]) => c)).length === 1) {
    const cell = roots[0][0];
    const digits = roots.map(([, d]) => d);
    if (W === ZH) return `${name}：${ZH.cell(cell)}只能是${ZH.digits(digits)}之一，每一种都推出${forced}，所以${fact}。`;
    return `${name}: ${EN.cell(cell)} is ${EN.orList(sortNumbers(digits).map(String))}, and each choice forces ${forced}, so ${fact}.`;
  }
  const root = roots[0];
  if (root && sameCandidate(root, target)) {
    // A contradiction: the conclusion's negation makes one candidate both true and false.
    const assumed = W.potential(target, !placed);
    const middle = step.cells.find((c) => c !== target[0]);
    const middleDigit = step.links.find((l) => l.to[0][0] === middle)?.to[0][1];
    if (middle === undefined || middleDigit === undefined) {
      if (W === ZH) return `${name}：假设${assumed}会推出矛盾，所以${fact}。`;
      return `${name}: assuming ${assumed} leads to a contradiction, so ${fact}.`;
    }
    const clash = [middle, middleDigit];
    if (W === ZH) return `${name}：假设${assumed}，会同时推出${W.potential(clash, true)}和${W.potential(clash, false)}，矛盾，所以${fact}。`;
    return `${name}: assuming ${assumed} forces both ${W.potential(clash, true)} and ${W.potential(clash, false)}, a contradiction, so ${fact}.`;
  }
  if (root) {
    // A double forcing chain: the candidate true and false both force the conclusion.
    const both = [W.potential(root, true), W.potential(root, false)];
    if (W === ZH) return `${name}：${both[0]}和${both[1]}都推出${forced}，所以${fact}。`;
    return `${name}: both ${both[0]} and ${both[1]} force ${forced}, so ${fact}.`;
  }
  return generic(step, W);
}

/** Each chain technique: its sentence writer. */
const CHAINS = Object.fromEntries([
  ...['X-Chain', 'XY-Chain', 'Alternating Inference Chain', 'Grouped Alternating Inference Chain'].map((t) => [t, { write: chainFamily }]),
  ...['X-Cycle', 'Continuous Nice Loop', 'Bidirectional Cycle'].map((t) => [t, { write: loopFamily }]),
  ['Forcing X-Chain', { write: forcingChain }],
  ['Forcing Chain', { write: forcingChain }],
  ...['Nishio Forcing Chain', 'Cell Forcing Chain', 'Region Forcing Chain', 'Dynamic Forcing Chain',
    'Dynamic Forcing Chain (+)', 'Nested Forcing Chain'].map((t) => [t, { write: forcingNet }]),
]);

// ---- Dispatch ----------------------------------------------------------------------------------

/** The families, in the engine's order (src/logic/technique.rs), and the hint's Mistake. */
const FAMILIES = [singles, intersections, subsets, fishes, singleDigit, wings, UNIQUENESS, exclusion, CHAINS, als, mistakes];

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
