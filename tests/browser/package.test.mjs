// The drop-in package for site owners (`make package`: dist/package/ and its npm tarball),
// embedded as a site owner would: unpacked under a sub-path of a static site with a strict CSP
// (and offline after one visit, through the site's service worker),
// loaded from another origin as from a CDN, installed with npm into an app bundled by esbuild
// following the package README's recipe as written, and two elements on one page. Every answer
// is checked against the rules here.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { ROOT, TARGET_SAMPLE, artifact, isValidCompletion, launchBrowser, targetScore } from './harness.mjs';

const EASY = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const SAMPLE_LINE = TARGET_SAMPLE.replace(/\s+/g, '').replace(/0/g, '.');
const PACKAGE = path.join(ROOT, 'dist/package');
const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.wasm': 'application/wasm', '.json': 'application/json' };

/** A static file server for `root` on a free 127.0.0.1 port, sending `headers` with every file; resolves {url, requests, stop}. */
function serveStatic(root, headers = {}) {
  const requests = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url, 'http://x');
    requests.push(url.pathname);
    const file = path.join(root, decodeURIComponent(url.pathname));
    const target = file.endsWith(path.sep) ? path.join(file, 'index.html') : file;
    if (!target.startsWith(root + path.sep) || !existsSync(target) || !statSync(target).isFile()) {
      res.writeHead(404, headers).end('not found');
      return;
    }
    res.writeHead(200, { 'Content-Type': TYPES[path.extname(target)] ?? 'application/octet-stream', ...headers });
    res.end(readFileSync(target));
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () =>
      resolve({ url: `http://127.0.0.1:${server.address().port}`, requests, stop: () => new Promise((r) => server.close(r)) }),
    );
  });
}

/** The package's manifest and its tarball's path (built by `make package`). */
function tarball() {
  const manifest = JSON.parse(readFileSync(path.join(PACKAGE, 'package.json'), 'utf8'));
  const file = path.join(ROOT, 'dist', `${manifest.name}-${manifest.version}.tgz`);
  assert.ok(existsSync(file), `${file} missing: run make package`);
  return { manifest, file };
}

/** Unpacks the tarball into `dir` (npm's tarballs hold one folder, package/), renamed `name`. */
function unpack(dir, name) {
  mkdirSync(dir, { recursive: true });
  execFileSync('tar', ['-xzf', tarball().file, '-C', dir]);
  renameSync(path.join(dir, 'package'), path.join(dir, name));
}

/** The code blocks of `lang` ('' for none) in the package README's section headed `heading`. */
function readmeBlocks(heading, lang) {
  const readme = readFileSync(path.join(PACKAGE, 'README.md'), 'utf8');
  const start = readme.indexOf(`\n## ${heading}`);
  assert.ok(start >= 0, `README section "${heading}"`);
  const end = readme.indexOf('\n## ', start + 1);
  const blocks = [];
  let open = null; // {lang, lines} while inside a fence
  for (const line of readme.slice(start, end < 0 ? undefined : end).split('\n')) {
    if (open && line === '```') {
      if (open.lang === lang) blocks.push(open.lines.join('\n') + '\n');
      open = null;
    } else if (open) {
      open.lines.push(line);
    } else if (line.startsWith('```')) {
      open = { lang: line.slice(3).trim(), lines: [] };
    }
  }
  return blocks;
}

/** The strict CSP the package README promises the element runs under (its last policy block there). */
const strictCsp = () => readmeBlocks('Content Security Policy', '').at(-1).trim();

let browser;
let work;
before(async () => {
  browser = await launchBrowser();
  work = mkdtempSync(path.join(tmpdir(), 'sudoku-package-'));
});
after(async () => {
  await browser?.browser.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

/**
 * A page at `url` in a fresh context, recording CSP violations, uncaught errors and the workers
 * it starts; checked to have none of the first two after the test.
 */
async function openPage(t, url, options = { serviceWorkers: 'block' }) {
  const context = await browser.newContext(options);
  await context.addInitScript(() => {
    window.__csp = [];
    window.__ready = [];
    document.addEventListener('securitypolicyviolation', (e) => window.__csp.push(`${e.violatedDirective} ${e.blockedURI}`));
    document.addEventListener('sudoku-ready', (e) => window.__ready.push(e.target.id));
  });
  const page = await context.newPage();
  const errors = [];
  const workers = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('worker', (w) => workers.push(w.url()));
  t.after(async () => {
    const csp = await page.evaluate(() => window.__csp).catch(() => []);
    await context.close();
    assert.deepEqual(csp, [], 'no CSP violations');
    assert.deepEqual(errors, [], 'no uncaught page errors');
  });
  await page.goto(url);
  return { context, page, workers };
}

/** Solves in the element `selector` and checks the answer against the rules; returns the solution. */
async function solveIn(page, selector, puzzle) {
  const element = page.locator(selector);
  await element.getByRole('button', { name: 'Solve' }).click();
  await element.getByRole('status').filter({ hasText: 'Unique solution' }).waitFor();
  const solution = await element.getByLabel('Solution', { exact: true }).inputValue();
  assert.ok(isValidCompletion(puzzle, solution), `${selector}: ${solution} completes the puzzle`);
  return solution;
}

/** Asks the element `selector` for a hint on its board (the full wasm, loaded on first need); returns the step. */
async function hintIn(page, selector) {
  const step = await page.evaluate((sel) => document.querySelector(sel).hint(), selector);
  assert.ok(step && typeof step.technique === 'string' && step.technique !== 'Mistake', `a step: ${JSON.stringify(step)}`);
  assert.ok(step.placements.length + step.eliminations.length > 0, 'the step changes something');
  return step;
}

/** Checks a step as a proof against the puzzle's `solution`. */
function checkStep(step, solution) {
  for (const [cell, digit] of step.placements) assert.equal(String(digit), solution[cell], `placement r${Math.floor(cell / 9) + 1}c${(cell % 9) + 1}`);
  for (const [cell, digit] of step.eliminations) assert.notEqual(String(digit), solution[cell], `elimination r${Math.floor(cell / 9) + 1}c${(cell % 9) + 1}`);
}

test('npm pack lists exactly the files a site needs, and package.json names them', () => {
  const { manifest } = tarball();
  const cargo = readFileSync(path.join(ROOT, 'Cargo.toml'), 'utf8');
  assert.equal(manifest.version, /^version\s*=\s*"([^"]+)"/m.exec(cargo)[1], 'version from Cargo.toml');
  assert.equal(manifest.license, 'MIT OR Apache-2.0');
  assert.equal(manifest.module, './dist/sudoku-solver.js');
  assert.equal(manifest.exports['.'].default, './dist/sudoku-solver.js');
  assert.equal(manifest.types, './dist/sudoku-solver.d.ts');
  assert.equal(manifest.dependencies, undefined, 'no dependencies');

  const [packed] = JSON.parse(execFileSync('npm', ['pack', '--dry-run', '--json', '--loglevel=error'], { cwd: PACKAGE, encoding: 'utf8' }));
  const files = packed.files.map((f) => f.path).sort();
  const chunks = files.filter((f) => f.startsWith('dist/chunks/'));
  const snippets = files.filter((f) => f.startsWith('pkg/snippets/'));
  const expected = [
    'LICENSE-APACHE',
    'LICENSE-MIT',
    'README.md',
    'dist/engine/worker.js',
    'dist/sudoku-solver.css',
    'dist/sudoku-solver.d.ts',
    'dist/sudoku-solver.js',
    'package.json',
    'pkg/core/sudoku_engine_bg.wasm',
    'pkg/logic/sudoku_engine_bg.wasm',
    'pkg/vision/sudoku_engine_bg.wasm',
    'pkg/sudoku_engine.d.ts',
    'pkg/sudoku_engine.js',
    'pkg/sudoku_engine_bg.wasm',
    ...chunks,
    ...snippets,
  ].sort();
  assert.deepEqual(files, expected);
  // The chunks are exactly those the module and the worker import: none missing, none stray.
  assert.ok(chunks.length > 0 && chunks.every((f) => /^dist\/chunks\/[\w-]+\.js$/.test(f)), chunks.join(' '));
  const code = [...files.filter((f) => f.endsWith('.js') && f.startsWith('dist/'))].map((f) => readFileSync(path.join(PACKAGE, f), 'utf8')).join('\n');
  const imported = new Set([...code.matchAll(/["'](?:\.\.?\/)+(?:chunks\/)?([\w-]+-[A-Z0-9]{8}\.js)["']/g)].map((m) => `dist/chunks/${m[1]}`));
  assert.deepEqual([...imported].sort(), chunks, 'chunks imported = chunks packed');
  // The JS API's glue comes with the inline JS it imports, and nothing more.
  const glue = readFileSync(path.join(PACKAGE, 'pkg/sudoku_engine.js'), 'utf8');
  const glueImports = new Set([...glue.matchAll(/from ["']\.\/(snippets\/[^"']+)["']/g)].map((m) => `pkg/${m[1]}`));
  assert.deepEqual([...glueImports].sort(), snippets, 'snippets imported = snippets packed');
  // Every file named by package.json is in the package.
  for (const entry of [manifest.module, manifest.types, ...Object.values(manifest.exports).flatMap((e) => (typeof e === 'string' ? [e] : Object.values(e)))]) {
    assert.ok(files.includes(entry.replace(/^\.\//, '')), `${entry} is packed`);
  }
  // The licence files are the repository's.
  for (const licence of ['LICENSE-MIT', 'LICENSE-APACHE']) {
    assert.equal(readFileSync(path.join(PACKAGE, licence), 'utf8'), readFileSync(path.join(ROOT, licence), 'utf8'));
  }
});

test('unpacked under /games/sudoku/ of a static site with a strict CSP: two elements work independently', async (t) => {
  const site = path.join(work, 'site');
  unpack(path.join(site, 'games'), 'sudoku');
  writeFileSync(
    path.join(site, 'games/index.html'),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Games</title>
<script type="module" src="/games/sudoku/dist/sudoku-solver.js"></script></head><body>
<sudoku-solver id="first" hints puzzle="${EASY}"></sudoku-solver>
<sudoku-solver id="second" mode="target" puzzle="${SAMPLE_LINE}"></sudoku-solver>
</body></html>`,
  );
  const server = await serveStatic(site, { 'Content-Security-Policy': strictCsp() });
  t.after(() => server.stop());
  const { page, workers } = await openPage(t, `${server.url}/games/`);
  await page.waitForFunction(() => ['first', 'second'].every((id) => window.__ready.includes(id)));
  assert.equal(workers.length, 2, `one worker per element: ${workers}`);
  assert.ok(workers.every((w) => w === `${server.url}/games/sudoku/dist/engine/worker.js`), workers.join(' '));

  // The hint needs the logical solver's wasm, which the worker loads with its chunk from the package.
  const step = await hintIn(page, '#first');
  // Both searches at once, each in its own element.
  const second = page.locator('#second');
  await second.getByRole('button', { name: /target score/i }).click();
  const solution = await solveIn(page, '#first', EASY);
  await second.getByRole('status').filter({ hasText: 'Max target score: 2829' }).waitFor();
  const best = await second.getByLabel('Solution', { exact: true }).inputValue();
  assert.ok(isValidCompletion(SAMPLE_LINE, best));
  assert.equal(targetScore(best), 2829);
  assert.equal(await page.evaluate(() => document.getElementById('second').mode), 'target', 'the first solve left the second alone');
  assert.equal(await page.evaluate(() => document.getElementById('first').mode), 'solve');

  checkStep(step, solution);
  for (const file of ['/games/sudoku/dist/sudoku-solver.css', '/games/sudoku/pkg/core/sudoku_engine_bg.wasm', '/games/sudoku/pkg/logic/sudoku_engine_bg.wasm']) {
    assert.ok(server.requests.includes(file), `${file} requested`);
  }
  // The photo reader and the JS API's wasm are not loaded until needed (never, here).
  for (const file of ['/games/sudoku/pkg/vision/sudoku_engine_bg.wasm', '/games/sudoku/pkg/sudoku_engine_bg.wasm']) {
    assert.ok(!server.requests.includes(file), `${file} not requested`);
  }
  assert.deepEqual(
    server.requests.filter((r) => !r.startsWith('/games/sudoku/') && !['/games/', '/favicon.ico'].includes(r)),
    [],
    'nothing requested outside the package',
  );
  await page.screenshot({ path: artifact('package-subpath.png'), fullPage: true });
});

/** Every file under `dir`, relative to it, with '/' separators. */
function filesUnder(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'));
}

test('offline after one visit: a site service worker caching the files the README names', async (t) => {
  const site = path.join(work, 'offline-site');
  unpack(path.join(site, 'games'), 'sudoku');
  // The README's list: dist/ (its module, stylesheet, worker and chunks; not the types) and the three wasm files.
  const files = [
    ...filesUnder(path.join(site, 'games/sudoku/dist')).filter((f) => !f.endsWith('.d.ts')).map((f) => `dist/${f}`),
    'pkg/core/sudoku_engine_bg.wasm',
    'pkg/logic/sudoku_engine_bg.wasm',
    'pkg/vision/sudoku_engine_bg.wasm',
  ].map((f) => `/games/sudoku/${f}`);
  const precache = ['/games/', '/games/register.js', ...files];
  writeFileSync(
    path.join(site, 'games/sw.js'),
    `const FILES = ${JSON.stringify(precache)};
self.addEventListener('install', (e) => e.waitUntil(caches.open('site').then((c) => c.addAll(FILES)).then(() => self.skipWaiting())));
self.addEventListener('activate', (e) => e.waitUntil(self.clients.claim()));
self.addEventListener('fetch', (e) => e.respondWith(caches.match(e.request).then((r) => r ?? fetch(e.request))));
`,
  );
  writeFileSync(path.join(site, 'games/register.js'), "navigator.serviceWorker.register('sw.js');\n");
  writeFileSync(
    path.join(site, 'games/index.html'),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Offline</title>
<script type="module" src="register.js"></script>
<script type="module" src="sudoku/dist/sudoku-solver.js"></script></head><body>
<sudoku-solver id="offline" puzzle="${EASY}"></sudoku-solver></body></html>`,
  );
  const server = await serveStatic(site, { 'Content-Security-Policy': strictCsp() });
  t.after(() => server.stop());
  const { context, page } = await openPage(t, `${server.url}/games/`, {});
  await page.waitForFunction(() => window.__ready.includes('offline'));
  await page.waitForFunction(() => navigator.serviceWorker.controller != null, null, { timeout: 15000 });
  // Online, the element asked for nothing but those files.
  const asked = new Set(server.requests.filter((r) => r.startsWith('/games/sudoku/')));
  assert.deepEqual([...asked].filter((r) => !files.includes(r)), [], 'the element loads only the files named');

  await context.setOffline(true);
  const served = server.requests.length;
  await page.reload();
  assert.equal(await page.evaluate(() => navigator.onLine), false);
  await page.waitForFunction(() => window.__ready.includes('offline'));
  const step = await hintIn(page, '#offline');
  checkStep(step, await solveIn(page, '#offline', EASY));
  assert.equal(server.requests.length, served, 'nothing reached the server once offline');
});

test('loaded from another origin (a CDN): the worker starts through a same-origin shim', async (t) => {
  const cdnRoot = path.join(work, 'cdn');
  unpack(cdnRoot, 'sudoku-solver-element@0.1.0');
  const cdn = await serveStatic(cdnRoot, { 'Access-Control-Allow-Origin': '*' });
  t.after(() => cdn.stop());
  const base = `${cdn.url}/sudoku-solver-element@0.1.0`;
  // The CSP the README gives for a CDN, with nothing else allowed.
  const [policy] = readmeBlocks('From a CDN', '');
  const csp = `default-src 'none'; ${policy.trim().replaceAll('https://cdn.example', cdn.url)}`;
  const siteRoot = path.join(work, 'cdn-site');
  mkdirSync(siteRoot, { recursive: true });
  writeFileSync(
    path.join(siteRoot, 'index.html'),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>CDN</title>
<script type="module" src="${base}/dist/sudoku-solver.js"></script></head><body>
<sudoku-solver id="cdn" hints puzzle="${EASY}"></sudoku-solver></body></html>`,
  );
  const site = await serveStatic(siteRoot, { 'Content-Security-Policy': csp });
  t.after(() => site.stop());
  const { page, workers } = await openPage(t, `${site.url}/`);
  await page.waitForFunction(() => window.__ready.includes('cdn'));
  assert.equal(workers.length, 1);
  assert.match(workers[0], /^blob:/, 'a same-origin shim');
  const step = await hintIn(page, '#cdn');
  checkStep(step, await solveIn(page, '#cdn', EASY));
  for (const file of ['/sudoku-solver-element@0.1.0/dist/engine/worker.js', '/sudoku-solver-element@0.1.0/pkg/core/sudoku_engine_bg.wasm', '/sudoku-solver-element@0.1.0/pkg/logic/sudoku_engine_bg.wasm']) {
    assert.ok(cdn.requests.includes(file), `${file} from the CDN`);
  }
  assert.deepEqual(site.requests.filter((r) => r !== '/favicon.ico'), ['/'], 'the site serves its page alone');
});

test("installed with npm: the JS API in Node, and an app bundled by esbuild following the README's recipe as written", async (t) => {
  const app = path.join(work, 'app');
  mkdirSync(app, { recursive: true });
  writeFileSync(path.join(app, 'package.json'), JSON.stringify({ name: 'my-app', private: true, type: 'module' }));
  const npm = (args) => execFileSync('npm', [...args, '--offline', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: app, encoding: 'utf8' });
  npm(['install', tarball().file]);
  // The JS API by the package's `./engine` export, in Node: init with the packed wasm's bytes.
  const script = `
    import { readFileSync } from 'node:fs';
    import init, { solve, maxTargetScore } from 'sudoku-solver-element/engine';
    await init({ module_or_path: readFileSync('node_modules/sudoku-solver-element/pkg/sudoku_engine_bg.wasm') });
    console.log(JSON.stringify({ solve: solve(${JSON.stringify(EASY)}), target: maxTargetScore(${JSON.stringify(SAMPLE_LINE)}) }));`;
  const api = JSON.parse(execFileSync('node', ['--input-type=module', '-e', script], { cwd: app, encoding: 'utf8' }));
  assert.equal(api.solve.status, 'unique');
  assert.ok(isValidCompletion(EASY, api.solve.solution));
  assert.ok(isValidCompletion(SAMPLE_LINE, api.target.solution));
  assert.equal(targetScore(api.target.solution), api.target.score);
  assert.equal(api.target.score, 2829);

  // The app's own esbuild (as `npm install --save-dev esbuild` would give it), here the repository's.
  mkdirSync(path.join(app, 'node_modules/.bin'), { recursive: true });
  symlinkSync(path.join(ROOT, 'node_modules/esbuild'), path.join(app, 'node_modules/esbuild'));
  symlinkSync(path.join(ROOT, 'node_modules/esbuild/bin/esbuild'), path.join(app, 'node_modules/.bin/esbuild'));

  const [js] = readmeBlocks('In a bundled app', 'js');
  const [sh] = readmeBlocks('In a bundled app', 'sh');
  const [html] = readmeBlocks('In a bundled app', 'html');
  assert.ok(js && sh && html, 'the recipe has its js, sh and html blocks');
  writeFileSync(path.join(app, 'main.js'), js);
  execFileSync('bash', ['-euo', 'pipefail', '-c', sh], { cwd: app, stdio: 'pipe', env: { ...process.env, npm_config_offline: 'true' } });
  writeFileSync(
    path.join(app, 'public/index.html'),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>App</title></head><body>\n${html}</body></html>`,
  );

  const server = await serveStatic(path.join(app, 'public'), { 'Content-Security-Policy': strictCsp() });
  t.after(() => server.stop());
  const { page, workers } = await openPage(t, `${server.url}/`);
  await page.waitForFunction(() => window.__ready.length === 1);
  assert.deepEqual(workers, [`${server.url}/dist/engine/worker.js`]);
  const step = await hintIn(page, 'sudoku-solver');
  checkStep(step, await solveIn(page, 'sudoku-solver', EASY));
  // The README's module ran: its listener saw the answer.
  assert.equal(await page.title(), 'Sudoku: unique');
  assert.ok(server.requests.includes('/dist/sudoku-solver.css'), 'the stylesheet beside the bundle');
});
