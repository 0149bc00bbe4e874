// Page wiring for index.html: the language switch, links to play (#p=<givens>, with
// &e=<entries>&n=<notes> for progress, &m=solve|target to open with a result), "Copy link" (the
// share sheet where there is one), "Copy as" (the puzzle as a line, a grid or a pencil-mark grid),
// and the service worker with its "Update available — Reload" banner. The board and a saved game per puzzle are kept across reloads by the element (storage-key).
import './sudoku-solver.js';
import { LANGUAGE_EVENT, htmlLang, language, setLanguage, strings } from './text/i18n.js';
import { MAX_TEXT_LENGTH, formatLine, readPuzzle } from './model/puzzle-text.js';

const solver = document.querySelector('sudoku-solver');
const languageSelect = document.getElementById('language');
const copyLink = document.getElementById('copy-link');
const withProgress = document.getElementById('with-progress');
const copyAs = document.getElementById('copy-as');
const copyAsMenu = document.getElementById('copy-as-menu');
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

/** Notes (81 masks) as 162 characters, two base-32 digits a cell; '' when there are none. */
const encodeNotes = (notes) => (notes.some(Boolean) ? notes.map((m) => m.toString(32).padStart(2, '0')).join('') : '');

/** The 81 masks of encodeNotes' text, or null when it is not such text. */
function decodeNotes(text) {
  if (typeof text !== 'string' || !/^[0-9a-v]{162}$/.test(text)) return null;
  const notes = text.match(/../g).map((pair) => parseInt(pair, 32));
  return notes.every((m) => m <= 511) ? notes : null;
}

/**
 * The link to the board's puzzle, to play: its givens only (nothing solved), or with `progress`
 * the person's entries (as entries, never givens) and notes too. The mode comes along when the
 * solver's digits show (`m=solve`) or in the target view (`m=target`): the link then opens with
 * that result. Text that does not read as a puzzle, and a board in set-up, give no puzzle.
 */
function linkFor({ progress = false } = {}) {
  const params = new URLSearchParams();
  const givens = solver.givens;
  if (givens && !solver.setup && /[1-9]/.test(givens)) {
    params.set('p', givens);
    if (progress) {
      if (/[1-9]/.test(solver.entries)) params.set('e', solver.entries);
      const notes = encodeNotes(solver.notes);
      if (notes) params.set('n', notes);
    }
    if (solver.solution && solver.mode === 'solve') params.set('m', 'solve');
  }
  // The target view is a mode of its own, even on an empty board (a puzzle too).
  if (solver.mode === 'target') params.set('m', 'target');
  const hash = String(params);
  return `${location.pathname}${location.search}${hash ? `#${hash}` : ''}`;
}

/**
 * A link longer than this cannot hold puzzle text the element takes (a character is at most nine
 * when percent-encoded, `%E6%95%B0`), so it is refused before it is decoded.
 */
const MAX_LINK_LENGTH = 9 * MAX_TEXT_LENGTH + 1024;

/**
 * Opens the link in the URL: its puzzle to play, with its saved game (or the progress the link
 * carries), and with its result at once when it names a mode. The puzzle already on the board (a
 * reload) stays as it is. A link too long to hold a puzzle goes to the element as it is, which
 * refuses it from its length alone and says so beside the board.
 */
function loadFromHash() {
  const hash = location.hash;
  if (hash.length > MAX_LINK_LENGTH) {
    solver.openGame({ givens: hash });
    return;
  }
  const params = new URLSearchParams(hash.slice(1));
  const puzzle = params.get('p');
  const mode = params.get('m');
  if (puzzle === null) {
    if (mode === 'target') solver.mode = 'target';
    return;
  }
  const read = readPuzzle(puzzle);
  const entries = params.get('e');
  const notes = decodeNotes(params.get('n'));
  const same = !read.error && solver.givens === formatLine(read.cells) && !solver.setup;
  if (!same || entries || notes) solver.openGame({ givens: puzzle, entries, notes });
  if (read.error) return;
  if (mode === 'target') {
    solver.mode = 'target';
    solver.maxTargetScore();
  } else if (mode === 'solve') {
    solver.mode = 'solve';
    solver.solve();
  } else if (!same) {
    solver.mode = 'solve';
  }
}

/** The URL's hash as the page last opened or wrote it; another one there is a link not yet opened. */
let openedHash = location.hash;

/** Puts the board's own link in the URL. */
function showLink() {
  history.replaceState(null, '', linkFor());
  openedHash = location.hash;
}

/**
 * Opens the link in the URL, then puts the board's own link in its place: a link the element
 * refused (text over its size limit, which it says beside the board) leaves the URL too.
 */
function openLink() {
  loadFromHash();
  showLink();
}

// A change of the board while a new link waits for its hashchange (an answer that came first)
// leaves the URL alone: writing the board's link would lose the link before it is opened.
solver.addEventListener('sudoku-puzzlechange', () => {
  if (location.hash === openedHash) showLink();
});
window.addEventListener('hashchange', openLink);
openLink();

/** Copies (or, where the device has a share sheet, shares) the link to play the board's puzzle. */
copyLink.addEventListener('click', async () => {
  const url = new URL(linkFor({ progress: withProgress.checked }), location.href).href;
  if (navigator.share && navigator.canShare?.({ url })) {
    try {
      await navigator.share({ url, title: strings().appTitle });
      return;
    } catch (error) {
      if (error?.name === 'AbortError') return;
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    copyLink.textContent = strings().linkCopied;
  } catch {
    prompt?.(strings().copyLink, url);
  }
  setTimeout(() => (copyLink.textContent = strings().copyLink), 1500);
});

// ---- copy as ----------------------------------------------------------------------------

/** Puts `text` on the clipboard; where the clipboard API is refused, through a selected text area and the browser's copy. */
async function copyText(text) {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = Object.assign(document.createElement('textarea'), { value: text, readOnly: true });
    area.className = 'visually-hidden';
    document.body.append(area);
    area.select();
    const copied = document.execCommand?.('copy') ?? false;
    area.remove();
    return copied;
  }
}

/** Shows or hides the "Copy as" forms; hiding gives the focus back to the button when it was in the menu. */
function showCopyAs(show) {
  if (!show && copyAsMenu.contains(document.activeElement)) copyAs.focus();
  copyAs.setAttribute('aria-expanded', String(show));
  copyAsMenu.hidden = !show;
}

copyAs.addEventListener('click', () => {
  const show = copyAsMenu.hidden;
  showCopyAs(show);
  if (show) copyAsMenu.querySelector('button').focus();
});
copyAsMenu.addEventListener('keydown', (e) => {
  if (e.key !== 'Escape') return;
  e.stopPropagation();
  showCopyAs(false);
});
document.addEventListener('click', (e) => {
  if (!copyAsMenu.hidden && !e.target.closest?.('.copy-as')) showCopyAs(false);
});

/**
 * Copies the board's puzzle in the form a menu button names (data-format: see the element's
 * puzzleText): the line and the grid hold the entries too "with my progress"; the pencil-mark
 * grid is the board as it is. The button says "Copied" a moment.
 */
const formatButtons = [...copyAsMenu.querySelectorAll('button[data-format]')];
// Text that does not read as a puzzle is not copied as one.
const enableFormats = () => formatButtons.forEach((button) => (button.disabled = solver.givens === null));
solver.addEventListener('sudoku-puzzlechange', enableFormats);
enableFormats();
for (const button of formatButtons) {
  button.addEventListener('click', async () => {
    const text = await solver.puzzleText(button.dataset.format, { progress: withProgress.checked });
    if (text === null || !(await copyText(text))) return;
    button.textContent = strings().copied;
    setTimeout(() => (button.textContent = strings()[button.dataset.i18n]), 1500);
  });
}

// ---- service worker ---------------------------------------------------------------------

/**
 * Registers the service worker (sw.js) and shows "Update available — Reload" while a newer build
 * than this page's is active. The worker goes on serving this page its own build's files (its
 * engine worker, lazy modules and wasm), so nothing changes under it until the person reloads;
 * the board and its game are saved as they change, so a reload loses nothing.
 */
async function registerServiceWorker() {
  if (!('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;
  // Which build this page runs, and the newest: sw.js answers `sw-build` itself.
  const ask = async () => {
    if (!container.controller) return;
    const { build, latest } = await (await fetch('sw-build')).json();
    banner.hidden = build === latest;
  };
  container.addEventListener('controllerchange', () => ask().catch(() => {})); // a new build has taken over
  await container.register('sw.js', { updateViaCache: 'none' });
  await ask();
}

document.getElementById('reload').addEventListener('click', () => location.reload());

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
