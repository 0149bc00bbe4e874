// "Copy as" beside Copy link (issue 29): the puzzle copied as the 81-character line, a bordered
// grid and a pencil-mark grid, each read from the clipboard and pasted back into a fresh page,
// which must show the same board; the pencil-mark grid carries the person's notes and the
// engine's candidates. On a phone with touch and a laptop, in English and 中文, with screenshots
// of the open menu. The engine (pkg/ in Node) says what the candidates are.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import AxeBuilder from '@axe-core/playwright';
import { EXAMPLES } from '../../www/model/examples.js';
import { LAPTOP, PHONE, ROOT, appPages, artifact, tapCell } from './harness.mjs';

const pkgDir = new URL('pkg/', `file://${ROOT}/`);
const engine = await import(new URL('sudoku_engine.js', pkgDir));
await engine.default({ module_or_path: readFileSync(new URL('sudoku_engine_bg.wasm', pkgDir)) });

const EASY = EXAMPLES.find((example) => example.key === 'exEasy').text;
const EASY_SOLUTION = engine.solve(EASY).solution;
// No empty cell of it has a single candidate, so its pencil-mark grid reads back with no new given.
const HARDEST = EXAMPLES.find((example) => example.key === 'exHardest').text;

const pages = appPages();
const CLIPBOARD = { permissions: ['clipboard-read', 'clipboard-write'] };
const rc = (cell) => `row ${Math.floor(cell / 9) + 1}, column ${(cell % 9) + 1}`;
const digitsOf = (mask) => [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => mask & (1 << (d - 1)));
const readClipboard = (page) => page.evaluate(() => navigator.clipboard.readText());
/** The board as the element tells it: givens, entries (81 characters each) and notes (81 masks). */
const boardOf = (page) => page.locator('sudoku-solver').evaluate((el) => ({ givens: el.givens, entries: el.entries, notes: el.notes }));

/** Presses (taps with `touch`) the menu button named `name`; resolves the text copied, once the button says so. */
async function pressForm(page, name, touch = false) {
  const item = await page.getByRole('button', { name, exact: true }).elementHandle();
  await (touch ? item.tap() : item.click());
  await page.waitForFunction((el) => ['Copied', '已复制'].includes(el.textContent), item);
  return readClipboard(page);
}

/** Opens "Copy as" (unless open) and presses the form named `name`; resolves the text copied. */
async function copyAs(page, name) {
  const toggle = page.getByRole('button', { name: 'Copy as', exact: true });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  return pressForm(page, name);
}

/** Pastes `text` into the Puzzle field of a fresh page; resolves that page. */
async function pasteInFreshPage(t, text) {
  const page = await pages.open(t, LAPTOP);
  await page.getByLabel('Puzzle').fill(text);
  return page;
}

test('laptop: each form copied and pasted back gives the same board; "with my progress" adds the entries', async (t) => {
  const context = await pages.newContext({ ...LAPTOP, ...CLIPBOARD });
  const page = await pages.open(t, LAPTOP, { context, hash: `#p=${EASY}` });
  await tapCell(page, 2);
  await page.keyboard.press(EASY_SOLUTION[2]);
  const withEntry = `${EASY.slice(0, 2)}${EASY_SOLUTION[2]}${EASY.slice(3)}`;

  const line = await copyAs(page, 'Line (81 characters)');
  assert.equal(line, EASY, 'the line holds the givens only');
  const grid = await copyAs(page, 'Grid');
  assert.equal(grid.split('\n').length, 13, 'a bordered grid: nine rows and four border lines');
  assert.match(grid, /^\+-------\+-------\+-------\+\n\| 5 3 \. \| \. 7 \. \| \. \. \. \|\n/);
  for (const text of [line, grid]) {
    const pasted = await pasteInFreshPage(t, text);
    assert.deepEqual(await boardOf(pasted), { givens: EASY, entries: '.'.repeat(81), notes: Array(81).fill(0) });
    assert.equal(await pasted.getByRole('gridcell').nth(2).getAttribute('aria-label'), `${rc(2)}, empty`);
  }

  await page.getByLabel('with my progress').check();
  for (const name of ['Line (81 characters)', 'Grid']) {
    const text = await copyAs(page, name);
    const pasted = await pasteInFreshPage(t, text);
    assert.equal((await boardOf(pasted)).givens, withEntry, `${name}: the entry comes along (as a given)`);
    assert.equal(await pasted.getByRole('gridcell').nth(2).getAttribute('aria-label'), `${rc(2)}, ${EASY_SOLUTION[2]}, given`);
  }

  // Escape closes the menu and gives the focus back to its button.
  await page.getByRole('button', { name: 'Copy as', exact: true }).click();
  await page.keyboard.press('Escape');
  assert.equal(await page.locator('#copy-as-menu').isHidden(), true);
  assert.equal(await page.evaluate(() => document.activeElement.id), 'copy-as');
  assert.equal(await page.getByRole('button', { name: 'Copy as', exact: true }).getAttribute('aria-expanded'), 'false');
  // Text that does not read as a puzzle is not offered.
  await page.getByLabel('Puzzle').fill(`${EASY.slice(0, 40)}x${EASY.slice(41)}`);
  await page.getByRole('button', { name: 'Copy as', exact: true }).click();
  assert.equal(await page.getByRole('button', { name: 'Grid', exact: true }).isDisabled(), true);
});

test('laptop: the pencil-mark grid carries the notes, and the engine\'s candidates elsewhere; pasted back, the same board', async (t) => {
  const context = await pages.newContext({ ...LAPTOP, ...CLIPBOARD });
  const page = await pages.open(t, LAPTOP, { context, hash: `#p=${HARDEST}` });
  const candidates = engine.candidates(HARDEST);
  // Notes in r1c1 (two of its candidates, the solution's digit among them) and r1c2 (three).
  const solution = engine.solve(HARDEST).solution;
  const noted = [0, 1];
  const notes = new Map(noted.map((cell) => {
    const others = digitsOf(candidates[cell]).filter((d) => d !== Number(solution[cell]));
    return [cell, [Number(solution[cell]), ...others.slice(0, cell + 1)].sort()];
  }));
  for (const [cell, digits] of notes) {
    await tapCell(page, cell);
    for (const d of digits) await page.keyboard.press(`Shift+Digit${d}`);
  }
  for (const [cell, digits] of notes) assert.equal(await page.getByRole('gridcell').nth(cell).getAttribute('aria-label'), `${rc(cell)}, empty, notes ${digits.join(' ')}`);

  const text = await copyAs(page, 'Grid with pencil marks');
  assert.match(text, /^\.-+\.-+\.-+\.\n/, "HoDoKu's pencil-mark layout");
  const pasted = await pasteInFreshPage(t, text);
  const board = await boardOf(pasted);
  assert.equal(board.givens, HARDEST, 'the same givens, no more');
  assert.equal(board.entries, '.'.repeat(81));
  for (let cell = 0; cell < 81; cell++) {
    const expected = HARDEST[cell] !== '.' ? 0 : notes.has(cell) ? notes.get(cell).reduce((m, d) => m | (1 << (d - 1)), 0) : candidates[cell];
    assert.equal(board.notes[cell], expected, `${rc(cell)}: its marks`);
  }
  for (const [cell, digits] of notes) assert.equal(await pasted.getByRole('gridcell').nth(cell).getAttribute('aria-label'), `${rc(cell)}, empty, notes ${digits.join(' ')}`);
});

for (const [size, options] of [['phone', PHONE], ['laptop', LAPTOP]]) {
  for (const lang of ['en', 'zh']) {
    test(`${size}, ${lang}: Copy as sits beside Copy link, its menu in view, named in the language; axe clean`, async (t) => {
      const context = await pages.newContext({ ...options, ...CLIPBOARD });
      const page = await pages.open(t, options, { context, hash: `#p=${EASY}` });
      await page.selectOption('#language', lang);
      const [menuName, lineName, pencilName, copyLinkName] = lang === 'en' ? ['Copy as', 'Line (81 characters)', 'Grid with pencil marks', 'Copy link'] : ['复制为', '一行（81 个字符）', '带候选数的网格', '复制链接'];
      const toggle = page.getByRole('button', { name: menuName, exact: true });
      const link = await page.getByRole('button', { name: copyLinkName, exact: true }).boundingBox();
      const box = await toggle.boundingBox();
      assert.ok(Math.abs(box.y + box.height / 2 - (link.y + link.height / 2)) < 2, 'on the same row as Copy link');
      assert.ok(box.x > link.x && box.x - (link.x + link.width) < 24, 'right after Copy link');
      assert.ok(box.width >= 24 && box.height >= 24, 'a target a finger can hit');
      await (options.hasTouch ? toggle.tap() : toggle.click());
      assert.equal(await toggle.getAttribute('aria-expanded'), 'true');
      const viewport = page.viewportSize();
      for (const name of [lineName, pencilName]) {
        const item = await page.getByRole('button', { name, exact: true }).boundingBox();
        assert.ok(item.x >= 0 && item.x + item.width <= viewport.width && item.y + item.height <= viewport.height, `${name} in view`);
      }
      const board = await page.locator('sudoku-solver canvas').boundingBox();
      assert.ok(board.y < viewport.height / 4, 'the board stays near the top: the header is one row');
      await page.screenshot({ path: artifact(`copy-as-${size}-${lang}.png`) });
      const { violations } = await new AxeBuilder({ page }).analyze();
      const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      assert.deepEqual(serious, []);
      assert.equal(await pressForm(page, lineName, options.hasTouch), EASY);
      // A tap elsewhere closes the menu.
      await (options.hasTouch ? page.touchscreen.tap(board.x + 5, board.y + board.height - 5) : page.mouse.click(board.x + 5, board.y + board.height - 5));
      assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
    });
  }
}
