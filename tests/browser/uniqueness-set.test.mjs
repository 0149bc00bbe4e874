// A Unique Rectangle Type 3 (issue 32): the rectangle's roof makes a naked set with other cells
// of a unit, and those cells (the roles' `rescue.cells`, not among the step's `cells`) are drawn
// in a tint of their own (--sudoku-hint-set-bg) and named "highlighted" on the accessible grid,
// with the pattern and the move, not with the nudge. A real step of the committed rated sample,
// on a phone with touch and a laptop, in English and 中文. Screenshots go to test-artifacts/.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { LAPTOP, PHONE, ROOT, appPages, artifact, waitForStatus } from './harness.mjs';
import { pencilPosition } from './chain-position.mjs';
import { strings } from '../../www/text/i18n.js';

const pkgDir = new URL('pkg/', `file://${ROOT}/`);
const engine = await import(new URL('sudoku_engine.js', pkgDir));
await engine.default({ module_or_path: readFileSync(new URL('sudoku_engine_bg.wasm', pkgDir)) });

const TECHNIQUE = 'Unique Rectangle Type 3';
const isNakedSet = (step) => step.technique === TECHNIQUE && step.roles.rescue.type === 'naked-set' && step.roles.rescue.cells.length >= 2;

/** The first puzzle of the committed rated sample whose first Unique Rectangle Type 3 makes a naked set with two cells or more. */
function nakedSetPuzzle() {
  const lines = readFileSync(`${ROOT}/tests/fixtures/rated/se_rated_sample.txt`, 'utf8').split('\n');
  for (const line of lines) {
    const [puzzle] = line.split(' ');
    if (line.startsWith('#') || !puzzle) continue;
    const first = engine.explain(puzzle).steps.find((s) => s.technique === TECHNIQUE);
    if (first && isNakedSet(first)) return puzzle;
  }
  throw new Error(`no ${TECHNIQUE} with a naked set of two cells or more in the rated sample`);
}

const { text: POSITION, step: STEP } = pencilPosition(engine, nakedSetPuzzle(), TECHNIQUE);
const SET = [...STEP.roles.rescue.cells].sort((a, b) => a - b);

const pages = appPages();
const press = (page, device, locator) => (device === PHONE ? locator.tap() : locator.click());

/** The cells whose background (a pixel near the top left corner, clear of lines and candidates) has the set's tint, after the next drawn frame. */
const tintedCells = (page) =>
  page.locator('sudoku-solver canvas').evaluate(async (canvas) => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const probe = document.createElement('canvas').getContext('2d');
    probe.fillStyle = getComputedStyle(canvas).getPropertyValue('--sudoku-hint-set-bg').trim();
    probe.fillRect(0, 0, 1, 1);
    const [r, g, b] = probe.getImageData(0, 0, 1, 1).data;
    const ctx = canvas.getContext('2d');
    const cell = canvas.width / 9;
    const cells = [];
    for (let i = 0; i < 81; i++) {
      const [x, y] = [((i % 9) + 0.06) * cell, (Math.floor(i / 9) + 0.06) * cell].map(Math.round);
      const [pr, pg, pb] = ctx.getImageData(x, y, 1, 1).data;
      if (pr === r && pg === g && pb === b) cells.push(i);
    }
    return cells;
  });

/** The cells whose accessible name says they are highlighted. */
const highlighted = (page, t) =>
  page.getByRole('gridcell').evaluateAll((cells, word) => cells.flatMap((c, i) => (c.getAttribute('aria-label').split(', ').includes(word) ? [i] : [])), t.cellHighlighted);

test('the position before the step asks the engine for that very Unique Rectangle Type 3, whose set cells are not its cells', () => {
  assert.deepEqual(engine.hint(POSITION), STEP);
  assert.ok(SET.length >= 2);
  for (const cell of SET) assert.ok(!STEP.cells.includes(cell), `r${Math.floor(cell / 9) + 1}c${(cell % 9) + 1} is one of the step's cells`);
});

for (const [deviceName, device] of [['laptop', LAPTOP], ['phone', PHONE]]) {
  for (const lang of ['en', 'zh']) {
    test(`${deviceName}, ${lang}: a Unique Rectangle Type 3's naked set cells are tinted and named with the pattern and the move`, async (testContext) => {
      const t = strings(lang);
      const page = await pages.open(testContext, device);
      if (lang === 'zh') await page.getByLabel('Language').selectOption('zh');
      await page.getByLabel(t.puzzleLabel, { exact: true }).fill(POSITION);
      const hint = page.getByRole('button', { name: t.hint, exact: true });
      await press(page, device, hint);
      await waitForStatus(page, t.hintNudgeMore);
      assert.deepEqual(await tintedCells(page), [], 'no set tinted at the nudge');
      await press(page, device, hint);
      await waitForStatus(page, t.hintPatternMore);
      assert.deepEqual(await tintedCells(page), SET, 'the set tinted with the pattern');
      const named = await highlighted(page, t);
      for (const cell of [...SET, ...STEP.cells]) assert.ok(named.includes(cell), `cell ${cell} named highlighted: ${named}`);
      await page.screenshot({ path: artifact(`uniqueness-set-${deviceName}-${lang}-pattern.png`) });
      await press(page, device, hint);
      await waitForStatus(page, t.hintAgain);
      assert.deepEqual(await tintedCells(page), SET, 'the set tinted with the move');
      await page.screenshot({ path: artifact(`uniqueness-set-${deviceName}-${lang}-move.png`) });
    });
  }
}
