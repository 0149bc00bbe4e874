// Graded hints (issue 32): the first press of Hint is a nudge (the technique and where to look,
// nothing marked to remove or place), the second shows the pattern, the third the move, the next
// applies it; Show move jumps to the move and Apply applies at any grade; one worker request per
// hint. On a phone with touch and a laptop, in English and 中文; axe clean at every grade.
// Screenshots of each grade go to test-artifacts/.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import AxeBuilder from '@axe-core/playwright';
import { LAPTOP, PHONE, ROOT, appPages, artifact, countRequests, waitForStatus } from './harness.mjs';
import { strings } from '../../www/text/i18n.js';
import { stepNudge, techniqueName } from '../../www/text/step-text.js';

const pkgDir = new URL('pkg/', `file://${ROOT}/`);
const engine = await import(new URL('sudoku_engine.js', pkgDir));
await engine.default({ module_or_path: readFileSync(new URL('sudoku_engine_bg.wasm', pkgDir)) });

// Its 16th step is an X-Wing (SE-rated development sample); its first steps are singles.
const FISH = '970306042805000109000050000207000304010020080400738001000905000000000000100847003';

const pages = appPages();

/** A page on the app in `lang` ('en' or 'zh') with its worker requests counted. */
async function openCounted(t, device, lang, colorScheme = 'light') {
  const options = { ...device, colorScheme };
  const context = await pages.newContext(options);
  await countRequests(context);
  const page = await pages.open(t, options, { context });
  if (lang === 'zh') await page.getByLabel('Language').selectOption('zh');
  return page;
}

/** The solution of an 81-character line, from the engine in Node. */
const solveLine = (line) => engine.solve(line).solution;

/** The accessible names of the grid's 81 cells. */
const cellNames = (page) => page.getByRole('gridcell').evaluateAll((cells) => cells.map((c) => c.getAttribute('aria-label')));

/** What a cell's name says a shown step does in it: place and remove lists, highlighted. */
function marksIn(names, t) {
  const has = (word) => names.map((name, cell) => (name.split(', ').some((part) => part.startsWith(word)) ? cell : -1)).filter((c) => c >= 0);
  return {
    place: has(t.cellPlace([]).trim()),
    remove: has(t.cellRemove([]).trim()),
    highlighted: has(t.cellHighlighted),
  };
}

/** The step's placements and eliminations as the cells' names state them. */
function expectedMove(step, t) {
  const by = (list) => {
    const map = new Map();
    for (const [cell, digit] of list) map.set(cell, [...(map.get(cell) ?? []), digit].sort());
    return map;
  };
  return { place: by(step.placements), remove: by(step.eliminations) };
}

async function axeProblems(page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const hintButton = (page, t) => page.getByRole('button', { name: t.hint, exact: true });
const press = (page, device, locator) => (device === PHONE ? locator.tap() : locator.click());

for (const [deviceName, device] of [['laptop', LAPTOP], ['phone', PHONE]]) {
  for (const lang of ['en', 'zh']) {
    test(`${deviceName}, ${lang}: three grades of one hint (nudge, pattern, move), then the next press applies it; one request`, async (testContext) => {
      const t = strings(lang);
      for (const colorScheme of ['light', 'dark']) {
        const page = await openCounted(testContext, device, lang, colorScheme);
        await page.getByLabel(t.puzzleLabel, { exact: true }).fill(FISH);
        const line = FISH.replace(/0/g, '.');
        const step = engine.hint(line);
        const name = techniqueName(step.technique, lang);
        const before = await page.evaluate(() => window.__requests.filter((op) => op === 'hint').length);
        // Grade 1: the nudge. The status names the technique and says where to look; no cell is
        // marked, none to place or remove.
        await press(page, device, hintButton(page, t));
        const nudge = await waitForStatus(page, t.hintTitle(name));
        assert.ok(nudge.includes(stepNudge(step, lang)), `the nudge: ${nudge}`);
        assert.ok(!nudge.includes(t.hintAgain), 'not yet the move');
        let marks = marksIn(await cellNames(page), t);
        assert.deepEqual(marks, { place: [], remove: [], highlighted: [] }, 'nothing marked at the nudge');
        assert.equal(await page.evaluate(() => document.querySelector('sudoku-solver').hintGrade), 1);
        assert.deepEqual(await axeProblems(page), [], `${colorScheme}: nudge`);
        await page.screenshot({ path: artifact(`graded-hint-${deviceName}-${lang}-${colorScheme}-1-nudge.png`) });
        // Grade 2: the pattern, its cells highlighted; still nothing to place or remove.
        await press(page, device, hintButton(page, t));
        await waitForStatus(page, t.hintPatternMore);
        marks = marksIn(await cellNames(page), t);
        assert.deepEqual(marks.place, [], 'nothing to place at the pattern');
        assert.deepEqual(marks.remove, [], 'nothing to remove at the pattern');
        for (const cell of step.cells) assert.ok(marks.highlighted.includes(cell), `cell ${cell} highlighted at the pattern`);
        assert.ok(marks.highlighted.length > 0);
        assert.deepEqual(await axeProblems(page), [], `${colorScheme}: pattern`);
        await page.screenshot({ path: artifact(`graded-hint-${deviceName}-${lang}-${colorScheme}-2-pattern.png`) });
        // Grade 3: the move, as the cells' names say.
        await press(page, device, hintButton(page, t));
        await waitForStatus(page, t.hintAgain);
        const names = await cellNames(page);
        const move = expectedMove(step, t);
        for (const [cell, digits] of move.place) assert.ok(names[cell].includes(t.cellPlace(digits)), names[cell]);
        for (const [cell, digits] of move.remove) assert.ok(names[cell].includes(t.cellRemove(digits)), names[cell]);
        marks = marksIn(names, t);
        assert.deepEqual(marks.place, [...move.place.keys()].sort((a, b) => a - b));
        assert.deepEqual(marks.remove, [...move.remove.keys()].sort((a, b) => a - b));
        assert.equal(await page.getByRole('button', { name: t.showMove }).isVisible(), false, 'no Show move at the move');
        assert.deepEqual(await axeProblems(page), [], `${colorScheme}: move`);
        await page.screenshot({ path: artifact(`graded-hint-${deviceName}-${lang}-${colorScheme}-3-move.png`) });
        // The next press applies it.
        await press(page, device, hintButton(page, t));
        await waitForStatus(page, t.applied(name));
        const after = await cellNames(page);
        for (const [cell, digit] of step.placements) assert.match(after[cell], new RegExp(`, ${digit}, `), `cell ${cell} placed`);
        const hints = await page.evaluate((n) => window.__requests.filter((op) => op === 'hint').length - n, before);
        assert.equal(hints, 1, 'one worker request for the three grades and the apply');
        // The step is a proof: the solution's digits placed, none of them removed.
        const solution = solveLine(line);
        for (const [cell, digit] of step.placements) assert.equal(digit, Number(solution[cell]));
        for (const [cell, digit] of step.eliminations) assert.notEqual(digit, Number(solution[cell]));
      }
    });
  }
}

test('Show move jumps from the nudge to the move; Hint then applies it', async (t) => {
  const en = strings('en');
  const page = await openCounted(t, PHONE, 'en');
  await page.getByLabel('Puzzle').fill(FISH);
  const step = engine.hint(FISH.replace(/0/g, '.'));
  await hintButton(page, en).tap();
  await waitForStatus(page, en.hintNudgeMore);
  await page.getByRole('button', { name: 'Show move' }).tap();
  await waitForStatus(page, en.hintAgain);
  const names = await cellNames(page);
  for (const [cell, digit] of step.placements) assert.match(names[cell], new RegExp(`place ${digit}`));
  for (const [cell, digit] of step.eliminations) assert.match(names[cell], new RegExp(`remove [\\d ]*${digit}`));
  assert.equal(await page.evaluate(() => document.querySelector('sudoku-solver').hintGrade), 3);
  await hintButton(page, en).tap();
  await waitForStatus(page, /Applied: /);
  assert.equal(await page.evaluate(() => window.__requests.filter((op) => op === 'hint').length), 1, 'one request');
});

test('Apply at the nudge applies the step; the API shows grades without asking again', async (t) => {
  const en = strings('en');
  const page = await openCounted(t, LAPTOP, 'en');
  await page.getByLabel('Puzzle').fill(FISH);
  const line = FISH.replace(/0/g, '.');
  const step = engine.hint(line);
  await hintButton(page, en).click();
  await waitForStatus(page, en.hintNudgeMore);
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await waitForStatus(page, /Applied: /);
  const names = await cellNames(page);
  for (const [cell, digit] of step.placements) assert.match(names[cell], new RegExp(`^row \\d, column \\d, ${digit}, entry`));
  // The element's API: hint({grade}) shows a new hint at that grade (one request); showHintGrade
  // changes the grade (no request); a grade out of range is refused.
  const answers = await page.evaluate(async () => {
    const element = document.querySelector('sudoku-solver');
    const requests = () => window.__requests.filter((op) => op === 'hint').length;
    const before = requests();
    const shown = await element.hint({ grade: 2 });
    const atPattern = element.hintGrade;
    const moved = element.showHintGrade(3);
    const atMove = element.hintGrade;
    const refused = await element.hint({ grade: 4 }).then(() => 'resolved', (e) => e.name);
    return { shown, atPattern, moved, atMove, refused, requests: requests() - before };
  });
  const placed = step.placements.reduce((l, [cell, digit]) => l.slice(0, cell) + digit + l.slice(cell + 1), line);
  assert.deepEqual(answers.shown, engine.hint(placed), 'the next step, shown at the pattern');
  assert.deepEqual([answers.atPattern, answers.moved, answers.atMove, answers.refused, answers.requests], [2, true, 3, 'RangeError', 1]);
});
