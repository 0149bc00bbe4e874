// The page's technique texts (www/text/step-text.js), checked on real steps from pkg/ (run `make build`
// first): every step of the fixtures' logical solutions gets a sentence in English and 中文 that
// names each cell it fills or clears and a nudge that names its technique and an area but no
// move, and every technique of the engine's table (`techniques()`, src/logic/technique.rs) has a
// name, a summary, its help anchor, a help picture and a fixture, so a new technique without them
// fails here.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { TECHNIQUE_EXAMPLES } from '../../www/model/technique-examples.js';
import { TECHNIQUES, stepNudge, stepText, techniqueAnchor, techniqueName, techniqueSummary } from '../../www/text/step-text.js';
import { placeNames } from '../../www/text/steps/words.js';
import { NEVER_SHOWN } from './never-shown.mjs';

const pkgDir = new URL('../../pkg/', import.meta.url);
const meta = JSON.parse(readFileSync(new URL('package.json', pkgDir), 'utf8'));
const api = await import(new URL(meta.module ?? meta.main, pkgDir));
await api.default({ module_or_path: readFileSync(new URL('sudoku_engine_bg.wasm', pkgDir)) });

const read = (path) => readFileSync(new URL(path, import.meta.url), 'utf8');
const dataLines = (path) => read(path).split('\n').filter((line) => line.trim() && !line.startsWith('#'));

/** The engine's technique table: `[{name, family, rating, lowest, help}]` in SE order. */
const TABLE = api.techniques();
const engineTechniques = () => TABLE.map(({ name }) => name);


const CJK = /[\u4e00-\u9fff]/;
const CELL_EN = /r([1-9])c([1-9])(?![0-9])/g;
const CELL_ZH = /R([1-9])C([1-9])(?![0-9])/g;
/** How a shortened list says how many cells or candidates it leaves out. */
const LEFT_OUT = { en: /and (\d+) more (?:cells|candidates)/g, zh: /等(\d+)格|另有(\d+)个候选数/g };

const cellName = (cell, language) =>
  language === 'zh' ? `R${Math.floor(cell / 9) + 1}C${(cell % 9) + 1}` : `r${Math.floor(cell / 9) + 1}c${(cell % 9) + 1}`;

/** What stepText says for a step whose technique and roles it does not know: the fallback it must not need. */
function fallbackText(step, language) {
  const unknown = 'Unknown Technique';
  const text = stepText({ ...step, technique: unknown, text: '', roles: undefined }, language);
  return text.replace(unknown, techniqueName(step.technique, language));
}

/** Checks one step's sentence in both languages; returns the problems found. */
function problems(step) {
  const found = [];
  for (const language of ['en', 'zh']) {
    const text = stepText(step, language);
    const where = `${step.technique} (${language}): ${text}`;
    if (typeof text !== 'string' || !text.trim()) {
      found.push(`${where}: empty`);
      continue;
    }
    if (/undefined|NaN|\[object|null|\bInfinity\b/.test(text)) found.push(`${where}: a placeholder leaked`);
    if (/\(\s*\)|（\s*）|, ,|、、|，，|：。|: \.|\s[,.;:]|\.\./.test(text)) found.push(`${where}: an empty slot`);
    if (language === 'zh' && !CJK.test(text)) found.push(`${where}: no Chinese`);
    if (language === 'en' && (CJK.test(text) || /R\dC\d/.test(text))) found.push(`${where}: Chinese cell names in the English text`);
    if (language === 'zh' && /r\dc\d/.test(text)) found.push(`${where}: English cell names in the 中文 text`);
    if (text === fallbackText(step, language)) found.push(`${where}: fell back to the bare result`);
    const named = new Set([...text.matchAll(language === 'zh' ? CELL_ZH : CELL_EN)].map((m) => m[0]));
    const leftOut = [...text.matchAll(LEFT_OUT[language])].reduce((n, m) => n + Number(m[1] ?? m[2]), 0);
    const changed = [...new Set([...step.placements, ...step.eliminations].map(([cell]) => cell))];
    const missing = changed.filter((cell) => !named.has(cellName(cell, language)));
    if (missing.length > leftOut) found.push(`${where}: does not name ${missing.map((c) => cellName(c, 'en')).join(' ')}`);
    for (const [cell, digit] of step.placements) {
      if (!text.includes(String(digit))) found.push(`${where}: does not say the digit ${digit} of ${cellName(cell, 'en')}`);
    }
  }
  return found;
}

/** tests/fixtures/logic/uniqueness.txt: `[technique, rescue, puzzle]`, each uniqueness technique with each `rescue` of its roles. */
const uniquenessFixtures = () => dataLines('../fixtures/logic/uniqueness.txt').map((line) => line.split('|'));

/** The steps of the fixtures: se_rated_300's solutions, one puzzle per technique, and the chain positions. */
function fixtureSteps() {
  const steps = [];
  for (const line of dataLines('../fixtures/logic/se_rated_300.txt')) steps.push(...api.explain(line.split(' ')[0]).steps);
  for (const line of dataLines('../fixtures/logic/techniques.txt')) {
    const [technique, puzzle] = line.split('|');
    const solution = api.explain(puzzle).steps;
    assert.ok(solution.some((s) => s.technique === technique), `${puzzle} no longer shows ${technique}`);
    steps.push(...solution);
  }
  // Each uniqueness technique with each way its extras prove something (its roles' `rescue`).
  for (const [technique, , puzzle] of uniquenessFixtures()) {
    const solution = api.explain(puzzle).steps;
    assert.ok(solution.some((s) => s.technique === technique), `${puzzle} no longer shows ${technique}`);
    steps.push(...solution);
  }
  // Positions (candidates) just before a chaining step: `hint` from the candidates.
  for (const line of dataLines('../fixtures/logic/chains.txt')) {
    const cells = line.split('|')[3].split(',');
    const grid = cells.map((c) => (c.startsWith('=') ? c[1] : '.')).join('');
    const masks = cells.map((c) => (c.startsWith('=') ? 0 : [...c].reduce((m, d) => m | (1 << (d - 1)), 0)));
    const step = api.hint(grid, masks);
    if (step) steps.push(step);
  }
  return steps;
}

const STEPS = fixtureSteps();

test('TECHNIQUES is the engine’s table (src/logic/technique.rs), in its order, each once', () => {
  assert.ok(TABLE.length >= 60, `${TABLE.length} techniques in the table`);
  assert.equal(new Set(TECHNIQUES).size, TECHNIQUES.length, 'no technique twice');
  assert.deepEqual(TECHNIQUES, engineTechniques());
  for (const { name, family, rating, lowest, help } of TABLE) {
    assert.equal(techniqueAnchor(name), help, `${name}: the page's help anchor is the table's help key`);
    assert.ok(Number.isInteger(rating) && lowest <= rating && lowest >= 10, `${name}: ratings ${lowest}-${rating}`);
    assert.match(family, /^[a-z]+(-[a-z]+)*$/, `${name}: family ${family}`);
  }
});

test('every technique of the table has a help picture and a fixture puzzle', () => {
  const fixtures = new Set(
    ['techniques.txt', 'chains.txt'].flatMap((file) => dataLines(`../fixtures/logic/${file}`).map((line) => line.split('|')[0])),
  );
  for (const name of engineTechniques()) {
    assert.ok(fixtures.has(name), `${name} has a line in tests/fixtures/logic/techniques.txt (or chains.txt)`);
    if (!NEVER_SHOWN.includes(name)) assert.ok(TECHNIQUE_EXAMPLES[name], `${name} has a picture in www/model/technique-examples.js`);
  }
});

test('every technique has a 中文 name, summaries in both languages and a unique anchor', () => {
  const anchors = new Set();
  for (const technique of engineTechniques()) {
    assert.equal(techniqueName(technique, 'en'), technique);
    const zh = techniqueName(technique, 'zh');
    assert.match(zh, CJK, `${technique} has a 中文 name`);
    const en = techniqueSummary(technique, 'en');
    assert.ok(en.length > 60 && !CJK.test(en), `${technique}: English summary "${en}"`);
    assert.match(techniqueSummary(technique, 'zh'), CJK, `${technique}: 中文 summary`);
    const anchor = techniqueAnchor(technique);
    assert.match(anchor, /^[a-z0-9]+(-[a-z0-9]+)*$/, `${technique}: anchor ${anchor}`);
    assert.ok(!anchors.has(anchor), `${technique}: anchor ${anchor} is unique`);
    anchors.add(anchor);
  }
  assert.equal(techniqueName('X-Wing', 'zh'), 'X翼');
  assert.equal(techniqueName('X-Wing', 'zh-CN'), 'X翼', 'a regional code is its language');
  assert.equal(techniqueAnchor('X-Wing'), 'x-wing');
  assert.notEqual(techniqueAnchor('Dynamic Forcing Chain (+)'), techniqueAnchor('Dynamic Forcing Chain'));
});

test('unknown techniques come back unchanged, with the engine’s text as the sentence', () => {
  assert.equal(techniqueName('Death Blossom', 'zh'), 'Death Blossom');
  assert.equal(techniqueSummary('Death Blossom', 'en'), '');
  const step = { technique: 'Death Blossom', placements: [], eliminations: [[0, 5]], text: 'r1c1<>5 by a blossom.' };
  assert.equal(stepText(step, 'en'), 'r1c1<>5 by a blossom.');
  assert.match(stepText({ ...step, text: '' }, 'zh'), /删去R1C1中的5/);
});

test('the steps of the fixtures read well in both languages and name every cell they change', () => {
  assert.ok(STEPS.length > 5000, `${STEPS.length} steps`);
  const found = STEPS.flatMap(problems);
  assert.deepEqual(found.slice(0, 10), [], `${found.length} problems`);
});

test('every technique the fixtures produce has its own sentence (coverage)', (t) => {
  const hit = new Set(STEPS.map((s) => s.technique));
  const missing = TECHNIQUES.filter((name) => !hit.has(name));
  t.diagnostic(`techniques hit: ${hit.size} of ${TECHNIQUES.length}; not produced: ${missing.join(', ')}`);
  assert.deepEqual(missing.sort(), [...NEVER_SHOWN].sort());
  for (const technique of hit) assert.ok(TECHNIQUES.includes(technique), `${technique} is in TECHNIQUES`);
});

test('the family writers word the roles, whatever the technique: without them a step gets only its name and result', () => {
  const families = new Map();
  for (const step of STEPS) if (step.roles && !families.has(step.roles.kind)) families.set(step.roles.kind, step);
  assert.ok(families.size >= 9, `role kinds seen: ${[...families.keys()].join(', ')}`);
  for (const [kind, step] of families) {
    const { roles, ...bare } = step;
    for (const language of ['en', 'zh']) {
      assert.notEqual(stepText(step, language), fallbackText(step, language), `${kind} (${language}) has its own sentence`);
      assert.equal(stepText(bare, language), fallbackText(bare, language), `${kind} (${language}) reads its roles, not the other fields`);
      // A technique the page does not know, with roles of a kind it knows, is worded by that kind's writer.
      const renamed = { ...step, technique: 'A New Technique', text: '' };
      assert.notEqual(stepText(renamed, language), fallbackText(renamed, language), `${kind} (${language}) words a new technique of its kind`);
    }
  }
});

/** The role kinds of the chains and forcing chains (src/logic/roles/), each worded by www/text/steps/chains.js. */
const CHAIN_KINDS = ['chain', 'loop', 'forcing-chain', 'contradiction', 'double-forcing', 'cell-forcing', 'region-forcing'];

test('every chain technique the fixtures produce is worded from its roles, each kind in both languages', () => {
  const chainTechniques = TABLE.filter(({ family }) => family === 'chains' || family === 'forcing-chains').map(({ name }) => name);
  const seen = new Map();
  for (const step of STEPS.filter((s) => chainTechniques.includes(s.technique))) {
    assert.ok(CHAIN_KINDS.includes(step.roles?.kind), `${step.technique} carries chain roles: ${JSON.stringify(step.roles)}`);
    const kinds = seen.get(step.technique) ?? new Set();
    kinds.add(step.roles.kind);
    seen.set(step.technique, kinds);
    const { roles, ...bare } = step;
    for (const language of ['en', 'zh']) {
      const text = stepText(step, language);
      assert.notEqual(text, stepText(bare, language), `${step.technique} (${language}) reads its roles`);
      // What the roles name is in the sentence: the premise cell, the unit, the ends.
      const name = (cell) => cellName(cell, language);
      if (roles.kind === 'cell-forcing') assert.ok(text.includes(name(roles.cell)), text);
      if (roles.kind === 'contradiction') assert.ok(text.includes(name(roles.clash[0])) && text.includes(name(roles.premise.candidate[0])), text);
      if (roles.kind === 'double-forcing') assert.ok(text.includes(name(roles.candidate[0])), text);
      if (roles.kind === 'region-forcing') assert.ok(roles.cells.every((c) => text.includes(name(c))), text);
      if (roles.kind === 'chain' && roles.start.length === 1) assert.ok(text.includes(name(roles.start[0][0])), text);
    }
  }
  const kinds = new Set([...seen.values()].flatMap((k) => [...k]));
  assert.deepEqual(CHAIN_KINDS.filter((k) => !kinds.has(k)), [], `role kinds met: ${[...kinds].join(', ')}`);
  const missing = chainTechniques.filter((t) => !seen.has(t) && !NEVER_SHOWN.includes(t));
  assert.deepEqual(missing, [], 'every chain technique met');
});

test('the sample chain sentences', () => {
  const cellForcing = {
    technique: 'Cell Forcing Chain', placements: [], eliminations: [[58, 2]], cells: [49, 58], candidates: [], units: [], links: [],
    roles: { kind: 'cell-forcing', cell: 49, digits: [2, 4, 5], conclusion: { candidate: [58, 2], on: false } },
  };
  assert.equal(stepText(cellForcing, 'en'), 'Cell Forcing Chain: r6c5 is 2, 4 or 5, and each choice forces r7c5≠2, so r7c5 is not 2.');
  assert.equal(stepText(cellForcing, 'zh'), '单元格强制链：R6C5只能是2、4、5之一，每一种都推出R7C5≠2，所以R7C5不是2。');
  const xChain = {
    technique: 'X-Chain', placements: [], eliminations: [[42, 2]], cells: [], candidates: [], units: [], links: [],
    roles: { kind: 'chain', digit: 2, start: [[30, 2]], inner: [[[29, 2]], [[20, 2]]], end: [[47, 2]] },
  };
  assert.equal(stepText(xChain, 'en'),
    'X-Chain on 2: r4c4=r4c3-r3c3=r6c3 (= strong link, - weak link). One of its ends, r4c4 or r6c3, is 2, so cells that see both lose 2: r5c7.');
  assert.equal(stepText(xChain, 'zh'),
    'X链（数字2）：R4C4=R4C3-R3C3=R6C3（=为强链，-为弱链）。链的两端R4C4与R6C3至少有一个是2，同时看到两端的格删去2：R5C7。');
});

test('every uniqueness technique and way of its roles is worded from the roles alone, in both languages', () => {
  const KINDS = ['unique-loop', 'hidden-rectangle', 'bug'];
  const shapes = new Map();
  for (const step of STEPS) {
    if (!KINDS.includes(step.roles?.kind)) continue;
    const shape = `${step.technique}|${step.roles.rescue?.type ?? '-'}`;
    if (!shapes.has(shape)) shapes.set(shape, []);
    shapes.get(shape).push(step);
  }
  const expected = uniquenessFixtures().map(([technique, rescue]) => `${technique}|${rescue}`);
  assert.deepEqual([...shapes.keys()].sort(), [...new Set(expected)].sort());
  for (const [shape, steps] of shapes) {
    for (const step of steps) {
      // Only the roles, the technique and the result: no drawing field is read.
      const { technique, roles, placements, eliminations } = step;
      const bare = { technique, roles, placements, eliminations, cells: [], candidates: [], units: [], links: [] };
      for (const language of ['en', 'zh']) {
        const text = stepText(step, language);
        const where = `${shape} (${language}): ${text}`;
        assert.equal(stepText(bare, language), text, `${where}: reads only the roles`);
        assert.notEqual(text, fallbackText(step, language), `${where}: its own sentence`);
        // The parts the roles name: the loop's cells (a long loop may be cut short), the roof,
        // the corners and strong links, the BUG's cells, the unit and the set the rescue uses.
        const { cell, unit } = placeNames(language);
        const cells = {
          'unique-loop': () => [...roles.roof, ...(roles.cells.length <= 8 ? roles.cells : [])],
          'hidden-rectangle': () => [roles.corner, roles.opposite, ...roles.sides],
          bug: () => roles.extras.map((e) => e.cell),
        }[roles.kind]();
        const units = roles.kind === 'hidden-rectangle' ? roles.links : [];
        if (roles.rescue?.unit !== undefined) units.push(roles.rescue.unit);
        cells.push(...(roles.rescue?.cells ?? []));
        for (const c of cells) assert.ok(text.includes(cell(c)), `${where}: names ${cell(c)}`);
        for (const u of units) assert.ok(text.includes(unit(u)), `${where}: names ${unit(u)}`);
      }
    }
  }
});

test('a BUG type 4, which the fixtures never show, is worded from its roles too', () => {
  const step = {
    technique: 'Bivalue Universal Grave', placements: [], eliminations: [[0, 5], [1, 6]], cells: [0, 1],
    candidates: [[0, 3], [1, 4]], units: [0], links: [],
    roles: { kind: 'bug', extras: [{ cell: 0, digits: [3] }, { cell: 1, digits: [4] }], rescue: { type: 'conjugate', unit: 0, digit: 7 } },
  };
  assert.deepEqual(problems(step), []);
  assert.match(stepText(step, 'en'), /in row 1, 7 can only go in r1c1 or r1c2, so each of them is its extra digit or 7/);
  assert.match(stepText(step, 'zh'), /第1行中7只能在R1C1、R1C2，所以每格不是额外数字就是7/);
});

test('the sample sentences of the brief', () => {
  const xWing = {
    technique: 'X-Wing', placements: [], eliminations: [[38, 4], [43, 4]], cells: [11, 16, 56, 61],
    candidates: [[11, 4], [16, 4], [56, 4], [61, 4]], units: [1, 6, 11, 16], links: [],
    roles: { kind: 'fish', digit: 4, base: [1, 6], cover: [11, 16], fins: [] },
  };
  assert.equal(stepText(xWing, 'en'),
    'X-Wing on 4: in rows 2 and 7, 4 can only go in columns 3 and 8, so 4 is removed from the other cells of columns 3 and 8: r5c3 and r5c8.');
  assert.equal(stepText(xWing, 'zh'), 'X翼（数字4）：第2、7行中4只能在第3、8列，因此删去第3、8列其他格中的4：R5C3、R5C8。');
});

test('every step of the fixtures has a nudge: its technique and an area, no cell it changes, no move', () => {
  const found = [];
  const areas = new Set();
  for (const step of STEPS) {
    for (const language of ['en', 'zh']) {
      const nudge = stepNudge(step, language);
      const where = `${step.technique} (${language}): ${nudge}`;
      if (!nudge.includes(techniqueName(step.technique, language))) found.push(`${where}: does not name the technique`);
      if (/undefined|NaN|\[object|null/.test(nudge)) found.push(`${where}: a placeholder leaked`);
      // Where to look, never the answer: no cell name (the area is units or boxes), no "remove" or "is".
      if (/r\dc\d|R\dC\d|remove|删去|应填/.test(nudge)) found.push(`${where}: names a cell or the move`);
      if (language === 'zh' && !CJK.test(nudge)) found.push(`${where}: no Chinese`);
      if (language === 'en') areas.add(/ (row|column|box|rows|columns|boxes) /.test(nudge) ? step.technique : '');
    }
  }
  assert.deepEqual(found.slice(0, 10), [], `${found.length} problems`);
  assert.ok(areas.size > 20, `most techniques' nudges name an area: ${[...areas].join(', ')}`);
});

test('the sample nudges of the brief', () => {
  const xWing = {
    technique: 'X-Wing', placements: [], eliminations: [[38, 4], [43, 4]], cells: [11, 16, 56, 61],
    candidates: [[11, 4], [16, 4], [56, 4], [61, 4]], units: [1, 6, 11, 16], links: [],
    roles: { kind: 'fish', digit: 4, base: [1, 6], cover: [11, 16], fins: [] },
  };
  assert.equal(stepNudge(xWing, 'en'), 'Look for an X-Wing on 4 in the rows.');
  assert.equal(stepNudge(xWing, 'zh'), '请沿各行找数字4的X翼。');
  const hiddenSingle = {
    technique: 'Hidden Single', placements: [[40, 5]], eliminations: [], cells: [40], units: [22],
    roles: { kind: 'single', cell: 40, digit: 5, unit: 22 },
  };
  assert.equal(stepNudge(hiddenSingle, 'en'), 'Look at box 5 for a Hidden Single.');
  assert.equal(stepNudge(hiddenSingle, 'zh'), '请在第5宫中找隐性唯一。');
  // A step whose fields do not fit its family (no units) still gets a nudge: the name alone.
  const { units, ...unitless } = xWing;
  assert.equal(stepNudge(unitless, 'en'), 'Look for an X-Wing.');
  assert.equal(stepNudge(unitless, 'zh'), '请找X翼。');
  // A step without roles (another engine version) is pointed at the boxes of its pattern.
  const { roles, ...roleless } = xWing;
  assert.equal(stepNudge(roleless, 'en'), 'Look for an X-Wing on 4 in boxes 1, 3, 7 and 9.');
});

test('long lists are shortened and say how many they leave out', () => {
  const eliminations = [...Array(12).keys()].map((i) => [27 + i, 7]);
  const step = {
    technique: 'Pointing', placements: [], eliminations, cells: [0, 1], candidates: [[0, 7], [1, 7]], units: [18, 0],
    roles: { kind: 'intersection', digit: 7, base: 18, cover: 0, cells: [0, 1] },
  };
  const en = stepText(step, 'en');
  assert.match(en, /and 6 more cells/);
  assert.match(stepText(step, 'zh'), /等12格/);
  assert.deepEqual(problems(step), []);
});

test('a mistake names its cells, and bad input never throws', () => {
  const clash = api.hint(`5${'.'.repeat(7)}5${'.'.repeat(72)}`);
  assert.equal(clash.technique, 'Mistake');
  assert.equal(stepText(clash, 'en'), 'r1c1 and r1c9 clash: the same digit twice in a row, column or box.');
  assert.match(stepText(clash, 'zh'), /^R1C1、R1C9冲突/);
  // A candidate removed that the solution needs: r1c3 (solution 4) loses its 4.
  const puzzle = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
  const masks = Array(81).fill(0x1ff);
  masks[2] &= ~(1 << 3);
  const lost = api.hint(puzzle, masks);
  assert.equal(lost.technique, 'Mistake');
  assert.match(stepText(lost, 'en'), /^Check r1c3: /);
  assert.match(stepText(lost, 'zh'), /^请检查R1C3：/);
  assert.match(stepText({ technique: 'Mistake', cells: [] }, 'en'), /no solution/);
  for (const bad of [null, undefined, {}, { technique: 'X-Wing' }, { technique: 'XY-Wing', eliminations: [[3, 4]], links: 'x' },
    { technique: 'Forcing Chain', placements: [[5, 5]], links: [{ from: [], to: [] }] }]) {
    for (const language of ['en', 'zh', undefined]) {
      const text = stepText(bad, language);
      assert.equal(typeof text, 'string');
      assert.doesNotMatch(text, /undefined|NaN|\[object/);
    }
  }
});
