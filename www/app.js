// Page wiring for index.html: the language switch, share links (#p=<puzzle>&m=target) that
// open with their result, "Copy link", and the service worker with its "Update available —
// Reload" banner. The board itself is kept across reloads by the element (storage-key).
import './sudoku-solver.js';
import { LANGUAGE_EVENT, htmlLang, language, setLanguage, strings } from './i18n.js';
import { formatLine, readPuzzle } from './puzzle-text.js';

const solver = document.querySelector('sudoku-solver');
const languageSelect = document.getElementById('language');
const copyLink = document.getElementById('copy-link');
const banner = document.getElementById('update-banner');

// ---- language ---------------------------------------------------------------------------

function applyLanguage() {
  const t = strings();
  document.documentElement.lang = htmlLang();
  document.title = t.appTitle;
  for (const el of document.querySelectorAll('[data-i18n]')) {
    const value = t[el.dataset.i18n];
    if (typeof value === 'string') el.textContent = value;
  }
  languageSelect.value = language();
}

languageSelect.addEventListener('change', () => setLanguage(languageSelect.value));
window.addEventListener(LANGUAGE_EVENT, applyLanguage);
applyLanguage();

// ---- share links ------------------------------------------------------------------------

/** The board's digits as one line, or the text itself when it does not read as a puzzle. */
function puzzleLine(text) {
  const { error, cells } = readPuzzle(text);
  return error ? text.trim() : formatLine(cells);
}

const runMode = () => (solver.mode === 'target' ? solver.maxTargetScore() : solver.solve());

/**
 * Opens the link in the URL: its puzzle and mode, with the result at once. The same puzzle as the
 * board kept from the last visit (a reload) keeps that board, entries and notes included, and
 * shows its result again only if the solver's digits were showing.
 */
function loadFromHash() {
  const params = new URLSearchParams(location.hash.slice(1));
  const puzzle = params.get('p');
  const mode = params.get('m') === 'target' ? 'target' : 'solve';
  if (puzzle === null) {
    if (params.has('m')) solver.mode = mode;
    if (solver.solution) runMode();
    return;
  }
  const same = puzzleLine(puzzle) === puzzleLine(solver.puzzle) && solver.mode === mode;
  if (same && !solver.solution) return;
  if (!same) {
    solver.mode = mode;
    solver.puzzle = puzzle; // goes through the parser like typed text; errors show in the status
  }
  if (puzzle.trim() && !readPuzzle(puzzle).error) runMode();
}

function linkFor(puzzle, mode) {
  const params = new URLSearchParams();
  if (puzzle.trim()) params.set('p', puzzleLine(puzzle));
  if (mode === 'target') params.set('m', 'target');
  const hash = String(params);
  return `${location.pathname}${location.search}${hash ? `#${hash}` : ''}`;
}

solver.addEventListener('sudoku-puzzlechange', (e) => {
  const { puzzle, mode } = e.detail;
  history.replaceState(null, '', linkFor(puzzle, mode));
});
window.addEventListener('hashchange', loadFromHash);
loadFromHash();

copyLink.addEventListener('click', async () => {
  try {
    await navigator.clipboard.writeText(location.href);
    copyLink.textContent = strings().linkCopied;
  } catch {
    prompt?.(strings().copyLink, location.href);
  }
  setTimeout(() => (copyLink.textContent = strings().copyLink), 1500);
});

// ---- service worker ---------------------------------------------------------------------

async function registerServiceWorker() {
  if (!('serviceWorker' in navigator)) return;
  const registration = await navigator.serviceWorker.register('sw.js', { updateViaCache: 'none' });
  const offerUpdate = (worker) => {
    banner.hidden = false;
    document.getElementById('reload').onclick = () => worker.postMessage('skipWaiting');
  };
  const watch = (worker) =>
    worker?.addEventListener('statechange', () => {
      // A second worker installed while one controls the page: a new build is ready.
      if (worker.state === 'installed' && navigator.serviceWorker.controller) offerUpdate(worker);
    });
  if (registration.waiting && navigator.serviceWorker.controller) offerUpdate(registration.waiting);
  watch(registration.installing); // an update found before this page registered
  registration.addEventListener('updatefound', () => watch(registration.installing));
  let reloading = false;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (!banner.hidden && !reloading) {
      reloading = true;
      location.reload();
    }
  });
}

// Installing the service worker downloads the whole app again (about 25 files). It starts once
// the engine has loaded, and a moment later, so that on a first visit it competes neither with the
// worker's own downloads nor with a puzzle solved at once.
const SERVICE_WORKER_DELAY_MS = 2000;
solver.addEventListener(
  'sudoku-ready',
  () => {
    setTimeout(() => {
      registerServiceWorker().catch((e) => console.warn('service worker not registered:', e));
    }, SERVICE_WORKER_DELAY_MS);
  },
  { once: true },
);
