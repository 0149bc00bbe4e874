// The uniqueness techniques' sentences, in English and 中文, written from their roles
// (src/logic/roles/): unique rectangles and loops (`unique-loop`: the loop, its two digits, the
// floor holding only them, the roof holding extras, and what an extra being true proves), the
// hidden unique rectangle (`hidden-rectangle`: its corners and strong links) and the bivalue
// universal grave (`bug`: the cells outside the grave with their extras). Each says why the
// pattern would have two solutions, then what follows. Their nudge looks at the boxes of the
// pattern. Pure: no DOM.
import { techniqueName } from '../techniques.js';
import { EN, rolesOf, sortNumbers, ZH } from './words.js';

const nameOf = (step, W) => techniqueName(step.technique, W === ZH ? 'zh' : 'en');

/** Digits as alternatives: "5", "5 or 8" / "5", "5或8". */
const eitherDigit = (digits, W) =>
  W === ZH ? sortNumbers(digits).join('或') : EN.orList(sortNumbers(digits).map(String));

/** What an extra of a unique loop's roof proves, in English. */
function loopReasonEn({ digits: pair, roof, extras, rescue }) {
  const [digit, other] = rescue.digit === pair[1] ? [pair[1], pair[0]] : pair;
  switch (rescue.type) {
    case 'single':
      return `${EN.cell(roof[0])}, the only cell with other candidates, must be ${eitherDigit(extras, EN)}`;
    case 'extra-digit':
      return `one of ${EN.cells(roof)}, the cells with other candidates, must be their extra digit ${rescue.digit}, so a cell that sees them all cannot`;
    case 'naked-set':
      return `${EN.cells(roof, EN.orList)} holds ${eitherDigit(extras, EN)}: the two act as one cell, which with ${EN.cells(rescue.cells)} makes a naked set of ${EN.digits(rescue.digits)} in ${EN.unit(rescue.unit)}, so the rest of ${EN.unit(rescue.unit)} loses those digits`;
    case 'hidden-set':
      return `${EN.cells(roof, EN.orList)} holds ${eitherDigit(extras, EN)}, so the two hold at most one of ${EN.digits(rescue.digits)}; in ${EN.unit(rescue.unit)} those digits fit only ${EN.cells(rescue.cells)} and these two, so ${EN.cells(rescue.cells)} ${rescue.cells.length > 1 ? 'hold' : 'holds'} nothing else`;
    case 'conjugate':
      return `in ${EN.unit(rescue.unit)}, ${digit} can only go in ${EN.cells(roof, EN.orList)}, so one of them is ${digit}; were either ${other}, the pattern would be complete, so neither is`;
    default:
      throw new Error(`unique loop: no rescue ${rescue.type}`);
  }
}

/** What an extra of a unique loop's roof proves, in 中文. */
function loopReasonZh({ digits: pair, roof, extras, rescue }) {
  const [digit, other] = rescue.digit === pair[1] ? [pair[1], pair[0]] : pair;
  switch (rescue.type) {
    case 'single':
      return `唯一带有其他候选数的${ZH.cell(roof[0])}必须是${eitherDigit(extras, ZH)}`;
    case 'extra-digit':
      return `带额外候选数的${ZH.cells(roof)}中必有一个是额外数字${rescue.digit}，同时看到它们的格不能是${rescue.digit}`;
    case 'naked-set':
      return `${ZH.cells(roof)}之一是${eitherDigit(extras, ZH)}，两格合起来像一个格，与${ZH.cells(rescue.cells)}在${ZH.unit(rescue.unit)}中组成${ZH.digits(rescue.digits)}的显性数组，${ZH.unit(rescue.unit)}其余格删去这些数字`;
    case 'hidden-set':
      return `${ZH.cells(roof)}之一是${eitherDigit(extras, ZH)}，两格合起来至多含${ZH.digits(rescue.digits)}中的一个；${ZH.unit(rescue.unit)}中这些数字只能在${ZH.cells(rescue.cells)}和这两格，所以${ZH.cells(rescue.cells)}不能是其他数字`;
    case 'conjugate':
      return `${ZH.unit(rescue.unit)}中${digit}只能在${ZH.cells(roof)}，其中必有一个是${digit}；若任一格是${other}，就会形成致命结构，所以两格都不是${other}`;
    default:
      throw new Error(`unique loop: no rescue ${rescue.type}`);
  }
}

/** Unique Rectangle types 1-4 and Unique Loop: roles {cells, digits, floor, roof, extras, rescue}. */
function uniqueLoop(step, W) {
  const roles = rolesOf(step, 'unique-loop');
  const { cells, digits: pair } = roles;
  const rectangle = cells.length === 4;
  if (W === ZH) {
    const shape = rectangle ? '组成矩形' : '组成闭环';
    return `${nameOf(step, W)}：${ZH.cells(cells)}${shape}，若都只剩${ZH.digits(pair)}，两数可以互换，题目就有两个解。所以${loopReasonZh(roles)}：${ZH.removals(step.eliminations)}。`;
  }
  const shape = rectangle ? 'a rectangle' : 'a loop';
  return `${nameOf(step, W)}: if ${EN.cells(cells)} (${shape}) held only ${EN.digits(pair)}, the two digits could swap, giving two solutions. So ${loopReasonEn(roles)}: ${EN.removals(step.eliminations)}.`;
}

/** Hidden Unique Rectangle: roles {corner, opposite, sides, links, linked, removed}. */
function hiddenRectangle(step, W) {
  const { corner, opposite, sides, links: [row, column], linked, removed } = rolesOf(step, 'hidden-rectangle');
  const corners = sortNumbers([corner, opposite, ...sides]);
  const pair = [linked, removed];
  if (W === ZH) {
    return `${nameOf(step, W)}：${ZH.cells(corners)}都含${ZH.digits(pair)}，其中${ZH.cell(corner)}只有这两个数。${ZH.unit(row)}和${ZH.unit(column)}中${linked}只能在矩形里（两条强链）；若${ZH.cell(opposite)}是${removed}，${linked}就会填在${ZH.cells(sides)}，${ZH.cell(corner)}是${removed}，两数可以互换，题目就有两个解。所以${ZH.removals(step.eliminations)}。`;
  }
  return `${nameOf(step, W)}: ${EN.cells(corners)} all hold ${EN.digits(pair)}, and ${EN.cell(corner)} nothing else. In ${EN.unit(row)} and ${EN.unit(column)}, ${linked} can only go in the rectangle (two strong links), so if ${EN.cell(opposite)} were ${removed}, ${linked} would fill ${EN.cells(sides)}, leaving ${EN.cell(corner)} ${removed}, and the four cells could swap their digits: two solutions. So ${EN.removals(step.eliminations)}.`;
}

/** BUG+1 and Bivalue Universal Grave: roles {extras: [{cell, digits}], rescue}. */
function bug(step, W) {
  const { extras, rescue } = rolesOf(step, 'bug');
  const cells = extras.map((e) => e.cell);
  const name = nameOf(step, W);
  if (rescue.type === 'single') {
    const [{ cell, digits }] = extras;
    if (W === ZH) {
      return `${name}：除${ZH.cell(cell)}外所有未解格都只有两个候选数；若去掉它的${ZH.digits(digits)}，每个数字在每个单元中都恰有两个位置，会有两个解。所以${ZH.cell(cell)}必须是${eitherDigit(digits, ZH)}：${ZH.removals(step.eliminations)}。`;
    }
    return `${name}: every unsolved cell but ${EN.cell(cell)} has two candidates; without its ${EN.digits(digits)}, every digit would have two places in each unit and the puzzle two solutions. So ${EN.cell(cell)} must be ${eitherDigit(digits, EN)}: ${EN.removals(step.eliminations)}.`;
  }
  const listed = extras.map((e) => W === ZH ? `${ZH.cell(e.cell)}：${ZH.digits(e.digits)}` : `${EN.cell(e.cell)}: ${e.digits.join(', ')}`);
  if (W === ZH) {
    return `${name}：若没有这些额外候选数（${listed.join('；')}），所有格都只剩两个候选数、每个数字在每个单元中恰有两个位置，会有两个解。所以其中至少有一个成立：${bugReasonZh(cells, rescue)}：${ZH.outcome(step)}。`;
  }
  return `${name}: without the extra candidates (${listed.join('; ')}), every cell would hold two digits and every digit two places in each unit, which has two solutions. So at least one of them is true: ${bugReasonEn(cells, rescue)}: ${EN.outcome(step)}.`;
}

/** What an extra of a BUG with several such cells proves, in English. */
function bugReasonEn(cells, rescue) {
  switch (rescue.type) {
    case 'extra-digit':
      return `${rescue.digit} is in one of ${EN.cells(cells)}, so a cell that sees them all cannot be ${rescue.digit}`;
    case 'conjugate':
      return `in ${EN.unit(rescue.unit)}, ${rescue.digit} can only go in ${EN.cells(cells, EN.orList)}, so each of them is its extra digit or ${rescue.digit}`;
    case 'naked-set':
      return `the extras act as one cell, which with ${EN.cells(rescue.cells)} makes a naked set of ${EN.digits(rescue.digits)} in ${EN.unit(rescue.unit)}, so the rest of ${EN.unit(rescue.unit)} loses those digits`;
    default:
      throw new Error(`BUG: no rescue ${rescue.type}`);
  }
}

/** What an extra of a BUG with several such cells proves, in 中文. */
function bugReasonZh(cells, rescue) {
  switch (rescue.type) {
    case 'extra-digit':
      return `${rescue.digit}必在${ZH.cells(cells)}之一，同时看到它们的格不能是${rescue.digit}`;
    case 'conjugate':
      return `${ZH.unit(rescue.unit)}中${rescue.digit}只能在${ZH.cells(cells)}，所以每格不是额外数字就是${rescue.digit}`;
    case 'naked-set':
      return `它们合起来像一个格，与${ZH.cells(rescue.cells)}在${ZH.unit(rescue.unit)}中组成${ZH.digits(rescue.digits)}的显性数组，${ZH.unit(rescue.unit)}其余格删去这些数字`;
    default:
      throw new Error(`BUG: no rescue ${rescue.type}`);
  }
}

/** The uniqueness role kinds (unique rectangles and loops, the hidden rectangle, BUG): each kind's sentence writer. */
export const uniqueness = {
  'unique-loop': { write: uniqueLoop },
  'hidden-rectangle': { write: hiddenRectangle },
  bug: { write: bug },
};
