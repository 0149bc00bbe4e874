// Shared setup for the browser tests: serve the built repository root with python's static
// server on a free 127.0.0.1 port, and drive Debian's Chromium through playwright-core.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before } from 'node:test';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { EXAMPLES } from '../../www/model/examples.js';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const ARTIFACTS = path.join(ROOT, 'test-artifacts');
export const CHROMIUM = process.env.CHROMIUM || '/usr/bin/chromium';
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The NOIP 2009 target sample in the contest's nine-line format (answer 2829): the page's own example. */
export const TARGET_SAMPLE = EXAMPLES.find((example) => example.key === 'exTarget').text;

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Starts `python3 -m http.server` on `root` (the repository); resolves {url, stop}. */
export async function startServer(root = ROOT) {
  const port = await freePort();
  const proc = spawn('python3', ['-m', 'http.server', String(port), '--bind', '127.0.0.1'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'pipe'],
    // A group of its own, stopped as a whole: `python3` may be a wrapper (pyenv's shim is a
    // bash script) whose python would outlive a signal to the wrapper alone.
    detached: true,
  });
  let log = '';
  proc.stderr.on('data', (d) => (log += d));
  const url = `http://127.0.0.1:${port}/`;
  for (let i = 0; i < 100; i++) {
    try {
      const res = await fetch(url);
      if (res.ok) break;
    } catch {
      /* not up yet */
    }
    if (proc.exitCode !== null) throw new Error(`http.server exited: ${log}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        if (proc.exitCode !== null) return resolve();
        proc.once('exit', resolve);
        process.kill(-proc.pid, 'SIGTERM');
      }),
  };
}

const CONTEXT_OPTIONS = { viewport: { width: 1280, height: 900 }, locale: 'en-US' };

/** A fresh Chromium profile; resolves {context, page, close}. Options go to the context. */
export async function launch(options = {}) {
  const profile = mkdtempSync(path.join(tmpdir(), 'sudoku-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: FLAGS,
    ...CONTEXT_OPTIONS,
    ...options,
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  return {
    context,
    page,
    errors,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/**
 * A running Chromium without a profile on disk; `newContext()` on it opens an incognito context
 * (empty cache and storage), like a first visit in a browser that is already running.
 */
export async function launchBrowser() {
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: FLAGS });
  return { browser, newContext: (options = {}) => browser.newContext({ ...CONTEXT_OPTIONS, ...options }) };
}

export function artifact(name) {
  mkdirSync(ARTIFACTS, { recursive: true });
  return path.join(ARTIFACTS, name);
}

/** Each empty cell's candidates by the rules alone (digits no peer holds) in an 81-character line ('.' empty), computed here; null for a filled cell. */
export function ruleCandidates(line) {
  const peers = (a, b) =>
    a !== b &&
    (Math.floor(a / 9) === Math.floor(b / 9) || a % 9 === b % 9 || (Math.floor(a / 27) === Math.floor(b / 27) && Math.floor((a % 9) / 3) === Math.floor((b % 9) / 3)));
  return Array.from(line, (ch, a) => {
    if (ch !== '.') return null;
    const used = new Set([...line].filter((d, b) => d !== '.' && peers(a, b)));
    return [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => !used.has(String(d)));
  });
}

/** Checks the Sudoku rules in JS: `solution` completes `puzzle` (81 chars, 0 or . = empty). */
export function isValidCompletion(puzzle, solution) {
  const givens = puzzle.replace(/\s+/g, '');
  if (givens.length !== 81 || !/^[1-9]{81}$/.test(solution)) return false;
  for (let i = 0; i < 81; i++) if (/[1-9]/.test(givens[i]) && givens[i] !== solution[i]) return false;
  const units = [];
  for (let k = 0; k < 9; k++) {
    const row = [];
    const col = [];
    const box = [];
    for (let j = 0; j < 9; j++) {
      row.push(k * 9 + j);
      col.push(j * 9 + k);
      box.push((Math.floor(k / 3) * 3 + Math.floor(j / 3)) * 9 + (k % 3) * 3 + (j % 3));
    }
    units.push(row, col, box);
  }
  return units.every((u) => new Set(u.map((i) => solution[i])).size === 9);
}

/** The target score of a completed grid: sum of ring weight x digit. */
export function targetScore(solution) {
  let sum = 0;
  for (let i = 0; i < 81; i++) {
    const w = 10 - Math.max(Math.abs(Math.floor(i / 9) - 4), Math.abs((i % 9) - 4));
    sum += w * Number(solution[i]);
  }
  return sum;
}

/** Viewports of the page tests: a phone with touch, and a laptop. */
export const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 };
export const LAPTOP = { viewport: { width: 1280, height: 720 } };

/**
 * One server and one Chromium for a test file (started and stopped by node:test's before/after
 * hooks). `open(t, options, {hash, context, ready})` gives a page on the app in a fresh context
 * (empty storage, no service worker) or in `context`, once the button named `ready` shows; the
 * context closes after the test, which fails on any uncaught page error.
 */
export function appPages() {
  let server;
  let browser;
  before(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.browser.close();
    await server?.stop();
  });
  const newContext = (options) => browser.newContext({ serviceWorkers: 'block', ...options });
  return {
    url: () => server.url,
    newContext,
    async open(t, options, { hash = '', context = null, ready = 'Solve' } = {}) {
      context ??= await newContext(options);
      const page = await context.newPage();
      const errors = [];
      page.on('pageerror', (e) => errors.push(String(e)));
      t.after(async () => {
        await context.close();
        assert.deepEqual(errors, [], 'no uncaught page errors');
      });
      await page.goto(server.url + hash);
      await page.getByRole('button', { name: ready }).waitFor();
      return page;
    },
  };
}

/** The status region's text. */
export const statusText = (page) => page.getByRole('status').textContent();

/** Waits until the status region shows `pattern`; returns its text. */
export async function waitForStatus(page, pattern, timeout = 15000) {
  await page.getByRole('status').filter({ hasText: pattern }).waitFor({ timeout });
  return statusText(page);
}

/**
 * Makes the engine in `context` slow, so that a test gets a search that runs long (the engine
 * answers the slowest known inputs in milliseconds). The page's worker URL is answered with a
 * small module that first wraps the engine's wasm exports, then imports the real worker; the
 * worker itself is not changed. `targetSliceMs`: each slice of the target search explores one
 * node, then spends that long. `generateMs` (`readPhotoMs`): each generation (photo reading) first spends that long, in the
 * first `slowWorkers` workers only (a fresh worker after Cancel is then fast). Needs a context
 * with service workers blocked (as appPages' and launch's are), so the route sees the request.
 */
export async function slowEngine(context, { targetSliceMs = 0, generateMs = 0, readPhotoMs = 0, slowWorkers = Infinity }) {
  const hook = `
      const wait = (ms) => { for (const until = performance.now() + ms; performance.now() < until; ); };
      const slowed = {
        targetsearch_run: (run) => (search) => { const finished = run(search, 1); wait(${targetSliceMs}); return finished; },
        generate: (generate) => (...args) => { wait(${generateMs}); return generate(...args); },
        readPhoto: (readPhoto) => (...args) => { wait(${readPhotoMs}); return readPhoto(...args); },
      };
      const delays = { targetsearch_run: ${targetSliceMs}, generate: ${generateMs}, readPhoto: ${readPhotoMs} };
      const instantiateStreaming = WebAssembly.instantiateStreaming;
      WebAssembly.instantiateStreaming = async (...args) => {
        const { module, instance } = await instantiateStreaming(...args);
        const exports = { ...instance.exports };
        for (const [name, wrap] of Object.entries(slowed)) if (delays[name] > 0 && exports[name]) exports[name] = wrap(exports[name]);
        return { module, instance: { exports } };
      };`;
  // Static imports run in order: the hook before the worker, whose messages then queue.
  const wrapper = "import './slow-engine-hook.js';\nimport './worker.js?real';\n";
  await context.route(/\/dist\/engine\/slow-engine-hook\.js$/, (route) => route.fulfill({ contentType: 'text/javascript', body: hook }));
  let workers = 0;
  await context.route(/\/dist\/engine\/worker\.js$/, (route) => {
    workers += 1;
    return workers > slowWorkers ? route.continue() : route.fulfill({ contentType: 'text/javascript', body: wrapper });
  });
}

/** Taps (or clicks, without touch) the centre of cell `cell`, the board scrolled into view first. */
export async function tapCell(page, cell) {
  await page.locator('sudoku-solver .ss-canvas').scrollIntoViewIfNeeded();
  const box = await page.locator('sudoku-solver .ss-canvas').boundingBox();
  const x = box.x + ((cell % 9) + 0.5) * (box.width / 9);
  const y = box.y + (Math.floor(cell / 9) + 0.5) * (box.height / 9);
  if (await page.evaluate(() => matchMedia('(pointer: coarse)').matches)) await page.touchscreen.tap(x, y);
  else await page.mouse.click(x, y);
}

/** Counts the requests the page sends to its engine worker (window.__requests: the ops). */
export const countRequests = (context) =>
  context.addInitScript(() => {
    window.__requests = [];
    const post = Worker.prototype.postMessage;
    Worker.prototype.postMessage = function (message, ...rest) {
      if (message && typeof message === 'object' && message.op) window.__requests.push(message.op);
      return post.call(this, message, ...rest);
    };
  });
