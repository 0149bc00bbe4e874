// Offline use through the service worker, and an update that never mixes builds in an open tab.
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { ROOT, isValidCompletion, launch, startServer, tapCell } from './harness.mjs';

const EASY = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const APP = ['index.html', 'sw.js', 'manifest.webmanifest', 'www', 'dist', 'pkg', 'icons', 'examples'];

async function solveAndRead(page) {
  await page.getByLabel('Puzzle').fill(EASY);
  await page.getByRole('button', { name: 'Solve' }).click();
  await page.getByRole('status').filter({ hasText: 'Unique solution' }).waitFor({ timeout: 15000 });
  return page.getByLabel('Solution', { exact: true }).inputValue();
}

async function waitForControl(page) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null, null, { timeout: 15000 });
}

test('after one visit the app loads and solves with the network off', async (t) => {
  const server = await startServer();
  const { context, page, errors, close } = await launch();
  t.after(async () => {
    await close();
    await server.stop();
  });
  await page.goto(server.url);
  await waitForControl(page);
  await context.setOffline(true);
  await page.reload();
  assert.equal(await page.evaluate(() => navigator.onLine), false);
  await page.getByRole('button', { name: 'Solve' }).waitFor();
  const solution = await solveAndRead(page);
  assert.match(solution, /^534678912/);
  // The logical solver (pkg/logic/, loaded after the solver alone) works offline too.
  await page.getByRole('button', { name: 'Clear' }).click();
  await page.getByLabel('Puzzle').fill(EASY);
  await page.getByRole('button', { name: 'Hint', exact: true }).click();
  await page.getByRole('status').filter({ hasText: 'Hint:' }).waitFor({ timeout: 15000 });
  // The embedding example is cached too.
  await page.goto(`${server.url}examples/embed.html`);
  await page.locator('#first').getByRole('button', { name: 'Solve' }).click();
  await page.locator('#first').getByRole('status').filter({ hasText: 'Unique solution' }).waitFor();
  assert.deepEqual(errors, []);
});

test('after one visit with no photo read, a photo is read with the network off', async (t) => {
  const server = await startServer();
  const { context, page, errors, close } = await launch({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  t.after(async () => {
    await close();
    await server.stop();
  });
  await page.goto(server.url);
  await waitForControl(page);
  await context.setOffline(true);
  await page.reload();
  await page.getByRole('button', { name: 'Solve' }).waitFor();
  // The photo reader's wasm was never loaded by the page: the service worker cached it.
  await page.getByLabel('Photo').setInputFiles(path.join(ROOT, 'tests/fixtures/vision/image100.jpg'));
  await page.getByRole('status').filter({ hasText: 'Check them against the puzzle' }).waitFor({ timeout: 15000 });
  const truth = readFileSync(path.join(ROOT, 'tests/fixtures/vision/truth.txt'), 'utf8').match(/^image100\.jpg (\S+)/m)[1];
  assert.equal((await page.evaluate(() => document.querySelector('sudoku-solver').puzzle)).replace(/\s/g, '').replace(/0/g, '.'), truth);
  assert.equal(await page.evaluate(() => navigator.onLine), false);
  assert.deepEqual(errors, []);
});

/** The caches of builds (not the service worker's records). */
const buildCaches = (page) => page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith('sudoku-solver-')));

/** What tab `page` is served at `url` (through the service worker, as its own requests are). */
const servedText = (page, url) => page.evaluate(async (u) => (await fetch(u)).text(), url);
const servedBytes = (page, url) => page.evaluate(async (u) => (await (await fetch(u)).arrayBuffer()).byteLength, url);

/** Appends `text` to the deployed file `file` (under `dir`); returns the new content. */
function deploy(dir, file, text) {
  const target = path.join(dir, file);
  const next = Buffer.concat([readFileSync(target), Buffer.from(text)]);
  writeFileSync(target, next);
  return next;
}

test('an update never mixes builds: open tabs keep their own (worker, lazy modules, wasm) and offer to reload; new tabs get the new one; the old cache goes with its last tab', async (t) => {
  // A private copy of the built app (build A), so that the test can deploy build B into it.
  const dir = mkdtempSync(path.join(tmpdir(), 'sudoku-deploy-'));
  for (const entry of APP) cpSync(path.join(ROOT, entry), path.join(dir, entry), { recursive: true });
  const server = await startServer(dir);
  const { context, page, errors, close } = await launch();
  t.after(async () => {
    await close();
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  });
  // Build A: the app (a first visit, the worker installed under it) and the embedding example.
  await page.goto(`${server.url}#p=${EASY}`);
  await waitForControl(page);
  await tapCell(page, 2);
  await page.keyboard.press('4');
  const entries = await page.evaluate(() => document.querySelector('sudoku-solver').entries);
  assert.equal(entries[2], '4');
  const embed = await context.newPage();
  embed.on('pageerror', (e) => errors.push(String(e)));
  await embed.goto(`${server.url}examples/embed.html`);
  await embed.locator('#first').getByRole('button', { name: 'Solve' }).waitFor();
  const [oldCache, ...others] = await buildCaches(page);
  assert.deepEqual(others, []);

  // Build B: a new id, and a changed engine worker, lazy chunks (the page's and the worker's) and wasm.
  const chunks = readdirSync(path.join(dir, 'dist/chunks'));
  const lazy = {
    worker: 'dist/engine/worker.js',
    embedWorker: 'www/engine/worker.js',
    techniques: `dist/chunks/${chunks.find((name) => name.startsWith('technique-examples-'))}`,
    logicGlue: `dist/chunks/${chunks.find((name) => name.startsWith('sudoku_engine-'))}`,
  };
  const before = {};
  for (const [key, file] of Object.entries(lazy)) before[key] = readFileSync(path.join(dir, file), 'utf8');
  for (const file of Object.values(lazy)) deploy(dir, file, '\n// build B\n');
  const wasmA = readFileSync(path.join(dir, 'pkg/logic/sudoku_engine_bg.wasm')).length;
  const name = Buffer.from('deploy-test');
  const payload = Buffer.from('build B');
  const wasmB = deploy(dir, 'pkg/logic/sudoku_engine_bg.wasm', Buffer.concat([Buffer.from([0, 1 + name.length + payload.length, name.length]), name, payload])).length;
  const info = path.join(dir, 'pkg/build-info.js');
  writeFileSync(info, readFileSync(info, 'utf8').replace(/BUILD_ID = "([^"]*)"/, 'BUILD_ID = "$1-b"'));

  // The update: B installs and takes over at once; the app's tab offers to reload.
  await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r.update()));
  const reload = page.getByRole('button', { name: 'Reload' });
  await reload.waitFor({ timeout: 20000 });
  assert.equal((await buildCaches(page)).length, 2, 'the old build is kept while its tabs are open');

  // The old tabs, after the update, get build A's files only, even for what they load late: a
  // fresh engine worker (the element moved, as an embedding page may do), its lazy full package,
  // the page's lazy technique examples.
  for (const [tab, files] of [[page, ['worker', 'techniques', 'logicGlue']], [embed, ['embedWorker']]]) {
    for (const key of files) assert.equal(await servedText(tab, server.url + lazy[key]), before[key], `${key} of build A in ${tab === page ? 'the app' : 'the embedding page'}`);
    assert.equal(await servedBytes(tab, `${server.url}pkg/logic/sudoku_engine_bg.wasm`), wasmA);
    await tab.evaluate(() => {
      const solver = document.querySelector('sudoku-solver');
      const parent = solver.parentNode;
      solver.remove();
      parent.prepend(solver);
    });
  }
  await page.getByRole('button', { name: 'Solve' }).click();
  await page.getByRole('status').filter({ hasText: 'Unique solution' }).waitFor({ timeout: 15000 });
  assert.ok(isValidCompletion(EASY, await page.getByLabel('Solution', { exact: true }).inputValue()));
  await page.getByRole('button', { name: 'Undo' }).click();
  assert.equal(await page.evaluate(() => document.querySelector('sudoku-solver').entries), entries, 'Undo took the solution back');
  await page.getByRole('button', { name: 'Hint', exact: true }).click();
  await page.getByRole('status').filter({ hasText: 'Hint:' }).waitFor({ timeout: 15000 });
  await page.getByRole('button', { name: 'Techniques', exact: true }).click();
  await page.getByRole('dialog').getByRole('img').first().waitFor();
  await page.keyboard.press('Escape');
  await embed.locator('#first').getByRole('button', { name: 'Solve' }).click();
  await embed.locator('#first').getByRole('status').filter({ hasText: 'Unique solution' }).waitFor({ timeout: 15000 });
  // A new tab gets build B.
  const fresh = await context.newPage();
  fresh.on('pageerror', (e) => errors.push(String(e)));
  await fresh.goto(server.url);
  await fresh.getByRole('button', { name: 'Solve' }).waitFor();
  assert.match(await servedText(fresh, server.url + lazy.worker), /\/\/ build B\n$/);
  assert.equal(await servedBytes(fresh, `${server.url}pkg/logic/sudoku_engine_bg.wasm`), wasmB);
  // The board (saved by the other tab) solves in build B.
  await fresh.getByRole('button', { name: 'Solve' }).click();
  await fresh.getByRole('status').filter({ hasText: 'Unique solution' }).waitFor({ timeout: 15000 });
  assert.ok(isValidCompletion(EASY, await fresh.getByLabel('Solution', { exact: true }).inputValue()));
  await fresh.waitForTimeout(2500); // the page asks the worker which build it runs
  assert.equal(await fresh.locator('#update-banner').isHidden(), true, 'no update offered to build B');
  await fresh.close();

  // Reload: the old tab comes back as build B with the person's board.
  await Promise.all([page.waitForEvent('load'), reload.click()]);
  await page.getByRole('button', { name: 'Solve' }).waitFor();
  assert.match(await servedText(page, server.url + lazy.worker), /\/\/ build B\n$/);
  assert.equal(await page.evaluate(() => document.querySelector('sudoku-solver').entries), entries, 'the entry survives the reload');
  await page.waitForTimeout(2500);
  assert.equal(await page.locator('#update-banner').isHidden(), true);

  // The embedding tab, still open, still runs build A throughout, with a fresh worker too.
  assert.equal(await servedText(embed, server.url + lazy.embedWorker), before.embedWorker, 'the embedding page keeps build A after another tab reloaded');
  assert.equal(await servedBytes(embed, `${server.url}pkg/logic/sudoku_engine_bg.wasm`), wasmA);
  await embed.evaluate(() => {
    const solver = document.querySelector('sudoku-solver');
    solver.parentNode.prepend(solver);
  });
  await embed.locator('#first').getByRole('button', { name: 'Clear' }).click();
  await embed.locator('#first').getByLabel('Puzzle').fill(EASY);
  await embed.locator('#first').getByRole('button', { name: 'Solve' }).click();
  await embed.locator('#first').getByRole('status').filter({ hasText: 'Unique solution' }).waitFor({ timeout: 15000 });
  // Its workers are recorded as build A's, as the page is.
  const records = await embed.evaluate(async () => {
    const cache = await caches.open('sudoku-solver:records');
    return Promise.all((await cache.keys()).map(async (request) => [request.url, await (await cache.match(request)).json()]));
  });
  const builds = records.filter(([url]) => url.includes('/client/')).map(([, record]) => record.build);
  assert.ok(builds.filter((build) => `sudoku-solver-${build}` === oldCache).length >= 2, `the embedding page and its worker run build A: ${JSON.stringify(records)}`);

  // The last tab of build A closes: its cache goes (at the next page load, or a grace period later).
  await embed.close();
  await page.reload();
  for (let i = 0; i < 60 && (await buildCaches(page)).includes(oldCache); i++) await page.waitForTimeout(500);
  const left = await buildCaches(page);
  assert.equal(left.length, 1, `one build cache left: ${left}`);
  assert.notEqual(left[0], oldCache);
  assert.deepEqual(errors, []);
});
