// The words the step sentences share, in English (EN) and 中文 (ZH): how each language names cells,
// units, lists of digits and cells, removals and results; and what a step's fields say (its roles,
// its pattern's digit, the cells it clears), read safely from a partial step. Each technique
// family's writers (www/text/steps/*.js) take one of EN and ZH as `W`.
//
// Cells are named r#c# in English and R#C# in 中文 (the notation of Chinese sudoku forums and
// tutorials); units are "row 3" / "第3行", "column 4" / "第4列", "box 5" / "第5宫".
// Pure: no DOM (the grid's geometry comes from model/geometry.js), so it runs in Node too.
import { colOf, rowOf, unitKind } from '../../model/geometry.js';

/** Whether `language` (a BCP 47 tag such as 'zh-CN') is Chinese: the sentences are 中文, else English. */
export const isChinese = (language) => String(language ?? '').toLowerCase().startsWith('zh');

// ---- Geometry and lists -------------------------------------------------------------------------

/** A unit's kind: 0 row, 1 column, 2 box (model/geometry.js). */
export const kindOf = unitKind;
/** The items without repeats, in their first order. */
export const unique = (items) => [...new Set(items)];
/** The numbers in ascending order (a copy). */
export const sortNumbers = (items) => [...items].sort((a, b) => a - b);

// ---- Words: how each language names cells, units, lists and conclusions ------------------------

/** Lists longer than this many cells are cut to their first SHOWN_CELLS and a count. */
const MAX_CELLS = 8;
const SHOWN_CELLS = 6;
/** Removals in more groups than this are cut to their first SHOWN_GROUPS and a count. */
const MAX_GROUPS = 4;
const SHOWN_GROUPS = 3;

/** Each unit kind's English name, one and many. */
export const UNIT_KINDS_EN = [['row', 'rows'], ['column', 'columns'], ['box', 'boxes']];
/** Each unit kind's 中文 name. */
export const UNIT_KINDS_ZH = ['行', '列', '宫'];

/** English: "r3c4", "row 3", "r3c4 is 5", "remove 4 from r5c3 and r5c8". */
export const EN = {
  cell: (cell) => `r${rowOf(cell) + 1}c${colOf(cell) + 1}`,
  unit: (unit) => `${UNIT_KINDS_EN[kindOf(unit)][0]} ${(unit % 9) + 1}`,
  /** "rows 2 and 7", or "row 2, column 5 and box 3" for mixed kinds. */
  units(units) {
    const kinds = unique(units.map(kindOf));
    if (kinds.length === 1 && units.length > 1) {
      return `${UNIT_KINDS_EN[kinds[0]][1]} ${EN.list(units.map((u) => String((u % 9) + 1)))}`;
    }
    return EN.list(units.map(EN.unit));
  },
  list: (items, word = 'and') =>
    items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} ${word} ${items[items.length - 1]}`,
  /** Alternatives: "r1c4, r1c5 or r1c6". */
  orList: (items) => EN.list(items, 'or'),
  /** "3", "3 and 7", "1, 5 and 8". */
  digits: (digits) => EN.list(sortNumbers(unique(digits)).map(String)),
  /** Cell names, cut to the first few and a count when long: "r1c1, r1c2 and r1c3". */
  cells: (cells, join = EN.list) => {
    const names = unique(cells).map(EN.cell);
    if (names.length <= MAX_CELLS) return join(names);
    return `${names.slice(0, SHOWN_CELLS).join(', ')} and ${names.length - SHOWN_CELLS} more cells`;
  },
  /** A set of cells and its digits, as a pattern lists them: "r1c1, r1c9 (1, 2, 5)". */
  set: (cells, digits) => `${EN.cells(cells, (names) => names.join(', '))} (${sortNumbers(unique(digits)).join(', ')})`,
  /** A placement: "r3c4 is 5". */
  placement: ([cell, digit]) => `${EN.cell(cell)} is ${digit}`,
  removals(eliminations) {
    const groups = removalGroups(eliminations);
    const phrases = groups.map(({ digits, cells }) => `${EN.digits(digits)} from ${EN.cells(cells)}`);
    if (phrases.length > MAX_GROUPS) {
      const hidden = groups.slice(SHOWN_GROUPS).reduce((n, g) => n + g.digits.length * g.cells.length, 0);
      return `remove ${phrases.slice(0, SHOWN_GROUPS).join('; ')}; and ${hidden} more candidates`;
    }
    // Groups that hold lists of their own are set apart with semicolons.
    return phrases.length > 2 || groups.some((g) => g.digits.length > 1 || g.cells.length > 1)
      ? `remove ${phrases.slice(0, -1).join('; ')}${phrases.length > 1 ? '; and ' : ''}${phrases[phrases.length - 1]}`
      : `remove ${EN.list(phrases)}`;
  },
  /** The step's result: "r3c4 is 5" / "remove 4 from r5c3 and r5c8". */
  outcome(step) {
    const parts = [];
    if (step.placements.length) parts.push(EN.list(step.placements.map(EN.placement)));
    if (step.eliminations.length) parts.push(EN.removals(step.eliminations));
    return parts.length ? parts.join(', and ') : 'nothing changes';
  },
  /** A candidate in a chain: "r1c8" when the chain has one digit, else "(2)r1c8"; a group "r1c46". */
  node(candidates, oneDigit) {
    const cells = candidates.map(([cell]) => cell);
    const place = groupName(cells, 'r', 'c');
    return oneDigit ? place : `(${candidates[0][1]})${place}`;
  },
  /** A candidate assumed true or false: "r2c4=5" / "r2c4≠5". */
  potential: ([cell, digit], on) => `${EN.cell(cell)}${on ? '=' : '≠'}${digit}`,
};

/** 中文: "R3C4", "第3行", "R3C4填5", "删去R5C3、R5C8中的4". */
export const ZH = {
  cell: (cell) => `R${rowOf(cell) + 1}C${colOf(cell) + 1}`,
  unit: (unit) => `第${(unit % 9) + 1}${UNIT_KINDS_ZH[kindOf(unit)]}`,
  /** "第2、7行", or "第2行、第5列" for mixed kinds. */
  units(units) {
    const kinds = unique(units.map(kindOf));
    if (kinds.length === 1 && units.length > 1) {
      return `第${units.map((u) => (u % 9) + 1).join('、')}${UNIT_KINDS_ZH[kinds[0]]}`;
    }
    return units.map(ZH.unit).join('、');
  },
  digits: (digits) => sortNumbers(unique(digits)).join('、'),
  cells(cells) {
    const names = unique(cells).map(ZH.cell);
    if (names.length <= MAX_CELLS) return names.join('、');
    return `${names.slice(0, SHOWN_CELLS).join('、')}等${names.length}格`;
  },
  placement: ([cell, digit]) => `${ZH.cell(cell)}填${digit}`,
  set: (cells, digits) => `${ZH.cells(cells)}（${ZH.digits(digits)}）`,
  removals(eliminations) {
    const groups = removalGroups(eliminations);
    const phrases = groups.map(({ digits, cells }) => `${ZH.cells(cells)}中的${ZH.digits(digits)}`);
    if (phrases.length > MAX_GROUPS) {
      const hidden = groups.slice(SHOWN_GROUPS).reduce((n, g) => n + g.digits.length * g.cells.length, 0);
      return `删去${phrases.slice(0, SHOWN_GROUPS).join('；')}；另有${hidden}个候选数`;
    }
    const separator = groups.some((g) => g.digits.length > 1 || g.cells.length > 1) ? '；' : '，';
    return `删去${phrases.join(separator)}`;
  },
  outcome(step) {
    const parts = [];
    if (step.placements.length) parts.push(step.placements.map(ZH.placement).join('，'));
    if (step.eliminations.length) parts.push(ZH.removals(step.eliminations));
    return parts.length ? parts.join('，并') : '盘面没有变化';
  },
  node(candidates, oneDigit) {
    const cells = candidates.map(([cell]) => cell);
    const place = groupName(cells, 'R', 'C');
    return oneDigit ? place : `${place}(${candidates[0][1]})`;
  },
  potential: ([cell, digit], on) => `${ZH.cell(cell)}${on ? '=' : '≠'}${digit}`,
};

/** A group of cells in one line, written the short way chain notations use: r1c46, r46c2. */
function groupName(cells, r, c) {
  const rows = unique(cells.map(rowOf));
  const cols = unique(cells.map(colOf));
  const numbers = (items) => sortNumbers(items).map((n) => n + 1).join('');
  if (rows.length === 1) return `${r}${rows[0] + 1}${c}${numbers(cols)}`;
  if (cols.length === 1) return `${r}${numbers(rows)}${c}${cols[0] + 1}`;
  return cells.map((cell) => `${r}${rowOf(cell) + 1}${c}${colOf(cell) + 1}`).join(',');
}

/**
 * Eliminations as groups {digits, cells}: by digit ("4 from r5c3, r5c8") or by cell ("3 and 7
 * from r2c1"), whichever reads in fewer groups.
 */
function removalGroups(eliminations) {
  const group = (keyOf, valueOf) => {
    const map = new Map();
    for (const candidate of eliminations) {
      const key = keyOf(candidate);
      if (!map.has(key)) map.set(key, []);
      map.get(key).push(valueOf(candidate));
    }
    return [...map];
  };
  const byDigit = group(([, d]) => d, ([c]) => c).map(([digit, cells]) => ({ digits: [digit], cells }));
  const byCell = group(([c]) => c, ([, d]) => d).map(([cell, digits]) => ({ digits, cells: [cell] }));
  // Cells that lose the same digits read as one group: "3 and 7 from r2c1 and r2c5".
  const merged = [];
  for (const g of byCell) {
    const same = merged.find((m) => m.digits.join() === g.digits.join());
    if (same) same.cells.push(...g.cells);
    else merged.push({ digits: g.digits, cells: [...g.cells] });
  }
  return byDigit.length <= merged.length ? byDigit : merged;
}

// ---- What the fields say -----------------------------------------------------------------------

/** The step's fields with defaults, so a partial object (a Mistake, an old step) reads safely. */
export function normalize(step) {
  const list = (value) => (Array.isArray(value) ? value : []);
  return {
    technique: String(step?.technique ?? ''),
    placements: list(step?.placements),
    eliminations: list(step?.eliminations),
    cells: list(step?.cells),
    candidates: list(step?.candidates),
    units: list(step?.units),
    links: list(step?.links).filter((l) => Array.isArray(l?.from) && Array.isArray(l?.to) && l.from.length && l.to.length),
    text: typeof step?.text === 'string' ? step.text : '',
    roles: step?.roles && typeof step.roles === 'object' ? step.roles : null,
  };
}

/**
 * The step's roles (what each part of its pattern is, as the engine names them), which must be
 * of `kind`; a step without them (from another engine version) throws, and gets its name and
 * result instead.
 */
export function rolesOf(step, kind) {
  if (step.roles?.kind !== kind) throw new Error(`${step.technique}: no ${kind} roles`);
  return step.roles;
}

/** The one digit of a single-digit pattern: its candidates', else its eliminations' or placements'. */
export const patternDigit = (step) =>
  (step.candidates[0] ?? step.eliminations[0] ?? step.placements[0] ?? [0, 0])[1];
/** The digits of `cell` among the step's candidates. */
export const candidateDigits = (step, cell) => step.candidates.filter(([c]) => c === cell).map(([, d]) => d);
/** The digits the step removes, each once. */
export const eliminationDigits = (step) => unique(step.eliminations.map(([, d]) => d));
/** The cells the step removes candidates from, each once. */
export const eliminationCells = (step) => unique(step.eliminations.map(([c]) => c));
/** Whether two [cell, digit] candidates are the same. */
export const sameCandidate = (a, b) => a[0] === b[0] && a[1] === b[1];

/** A cell's and a unit's names in `language`, as the step sentences write them ("r3c4", "row 3" / "R3C4", "第3行"). */
export const placeNames = (language) => {
  const W = isChinese(language) ? ZH : EN;
  return { cell: W.cell, unit: W.unit };
};
