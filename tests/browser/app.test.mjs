// The page, driven the way a person uses it: paste, type on the board, solve, read results.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, test } from 'node:test';
import { TARGET_SAMPLE, artifact, isValidCompletion, launch, slowEngine, startServer, targetScore } from './harness.mjs';

const EASY = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const HARDEST = '........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3';
const MANY = '8.........95.......76.........426798...571243...893165......916....3.487....1.532';

let server;
let browser;

before(async () => {
  server = await startServer();
  browser = await launch();
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

/** A fresh tab on the app that records CSP violations; closes itself via the returned fn. */
async function openApp(t, hash = '') {
  const page = await browser.context.newPage();
  const pageErrors = [];
  page.on('pageerror', (e) => pageErrors.push(String(e)));
  await page.addInitScript(() => {
    window.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => window.__csp.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  await page.goto(server.url + hash);
  await page.getByRole('button', { name: 'Solve' }).waitFor();
  t.after(async () => {
    const csp = await page.evaluate(() => window.__csp).catch(() => []);
    await page.close();
    assert.deepEqual(csp, [], 'no Content-Security-Policy violations');
    assert.deepEqual(pageErrors, [], 'no uncaught page errors');
  });
  return page;
}

const status = (page) => page.getByRole('status');
const solutionField = (page) => page.getByLabel('Solution', { exact: true });

async function waitForStatus(page, pattern, timeout = 15000) {
  await page.waitForFunction(
    ([source, flags]) => new RegExp(source, flags).test(document.querySelector('[role="status"]')?.textContent ?? ''),
    [pattern.source, pattern.flags],
    { timeout },
  );
  return status(page).textContent();
}

/** Centre of the cell (0..80) on the board canvas, in page coordinates. */
async function cellPoint(page, cell) {
  const box = await page.locator('sudoku-solver canvas').boundingBox();
  return { x: box.x + ((cell % 9) + 0.5) * (box.width / 9), y: box.y + (Math.floor(cell / 9) + 0.5) * (box.height / 9) };
}

test('paste a puzzle, Solve: the Solution field holds a valid completion', async (t) => {
  const page = await openApp(t);
  // The names outside checks rely on (README "The app") each find exactly one element.
  for (const name of ['Puzzle', 'Solution']) assert.equal(await page.getByLabel(name).count(), 1, `label ${name}`);
  assert.equal(await page.getByRole('button', { name: 'Solve' }).count(), 1);
  assert.equal(await page.getByRole('button', { name: /target score/i }).count(), 1);
  assert.equal(await page.getByRole('status').count(), 1);
  assert.equal(await page.getByLabel('Solution').getAttribute('readonly'), '');
  await page.getByLabel('Puzzle').fill(HARDEST);
  await page.getByRole('button', { name: 'Solve' }).click();
  const text = await waitForStatus(page, /Unique solution/);
  assert.match(text, /\d+ nodes/);
  const solution = await solutionField(page).inputValue();
  assert.equal(solution.length, 81);
  assert.ok(isValidCompletion(HARDEST, solution), `valid completion: ${solution}`);
  // The board mirror reports solved digits too.
  const firstEmpty = HARDEST.indexOf('.');
  const label = await page.getByRole('gridcell').nth(firstEmpty).getAttribute('aria-label');
  assert.equal(label, `row 1, column ${firstEmpty + 1}, ${solution[firstEmpty]}, solved`);
  await page.screenshot({ path: artifact('solved-desktop.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(200);
  await page.screenshot({ path: artifact('solved-phone.png'), fullPage: true });
});

test('typing on the board: click a cell, digits, arrows, Backspace/Delete/0', async (t) => {
  const page = await openApp(t);
  const puzzle = page.getByLabel('Puzzle');
  await puzzle.fill(EASY);
  const cellsNow = async () => (await puzzle.inputValue()).replace(/\s+/g, '');
  const at = (cell) => cellsNow().then((s) => s[cell]);

  const p = await cellPoint(page, 2); // row 1, column 3 (empty)
  await page.mouse.click(p.x, p.y);
  await page.keyboard.type('4');
  assert.equal(await at(2), '4');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('6');
  assert.equal(await at(3), '6');
  await page.keyboard.press('ArrowDown'); // row 2, column 4 holds a given 1: locked in play
  await page.keyboard.press('Backspace');
  assert.equal(await at(12), '1');
  await page.keyboard.press('5');
  assert.equal(await at(12), '1');
  await waitForStatus(page, /given of the puzzle/);
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowUp'); // back to row 1, column 3
  await page.keyboard.press('Delete');
  assert.equal(await at(2), '.');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('0');
  assert.equal(await at(3), '.');
  await page.keyboard.press('x'); // ignored
  const focused = await page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
  assert.equal(focused, 'row 1, column 4, empty');
  // Typing a clashing digit outlines the clash and the status says where.
  await page.keyboard.press('7'); // row 1 already has a 7 in column 5
  const text = await waitForStatus(page, /clash/i);
  assert.match(text, /7 at row 1, column 4 clashes with row 1, column 5/);
});

test('the target-score contest sample gives 2829', async (t) => {
  const page = await openApp(t);
  await page.getByLabel('Puzzle').fill(TARGET_SAMPLE);
  await page.getByRole('button', { name: /target score/i }).click();
  const text = await waitForStatus(page, /Max target score: -?\d+/);
  assert.match(text, /Max target score: 2829(?!\d)/);
  const solution = await solutionField(page).inputValue();
  assert.ok(isValidCompletion(TARGET_SAMPLE.replace(/ /g, ''), solution));
  assert.equal(targetScore(solution), 2829);
  // Ring weights are announced in target mode.
  assert.match(await page.getByRole('gridcell').nth(40).getAttribute('aria-label'), /weight 10/);
  await page.screenshot({ path: artifact('target-desktop.png') });
});

test('a malformed puzzle shows the positioned error', async (t) => {
  const page = await openApp(t);
  await page.getByLabel('Puzzle').fill(EASY.slice(0, 20) + 'x' + EASY.slice(21));
  assert.match(await waitForStatus(page, /invalid character/i), /“x” at row 3, column 3/);
  await page.getByRole('button', { name: 'Solve' }).click(); // the engine's verdict, same position
  assert.match(await waitForStatus(page, /invalid character/i), /row 3, column 3/);
  assert.equal(await solutionField(page).inputValue(), '');
  await page.getByLabel('Puzzle').fill(EASY.slice(1));
  assert.match(await waitForStatus(page, /Expected 81 cells/), /found 80/);
});

test('clashing givens: the status names the cells, Solve says No solution', async (t) => {
  const page = await openApp(t);
  await page.getByLabel('Puzzle').fill('5....5' + '.'.repeat(75));
  assert.match(await waitForStatus(page, /Clashing givens/), /5 at row 1, column 1 clashes with row 1, column 6/);
  assert.match(await page.getByRole('gridcell').nth(5).getAttribute('aria-label'), /clashes/);
  await page.getByRole('button', { name: 'Solve' }).click();
  const text = await waitForStatus(page, /No solution/);
  assert.match(text, /row 1, column 6/);
});

test('examples: many solutions and no solution', async (t) => {
  const page = await openApp(t);
  await page.getByRole('combobox', { name: 'Examples' }).selectOption({ label: 'Many solutions' });
  assert.equal((await page.getByLabel('Puzzle').inputValue()).trim(), MANY);
  await page.getByRole('button', { name: 'Solve' }).click();
  await waitForStatus(page, /Multiple solutions/);
  assert.ok(isValidCompletion(MANY, await solutionField(page).inputValue()));
  await page.getByRole('combobox', { name: 'Examples' }).selectOption({ label: 'No solution' });
  await page.getByRole('button', { name: 'Solve' }).click();
  await waitForStatus(page, /No solution/);
  assert.equal(await solutionField(page).inputValue(), '');
  await page.getByRole('button', { name: 'Clear' }).click();
  assert.equal(await page.getByLabel('Puzzle').inputValue(), '');
});

/**
 * A profile of its own with service workers blocked (so routes see every request), where each
 * slice of the target search is one node followed by 100 ms of work (the near-empty grid
 * `hard_04` takes about 700 nodes, over a minute here).
 */
async function slowProfile(t) {
  const own = await launch({ serviceWorkers: 'block' });
  t.after(() => own.close());
  await slowEngine(own.context, { targetSliceMs: 100 });
  return own;
}

test('a long target search keeps the page responsive, and Cancel stops it', async (t) => {
  const { page, errors } = await slowProfile(t);
  await page.goto(server.url);
  const hard = readFileSync(new URL('../fixtures/target/hard_04.in', import.meta.url), 'utf8')
    .replace(/\s+/g, '')
    .replaceAll('0', '.'); // one line, so that character 40 is cell 40
  await page.getByLabel('Puzzle').fill(hard);
  await page.getByRole('button', { name: /target score/i }).click();
  const progress = page.locator('.ss-progress-text');
  await page.waitForFunction(() => /[1-9][\d,]* nodes/.test(document.querySelector('.ss-progress-text')?.textContent ?? ''));
  const before = await progress.textContent();
  // The main thread stays free: timers fire on time and typing on the board works.
  const lag = await page.evaluate(async () => {
    let worst = 0;
    for (let i = 0; i < 20; i++) {
      const t0 = performance.now();
      await new Promise((r) => setTimeout(r, 10));
      worst = Math.max(worst, performance.now() - t0 - 10);
    }
    return worst;
  });
  assert.ok(lag < 100, `timer lag ${lag} ms`);
  const p = await cellPoint(page, 40);
  await page.mouse.click(p.x, p.y);
  await page.keyboard.type('9');
  assert.equal((await page.getByLabel('Puzzle').inputValue())[40], '9');
  await page.waitForFunction((b) => document.querySelector('.ss-progress-text')?.textContent !== b, before);
  assert.match(await status(page).textContent(), /Searching/);
  await page.screenshot({ path: artifact('target-running.png') });
  await page.getByRole('button', { name: 'Cancel' }).click();
  await waitForStatus(page, /Search cancelled/);
  assert.equal(await page.getByRole('button', { name: 'Cancel' }).isVisible(), false);
  await page.waitForTimeout(300);
  assert.match(await status(page).textContent(), /Search cancelled/, 'no late result after Cancel');
  // A fresh worker answers the next request.
  await page.getByLabel('Puzzle').fill(EASY);
  await page.getByRole('button', { name: 'Solve' }).click();
  await waitForStatus(page, /Unique solution/);
  assert.deepEqual(errors, []);
});

test('a failing engine shows a message and the next request works', async (t) => {
  const own = await launch({ serviceWorkers: 'block' });
  t.after(() => own.close());
  const { context, page } = own;
  // A broken wasm download (a bad deploy, a network blip) for the first worker.
  await context.route('**/*_bg.wasm', (route) => route.fulfill({ status: 200, contentType: 'application/wasm', body: 'not wasm' }));
  await page.goto(server.url);
  await page.getByLabel('Puzzle').fill(EASY);
  await page.getByRole('button', { name: 'Solve' }).click();
  assert.match(await waitForStatus(page, /engine stopped unexpectedly/), /try again/);
  await context.unroute('**/*_bg.wasm');
  await page.getByRole('button', { name: 'Solve' }).click();
  await waitForStatus(page, /Unique solution/);
  assert.ok(isValidCompletion(EASY, await solutionField(page).inputValue()));
  assert.deepEqual(own.errors, []);
});

test('the first load leaves the step texts for later; the first hint has them', async (t) => {
  const page = await browser.context.newPage();
  t.after(() => page.close());
  await page.addInitScript(() => {
    // What the page had fetched when the engine said it was ready.
    const record = () => (window.__atReady = performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname));
    document.addEventListener('sudoku-ready', record, { capture: true, once: true });
  });
  await page.goto(server.url);
  const atReady = await (await page.waitForFunction(() => window.__atReady)).jsonValue();
  assert.ok(atReady.includes('/dist/app.js'), `the page's bundle is among its fetches: ${atReady}`);
  assert.deepEqual(atReady.filter((p) => p.includes('step-text')), [], 'no step texts before ready');
  await page.getByLabel('Puzzle').fill(EASY);
  await page.getByRole('button', { name: 'Hint' }).click();
  assert.match(await waitForStatus(page, /Hint: \S/), /Hint: (Full House|Hidden Single|Naked Single)/);
  const fetched = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname));
  assert.ok(fetched.some((p) => /^\/dist\/chunks\/step-text-\w+\.js$/.test(p)), `the texts came as their own chunk: ${fetched}`);
});
