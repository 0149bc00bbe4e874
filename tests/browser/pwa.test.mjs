// Offline use through the service worker, and a new build replacing the cached one.
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { ROOT, launch, startServer } from './harness.mjs';

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

test('a new build is offered, then served without stale files, and the old cache is deleted', async (t) => {
  // A private copy of the built app, so the test can deploy a "new build" into it.
  const dir = mkdtempSync(path.join(tmpdir(), 'sudoku-deploy-'));
  for (const entry of APP) cpSync(path.join(ROOT, entry), path.join(dir, entry), { recursive: true });
  const server = await startServer(dir);
  const { page, errors, close } = await launch();
  t.after(async () => {
    await close();
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  });
  await page.goto(server.url);
  await waitForControl(page);
  const oldCaches = await page.evaluate(() => caches.keys());
  assert.equal(oldCaches.length, 1);

  // Deploy: the wasm changes (an extra custom section) and so does the build id.
  const wasmPath = path.join(dir, 'pkg/logic/sudoku_engine_bg.wasm');
  const name = Buffer.from('deploy-test');
  const payload = Buffer.from(String(Date.now()));
  const section = Buffer.concat([Buffer.from([0, 1 + name.length + payload.length, name.length]), name, payload]);
  const newWasm = Buffer.concat([readFileSync(wasmPath), section]);
  writeFileSync(wasmPath, newWasm);
  const info = path.join(dir, 'pkg/build-info.js');
  writeFileSync(info, readFileSync(info, 'utf8').replace(/BUILD_ID = "([^"]*)"/, 'BUILD_ID = "$1-next"'));

  await page.reload(); // the browser checks sw.js and its imported build-info.js
  await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r.update()));
  const reload = page.getByRole('button', { name: 'Reload' });
  await reload.waitFor({ timeout: 15000 });
  await Promise.all([page.waitForEvent('load'), reload.click()]);
  await waitForControl(page);
  const served = await page.evaluate(async () => (await (await fetch('pkg/logic/sudoku_engine_bg.wasm')).arrayBuffer()).byteLength);
  assert.equal(served, newWasm.length, 'the new wasm is served');
  const caches = await page.evaluate(() => caches.keys());
  assert.equal(caches.length, 1, `only the new cache remains: ${caches}`);
  assert.notEqual(caches[0], oldCaches[0]);
  assert.match(await solveAndRead(page), /^534678912/);
  assert.deepEqual(errors, []);
});
