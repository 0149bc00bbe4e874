// New puzzle (each level), Daily puzzle, Print and the element's generate(level) (issue 16's
// page part), on a phone (390x844) and a laptop (1280x720).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import AxeBuilder from '@axe-core/playwright';
import { LAPTOP, PHONE, appPages, artifact, isValidCompletion, slowEngine, statusText, waitForStatus } from './harness.mjs';

const LEVEL_NAMES = { easy: 'Easy', medium: 'Medium', hard: 'Hard', expert: 'Expert', extreme: 'Extreme' };
// The generator's time grows steeply with the level, and these machines are shared.
const GENERATE_TIMEOUT = 120000;

const pages = appPages();

/** A page on the app, on a laptop unless `options` say otherwise, or in `context`. */
const open = (t, options = LAPTOP, context = null) => pages.open(t, options, { context, ready: 'New puzzle' });

const button = (page, name) => page.getByRole('button', { name, exact: true });
const field = (page) => page.getByLabel('Puzzle');
function within(box, viewport, what) {
  assert.ok(box, `${what} is shown`);
  assert.ok(box.y >= 0 && box.y + box.height <= viewport.height + 0.5, `${what} within the window: ${JSON.stringify(box)}`);
}

test('New puzzle at each level loads givens with one solution and shows level and rating; undoable', async (t) => {
  const page = await open(t);
  for (const level of ['easy', 'medium', 'hard', 'expert', 'extreme']) {
    const before = await field(page).inputValue();
    await page.getByLabel('Level').selectOption(level);
    await button(page, 'New puzzle').click();
    const status = await waitForStatus(page, `New puzzle: ${LEVEL_NAMES[level]}`, GENERATE_TIMEOUT);
    assert.match(status, new RegExp(`${LEVEL_NAMES[level]} · \\d+\\.\\d`), `level and rating shown: ${status}`);
    const puzzle = await field(page).inputValue();
    assert.match(puzzle, /^[1-9.]{81}$/);
    // Loading it was one change of the board: Undo brings the previous board back.
    await button(page, 'Undo').click();
    assert.equal(await field(page).inputValue(), before);
    await button(page, 'Redo').click();
    assert.equal(await field(page).inputValue(), puzzle);
    // The engine proves one solution.
    await button(page, 'Solve').click();
    const solved = await waitForStatus(page, /Unique solution|Multiple|No solution/);
    assert.match(solved, /Unique solution/, `${level}: ${solved}`);
    assert.match(solved, new RegExp(`${LEVEL_NAMES[level]} · \\d`), 'the rating stays after Solve');
    const solution = await page.getByLabel('Solution').inputValue();
    assert.ok(isValidCompletion(puzzle, solution), `${level}: the solution completes the puzzle`);
  }
});

test('Solve shows the level and rating of a pasted puzzle; generate(level) resolves the puzzle', async (t) => {
  const page = await open(t);
  await field(page).fill('53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79');
  await button(page, 'Solve').click();
  await waitForStatus(page, /Easy · \d\.\d \(.+\)/);
  const result = await page.evaluate(async () => {
    const el = document.querySelector('sudoku-solver');
    const r = await el.generate('medium');
    let error = null;
    await el.generate('impossible').catch((e) => (error = e.name));
    return { puzzle: r.puzzle, level: r.level, rating: r.rating, technique: r.technique, board: el.puzzle, error };
  });
  assert.equal(result.level, 'medium');
  assert.equal(result.board, result.puzzle);
  assert.equal(typeof result.rating, 'number');
  assert.equal(typeof result.technique, 'string');
  assert.equal(result.error, 'RangeError');
  await waitForStatus(page, 'New puzzle: Medium');
});

test('Cancel stops a running generation; the engine then answers again', async (t) => {
  // Generating takes milliseconds, so the first worker spends a minute before each generation;
  // the fresh worker after Cancel is fast.
  const context = await pages.newContext(LAPTOP);
  await slowEngine(context, { generateMs: 60000, slowWorkers: 1 });
  const page = await open(t, LAPTOP, context);
  await page.getByLabel('Level').selectOption('extreme');
  const before = await field(page).inputValue();
  await button(page, 'New puzzle').click();
  await waitForStatus(page, 'Generating');
  await button(page, 'Cancel').click();
  await waitForStatus(page, 'Search cancelled.');
  assert.equal(await field(page).inputValue(), before, 'the board is left as it was');
  await page.getByLabel('Level').selectOption('easy');
  await button(page, 'New puzzle').click();
  await waitForStatus(page, 'New puzzle: Easy', GENERATE_TIMEOUT);
});

test('the level choice is remembered across reloads', async (t) => {
  const page = await open(t);
  await page.getByLabel('Level').selectOption('hard');
  await page.reload();
  await page.getByRole('button', { name: 'New puzzle' }).waitFor();
  assert.equal(await page.getByLabel('Level').inputValue(), 'hard');
});

test('Daily puzzle: the same puzzle on two first visits on the same day', async (t) => {
  const puzzles = [];
  for (let i = 0; i < 2; i++) {
    const page = await open(t);
    await button(page, 'Daily').click();
    const status = await waitForStatus(page, 'Daily puzzle for', GENERATE_TIMEOUT);
    const today = await page.evaluate(() => {
      const d = new Date();
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    });
    assert.match(status, new RegExp(`Daily puzzle for ${today}: (Easy|Medium|Hard|Expert)`));
    puzzles.push(await field(page).inputValue());
  }
  assert.match(puzzles[0], /^[1-9.]{81}$/);
  assert.equal(puzzles[1], puzzles[0]);
});

test('phone: board, keypad, Solve and the new puzzle\'s status fit one screen; the New puzzle row follows; axe finds nothing serious', async (t) => {
  const page = await open(t, PHONE);
  await button(page, 'New puzzle').tap(); // scrolled into view by the tap
  await waitForStatus(page, 'New puzzle:', GENERATE_TIMEOUT);
  await page.evaluate(() => window.scrollTo(0, 0));
  for (const [what, locator] of [
    ['board', page.locator('sudoku-solver .ss-board')],
    ['keypad', button(page, '9')],
    ['Solve', button(page, 'Solve')],
    ['the level and rating', page.locator('sudoku-solver .ss-status-main')],
  ]) {
    within(await locator.boundingBox(), PHONE.viewport, what);
  }
  // The New puzzle row, below the status, wraps within the width.
  const status = await page.getByRole('status').boundingBox();
  const names = ['New puzzle', 'Enter puzzle', 'Daily', 'My puzzles', 'Print'];
  const row = await Promise.all(names.map((name) => button(page, name).boundingBox()));
  assert.ok(row.every((box) => box.y > status.y + status.height), JSON.stringify({ status, row }));
  assert.ok(row.every((box) => box.x >= 0 && box.x + box.width <= PHONE.viewport.width), `the row fits the width: ${JSON.stringify(row)}`);
  await page.screenshot({ path: artifact('generate-phone.png') });
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  assert.deepEqual(serious, []);
});

test('Print: the grid alone in black and white with level, rating and link; 中文 labels', async (t) => {
  const page = await open(t);
  await page.evaluate(() => {
    window.__printed = 0;
    window.print = () => window.__printed++;
  });
  await page.getByLabel('Level').selectOption('easy');
  await button(page, 'New puzzle').click();
  await waitForStatus(page, 'New puzzle: Easy', GENERATE_TIMEOUT);
  await button(page, 'Print').click();
  assert.equal(await page.evaluate(() => window.__printed), 1, 'Print calls window.print()');
  await page.screenshot({ path: artifact('generate-laptop.png') });
  await page.emulateMedia({ media: 'print' });
  assert.equal(await page.locator('sudoku-solver .ss-keypad').isVisible(), false, 'no keypad on paper');
  assert.equal(await button(page, 'New puzzle').isVisible(), false, 'no buttons on paper');
  assert.equal(await page.locator('header').isVisible(), false, 'no page header on paper');
  assert.ok(await page.locator('sudoku-solver .ss-board').isVisible());
  const info = await page.locator('sudoku-solver .ss-print-info').innerText();
  assert.match(info, /Easy · \d\.\d/);
  assert.match(info, /#p=[1-9.]{81}/);
  const board = await page.locator('sudoku-solver .ss-board').boundingBox();
  assert.ok(board.width >= 500, `the grid prints large: ${board.width}px`);
  await page.screenshot({ path: artifact('generate-print.png'), fullPage: true });
  await page.emulateMedia({ media: 'screen' });
  await page.getByLabel('Language').selectOption('zh');
  await page.getByRole('button', { name: '新题目' }).waitFor();
  assert.match(await statusText(page), /简单 · \d\.\d/);
  await page.getByRole('button', { name: '每日' }).waitFor();
  await page.getByRole('button', { name: '打印' }).waitFor();
});
