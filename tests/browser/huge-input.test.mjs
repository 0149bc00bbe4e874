// Huge input on the page (issue 31): a 10 MB paste and a 1 MB #p= link are refused at once with a
// message beside the board (English and 中文), block the main thread no task over 100 ms, lose
// nothing the person typed, never reach the URL or storage; later Solve and Undo stay quick; a
// save that fails is said. Long tasks are read with a PerformanceObserver ('longtask').
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { ROOT, appPages, isValidCompletion, statusText, tapCell, waitForStatus } from './harness.mjs';

const pkgDir = new URL('pkg/', `file://${ROOT}/`);
const engine = await import(new URL('sudoku_engine.js', pkgDir));
await engine.default({ module_or_path: readFileSync(new URL('sudoku_engine_bg.wasm', pkgDir)) });

const EASY = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const SOLUTION = engine.solve(EASY).solution;
assert.ok(isValidCompletion(EASY, SOLUTION), 'the engine solves EASY');
const EMPTY_CELL = EASY.indexOf('.');
const LIMIT_MS = 100;
const MB = 1024 * 1024;

const pages = appPages();

/**
 * Records every long task of the context's pages (window.__tasks, in ms), and the time the
 * browser itself spends on huge text whatever a page does with it: handing a paste's text to the
 * page (window.__clipboardRead: a capturing listener reads it first, before any of the page's own
 * handlers), and replacing a huge URL (window.__urlMs: any history.replaceState away from a 1 MB
 * URL takes Chromium 20-300 ms on a loaded machine, with no page code at all).
 */
const watchTasks = (context) =>
  context.addInitScript(() => {
    window.__tasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__tasks.push(entry.duration);
    }).observe({ type: 'longtask', buffered: true });
    const replaceState = History.prototype.replaceState;
    window.__urlMs = 0;
    History.prototype.replaceState = function (...args) {
      const t0 = performance.now();
      try {
        return replaceState.apply(this, args);
      } finally {
        window.__urlMs += performance.now() - t0;
      }
    };
    window.__clipboardRead = 0;
    document.addEventListener(
      'paste',
      (e) => {
        const t0 = performance.now();
        e.clipboardData?.getData('text/plain');
        window.__clipboardRead = performance.now() - t0;
      },
      true,
    );
  });

/** The long tasks since the last call (ms), once the page has drawn twice and the observer has reported. */
async function takeTasks(page) {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.waitForTimeout(300);
  return page.evaluate(() => window.__tasks.splice(0).map(Math.round));
}

const longest = (tasks) => Math.max(0, ...tasks);

/** What the person has on the board: the Puzzle field, the givens, the entries. */
const boardOf = (page) =>
  page.evaluate(() => {
    const solver = document.querySelector('sudoku-solver');
    return { field: document.querySelector('sudoku-solver textarea').value, givens: solver.givens, entries: solver.entries };
  });

/** Opens EASY from a link and enters the right digit in its first empty cell; resolves the board. */
async function playEasy(t, context) {
  const page = await pages.open(t, {}, { context, hash: `#p=${EASY}` });
  await tapCell(page, EMPTY_CELL);
  await page.keyboard.press(SOLUTION[EMPTY_CELL]);
  const board = await boardOf(page);
  assert.equal(board.entries[EMPTY_CELL], SOLUTION[EMPTY_CELL], 'the entry is on the board');
  return { page, board };
}

test('a 10 MB paste, in the Puzzle field or on the board, is refused at once and loses nothing; Solve and Undo stay quick', async (t) => {
  const context = await pages.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  await watchTasks(context);
  const { page, board } = await playEasy(t, context);
  await page.evaluate((n) => navigator.clipboard.writeText('1'.repeat(n)), 10 * MB);
  await takeTasks(page);

  await page.getByLabel('Puzzle').focus();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Control+V');
  const pasteTasks = await takeTasks(page);
  const read = await page.evaluate(() => window.__clipboardRead);
  // The browser's own hand-over of 10 MB of clipboard text is the same for any paste handler.
  assert.ok(longest(pasteTasks) - read <= LIMIT_MS, `the page's work on the paste: tasks ${pasteTasks} ms, of which ${Math.round(read)} ms the browser's clipboard read`);
  t.diagnostic(`10 MB paste: long tasks ${pasteTasks} ms, the browser's clipboard read ${Math.round(read)} ms`);
  await waitForStatus(page, 'Puzzle text too long: 10,485,760 characters (at most 65,536)');
  assert.match(await statusText(page), /Not loaded: the board is as it was/);
  assert.deepEqual(await boardOf(page), board, 'the field and the board are as they were');
  assert.ok((await page.evaluate(() => location.href.length)) < 1000, 'the URL does not carry the paste');
  const stored = await page.evaluate(() => Object.keys(localStorage).reduce((n, key) => n + localStorage.getItem(key).length, 0));
  assert.ok(stored < 10_000, `storage holds ${stored} characters`);

  // Ctrl+V on the board (a text paste there loads nothing).
  await tapCell(page, EMPTY_CELL);
  await page.keyboard.press('Control+V');
  const boardTasks = await takeTasks(page);
  const boardRead = await page.evaluate(() => window.__clipboardRead);
  assert.ok(longest(boardTasks) - boardRead <= LIMIT_MS, `the page's work on a paste on the board: tasks ${boardTasks} ms, read ${Math.round(boardRead)} ms`);
  assert.deepEqual(await boardOf(page), board);

  await page.getByRole('button', { name: 'Solve' }).click();
  await waitForStatus(page, 'Unique solution');
  assert.equal(await page.getByLabel('Solution', { exact: true }).inputValue(), SOLUTION);
  await page.getByRole('button', { name: 'Undo' }).click();
  await page.getByRole('button', { name: 'Undo' }).click();
  assert.equal((await boardOf(page)).entries, '.'.repeat(81), 'Undo took the entry back');
  const laterTasks = await takeTasks(page);
  assert.ok(longest(laterTasks) <= LIMIT_MS, `Solve and Undo: tasks ${laterTasks} ms`);

  await page.getByRole('button', { name: 'Redo' }).click();
  await page.reload();
  await page.getByRole('button', { name: 'Solve' }).waitFor();
  assert.deepEqual(await boardOf(page), board, 'the saved game comes back');
});

test('a 1 MB #p= link is refused at once, in English and 中文: the saved board stays, the URL drops it', async (t) => {
  const context = await pages.newContext();
  await watchTasks(context);
  const { page, board } = await playEasy(t, context);
  const huge = `#p=${'1'.repeat(MB)}`;

  // Followed on the open page (hashchange).
  await takeTasks(page);
  await page.evaluate((hash) => {
    window.__urlMs = 0;
    location.hash = hash;
  }, huge);
  const tasks = await takeTasks(page);
  const urlMs = await page.evaluate(() => window.__urlMs);
  assert.ok(longest(tasks) - urlMs <= LIMIT_MS, `a 1 MB link followed: tasks ${tasks} ms, of which ${Math.round(urlMs)} ms the browser's URL replacement`);
  t.diagnostic(`1 MB link followed: long tasks ${tasks} ms, the browser's URL replacement ${Math.round(urlMs)} ms`);
  await waitForStatus(page, 'Puzzle text too long');
  assert.match(await statusText(page), /Not loaded: the board is as it was/);
  assert.deepEqual(await boardOf(page), board);
  assert.equal(await page.evaluate(() => location.hash), `#p=${EASY}`, 'the URL is the board link again');

  // Opened in a new tab: the saved board is restored and kept.
  const fresh = await context.newPage();
  await fresh.goto(pages.url() + huge);
  await waitForStatus(fresh, 'Puzzle text too long');
  assert.deepEqual(await boardOf(fresh), board);
  assert.ok((await fresh.evaluate(() => location.href.length)) < 1000, 'the URL does not carry the link text');

  // The puzzle attribute (an embedding page) is refused the same way.
  await fresh.evaluate(() => (document.querySelector('sudoku-solver').puzzle = '1'.repeat(10 * 1024 * 1024)));
  await waitForStatus(fresh, 'Puzzle text too long: 10,485,760 characters');
  assert.deepEqual(await boardOf(fresh), board);
  await fresh.close();

  const zh = await pages.newContext({ locale: 'zh-CN' });
  const zhPage = await pages.open(t, {}, { context: zh, hash: huge, ready: '求解' });
  await waitForStatus(zhPage, '题目文本过长：1,048,579 个字符（最多 65,536 个）');
  assert.match(await statusText(zhPage), /未载入：盘面保持原样/);
});

test('a save the browser refuses (storage full) is said beside the board', async (t) => {
  const { page } = await playEasy(t, await pages.newContext());
  // Fill the origin's storage to its quota, to the last few characters.
  await page.evaluate(() => {
    let i = 0;
    for (let size = 1 << 20; size >= 1; size >>= 1) {
      for (;;) {
        try {
          localStorage.setItem(`filler.${i++}`, 'x'.repeat(size));
        } catch {
          break;
        }
      }
    }
  });
  // Every empty cell's candidates as notes make the saved board far longer than the room left.
  await page.getByRole('button', { name: 'Fill notes' }).click();
  await waitForStatus(page, 'This browser did not save the board');
  await page.evaluate(() => {
    for (const key of Object.keys(localStorage)) if (key.startsWith('filler.')) localStorage.removeItem(key);
  });
  const next = EASY.indexOf('.', EMPTY_CELL + 1);
  await tapCell(page, next);
  await page.getByRole('button', { name: 'Notes', exact: true }).click();
  await page.keyboard.press('5');
  assert.doesNotMatch(await statusText(page), /did not save/, 'saving again, the status is the board');
  const [saved, shown] = await page.evaluate(() => [JSON.parse(localStorage.getItem('sudoku.board')).board.notes, document.querySelector('sudoku-solver').notes]);
  assert.ok(shown.filter(Boolean).length > 40, 'the notes are filled');
  assert.deepEqual(saved, shown, 'the notes are saved once storage has room');
});
