// <sudoku-solver>: the whole solver UI as one custom element (used by index.html and by
// embedding pages). It wires the Puzzle field, the canvas board, the cell grid and the engine
// worker; it holds the state and renders text in the current UI language.
//
// Attributes: puzzle, mode ("solve" | "target"), readonly, autosolve, examples, lang.
// Events (bubbling, composed): solved {mode, status, score, solution, puzzle, nodes, guesses, ms},
//   error {kind, message, row, col, ch, found}, puzzlechange {puzzle, mode}, ready (the engine
//   has loaded; again after a Cancel, which restarts it).
// Methods: solve(), maxTargetScore(), cancel(), clear(). Styling: --sudoku-* custom properties.
import { BoardView } from './board.js';
import { CellGrid } from './cell-grid.js';
import { EngineClient, CancelledError } from './engine-client.js';
import { EXAMPLES } from './examples.js';
import { LANGUAGE_EVENT, errorText, formatCount, formatMs, htmlLang, language, strings } from './i18n.js';
import { findClashes, formatLike, readPuzzle, ringWeight } from './puzzle-text.js';

let instances = 0;

/** Creates an element with properties and children (text children become text nodes). */
function h(tag, props = {}, ...children) {
  const el = document.createElement(tag);
  for (const [key, value] of Object.entries(props)) {
    if (key === 'class') el.className = value;
    else if (key.startsWith('aria-') || key.startsWith('data-') || key === 'for' || key === 'role') el.setAttribute(key, value);
    else el[key] = value;
  }
  el.append(...children);
  return el;
}

export class SudokuSolver extends HTMLElement {
  static observedAttributes = ['puzzle', 'mode', 'readonly', 'lang', 'examples'];

  /** Registers the element (once) and adds its stylesheet to the document. */
  static define(tag = 'sudoku-solver', registry = customElements) {
    const href = new URL('./sudoku-solver.css', import.meta.url).href;
    if (![...document.querySelectorAll('link[rel="stylesheet"]')].some((l) => l.href === href)) {
      document.head.append(h('link', { rel: 'stylesheet', href }));
    }
    if (!registry.get(tag)) registry.define(tag, this);
    return this;
  }

  #ui = null;
  #engine = null;
  #board = null;
  #grid = null;
  #givens = new Uint8Array(81);
  #error = null; // parse error of the current text, or null
  #clashes = [];
  #solution = null; // solved grid shown on the board (for #solvedText)
  #solvedText = null;
  #status = { kind: 'info', main: (t) => t.ready, detail: () => '' };
  #running = null; // {token, op}
  #token = 0;
  #selected = -1;
  #focused = false;
  #onLanguage = () => this.#renderText();

  connectedCallback() {
    // First, so that the worker loads the wasm while the UI is built.
    this.#engine ??= new EngineClient({ onReady: () => this.dispatchEvent(new CustomEvent('ready', { bubbles: true, composed: true })) });
    if (!this.#ui) this.#build();
    window.addEventListener(LANGUAGE_EVENT, this.#onLanguage);
    this.#renderText();
    if (this.hasAttribute('puzzle') && this.#ui.puzzle.value !== this.getAttribute('puzzle')) {
      this.#setText(this.getAttribute('puzzle'));
    }
    if (this.hasAttribute('autosolve') && this.#ui.puzzle.value.trim()) this.#autosolve();
  }

  disconnectedCallback() {
    window.removeEventListener(LANGUAGE_EVENT, this.#onLanguage);
    this.#engine?.dispose();
    this.#engine = null;
    this.#running = null;
  }

  attributeChangedCallback(name, oldValue, value) {
    if (!this.#ui || oldValue === value) return;
    if (name === 'puzzle' && value !== this.#ui.puzzle.value) {
      this.#setText(value ?? '');
      if (this.hasAttribute('autosolve')) this.#autosolve();
    } else if (name === 'readonly') {
      this.#applyReadonly();
      this.#render();
    } else {
      this.#renderText();
    }
  }

  /** The puzzle text in the Puzzle field. */
  get puzzle() {
    return this.#ui ? this.#ui.puzzle.value : (this.getAttribute('puzzle') ?? '');
  }

  set puzzle(text) {
    this.setAttribute('puzzle', String(text));
  }

  /** "solve" or "target" (shows the ring weights on the board). */
  get mode() {
    return this.getAttribute('mode') === 'target' ? 'target' : 'solve';
  }

  set mode(value) {
    this.setAttribute('mode', value === 'target' ? 'target' : 'solve');
  }

  /** Solves the current puzzle; resolves with the engine's result (or undefined). */
  solve() {
    return this.#run('solve');
  }

  /** Finds the maximum target score of the current puzzle. */
  maxTargetScore() {
    return this.#run('target');
  }

  /** Stops a running search. */
  cancel() {
    if (!this.#running) return;
    this.#running = null;
    this.#engine?.cancel();
    this.#setStatus('info', (t) => t.cancelled);
    this.#showProgress(false);
  }

  /** Empties the board. */
  clear() {
    if (this.hasAttribute('readonly')) return;
    this.#setText('');
    this.#emitChange();
    this.#ui.puzzle.focus();
  }

  // ---- building -------------------------------------------------------------------------

  #build() {
    const id = `sudoku-${++instances}`;
    const ui = {};
    ui.canvas = h('canvas', { class: 'ss-canvas', 'aria-hidden': 'true' });
    ui.cells = h('div', { class: 'ss-cells', 'aria-describedby': `${id}-board-hint` });
    ui.boardHint = h('p', { class: 'ss-hint', id: `${id}-board-hint` });
    ui.puzzleLabel = h('label', { for: `${id}-puzzle`, class: 'ss-label' });
    ui.examples = h('select', { class: 'ss-examples' });
    ui.puzzle = h('textarea', {
      id: `${id}-puzzle`,
      class: 'ss-puzzle',
      rows: 4,
      spellcheck: false,
      autocomplete: 'off',
      'aria-describedby': `${id}-puzzle-hint`,
    });
    ui.puzzle.setAttribute('autocapitalize', 'off');
    ui.puzzleHint = h('p', { class: 'ss-hint', id: `${id}-puzzle-hint` });
    ui.solve = h('button', { type: 'button', class: 'ss-button ss-primary' });
    ui.target = h('button', { type: 'button', class: 'ss-button ss-secondary' });
    ui.clear = h('button', { type: 'button', class: 'ss-button ss-quiet' });
    ui.statusMain = h('p', { class: 'ss-status-main' });
    ui.statusDetail = h('p', { class: 'ss-status-detail' });
    // The line break keeps the two lines apart in textContent ("…: 2829\n3 ms"), not "28293 ms".
    ui.status = h('div', { class: 'ss-status', role: 'status', 'aria-live': 'polite', 'aria-atomic': 'true' }, ui.statusMain, '\n', ui.statusDetail);
    ui.progressBar = h('progress', { class: 'ss-progress-bar' });
    ui.progressText = h('span', { class: 'ss-progress-text' });
    ui.cancel = h('button', { type: 'button', class: 'ss-button ss-cancel' });
    ui.progress = h('div', { class: 'ss-progress', hidden: true }, ui.progressBar, ui.progressText, ui.cancel);
    ui.solutionLabel = h('label', { for: `${id}-solution`, class: 'ss-label' });
    ui.solution = h('textarea', { id: `${id}-solution`, class: 'ss-solution', rows: 2, readOnly: true, spellcheck: false });
    ui.copy = h('button', { type: 'button', class: 'ss-button ss-quiet ss-copy' });

    const board = h('div', { class: 'ss-board' }, ui.canvas, ui.cells);
    const panel = h(
      'div',
      { class: 'ss-panel' },
      h('div', { class: 'ss-field' }, h('div', { class: 'ss-label-row' }, ui.puzzleLabel, ui.examples), ui.puzzle, ui.puzzleHint),
      h('div', { class: 'ss-actions' }, ui.solve, ui.target, ui.clear),
      ui.status,
      ui.progress,
      h('div', { class: 'ss-field' }, ui.solutionLabel, h('div', { class: 'ss-copy-row' }, ui.solution, ui.copy)),
    );
    ui.layout = h('div', { class: 'ss-layout' }, h('div', { class: 'ss-board-column' }, board, ui.boardHint), panel);
    this.replaceChildren(ui.layout);
    this.#ui = ui;

    this.#board = new BoardView(ui.canvas);
    this.#grid = new CellGrid(ui.cells, {
      onSelect: (cell) => {
        this.#selected = cell;
        this.#render();
      },
      onInput: (cell, value) => this.#setCell(cell, value),
      onFocusChange: (focused) => {
        this.#focused = focused;
        if (focused && this.#selected < 0) this.#selected = this.#grid.selected;
        this.#render();
      },
    });

    ui.puzzle.addEventListener('input', () => {
      this.#onText();
      this.#emitChange();
    });
    this.#applyReadonly();
    ui.solve.addEventListener('click', () => this.solve());
    ui.target.addEventListener('click', () => this.maxTargetScore());
    ui.clear.addEventListener('click', () => this.clear());
    ui.cancel.addEventListener('click', () => this.cancel());
    ui.copy.addEventListener('click', () => this.#copySolution());
    ui.examples.addEventListener('change', () => {
      const example = EXAMPLES[Number(ui.examples.value)];
      ui.examples.value = '';
      if (!example) return;
      if (this.#running) this.cancel();
      this.mode = example.mode;
      this.#setText(example.text);
      this.#emitChange();
    });
    this.addEventListener('keydown', (e) => {
      if (e.key === 'Escape' && this.#running) {
        e.preventDefault();
        this.cancel();
      }
    });
    this.#onText();
  }

  #applyReadonly() {
    const readonly = this.hasAttribute('readonly');
    this.#ui.puzzle.readOnly = readonly;
    this.#ui.clear.hidden = readonly;
    this.#ui.examples.disabled = readonly;
  }

  // ---- state changes --------------------------------------------------------------------

  #setText(text) {
    this.#ui.puzzle.value = text;
    this.#onText();
  }

  #onText() {
    const text = this.#ui.puzzle.value;
    const { cells, error } = readPuzzle(text);
    this.#givens = cells;
    this.#error = text.trim() === '' ? null : error;
    this.#clashes = error ? [] : findClashes(cells);
    if (text !== this.#solvedText) {
      this.#solution = null;
      this.#ui.solution.value = '';
    }
    if (!this.#running) this.#setPuzzleStatus();
    else this.#render();
  }

  #setCell(cell, value) {
    if (this.#givens[cell] === value && !this.#error) return;
    const cells = Uint8Array.from(this.#givens);
    cells[cell] = value;
    this.#setText(formatLike(this.#ui.puzzle.value, cells));
    this.#emitChange();
  }

  #setPuzzleStatus() {
    const text = this.#ui.puzzle.value;
    const count = this.#givens.reduce((n, v) => n + (v ? 1 : 0), 0);
    if (this.#error) {
      const error = this.#error;
      this.#setStatus('error', (t) => errorText(error, t));
    } else if (this.#clashes.length) {
      const clashes = this.#clashes;
      this.#setStatus('error', (t) => t.clashes(this.#clashList(clashes, t)));
    } else if (text.trim() === '') {
      this.#setStatus('info', (t) => t.ready);
    } else if (count === 0) {
      this.#setStatus('info', (t) => t.empty);
    } else {
      this.#setStatus('info', (t) => t.givens(count));
    }
  }

  #clashList(clashes, t) {
    const givens = this.#givens;
    const rc = (i) => [Math.floor(i / 9) + 1, (i % 9) + 1];
    return clashes.map(([a, b]) => t.clash(givens[a], ...rc(a), ...rc(b))).join('; ');
  }

  #emitChange() {
    this.dispatchEvent(new CustomEvent('puzzlechange', { bubbles: true, composed: true, detail: { puzzle: this.#ui.puzzle.value, mode: this.mode } }));
  }

  #autosolve() {
    queueMicrotask(() => (this.mode === 'target' ? this.maxTargetScore() : this.solve()));
  }

  async #run(op) {
    if (!this.#ui || !this.#engine) return undefined;
    const text = this.#ui.puzzle.value;
    const token = ++this.#token;
    this.#running = { token, op, text };
    if (this.mode !== (op === 'target' ? 'target' : 'solve')) {
      this.mode = op === 'target' ? 'target' : 'solve';
      this.#emitChange();
    }
    this.#setStatus('busy', (t) => (op === 'solve' ? t.solving : t.searching));
    this.#showProgress(op === 'target');
    const current = () => this.#running?.token === token;
    try {
      const result =
        op === 'solve'
          ? await this.#engine.solve(text)
          : await this.#engine.maxTargetScore(text, (p) => current() && this.#onProgress(p));
      if (!current()) return undefined;
      this.#running = null;
      this.#showProgress(false);
      this.#showResult(op, text, result);
      return result;
    } catch (error) {
      if (!current() || error instanceof CancelledError) return undefined;
      this.#running = null;
      this.#showProgress(false);
      this.#setStatus('error', (t) => errorText(error, t));
      this.dispatchEvent(
        new CustomEvent('error', {
          bubbles: true,
          composed: true,
          detail: { kind: error.kind ?? 'engine', message: error.message, row: error.row, col: error.col, ch: error.ch, found: error.found },
        }),
      );
      return undefined;
    }
  }

  #showResult(op, text, result) {
    const stale = text !== this.#ui.puzzle.value;
    if (!stale) {
      this.#solution = result.solution;
      this.#solvedText = text;
      this.#ui.solution.value = result.solution ?? '';
    }
    const ms = result.ms;
    if (op === 'solve') {
      const clashes = this.#clashes;
      this.#setStatus(
        result.status === 'none' ? 'error' : 'ok',
        (t) => t[result.status],
        (t) =>
          [
            t.stats(formatMs(ms, this.#lang()), formatCount(result.nodes, this.#lang()), formatCount(result.guesses ?? 0, this.#lang())),
            result.status === 'none' && clashes.length ? t.clashes(this.#clashList(clashes, t)) : '',
          ]
            .filter(Boolean)
            .join(' — '),
      );
    } else {
      this.#setStatus(
        result.score < 0 ? 'error' : 'ok',
        (t) => (result.score < 0 ? t.targetNone : t.targetScore(result.score)),
        (t) => t.targetStats(formatMs(ms, this.#lang()), formatCount(result.nodes, this.#lang())),
      );
    }
    this.dispatchEvent(
      new CustomEvent('solved', {
        bubbles: true,
        composed: true,
        detail: { mode: op, puzzle: text, stale, ...result },
      }),
    );
  }

  #onProgress(p) {
    const lang = this.#lang();
    const t = strings(lang);
    this.#ui.progressText.textContent = t.progress(p.bestScore, p.upperBound, formatCount(p.nodes, lang));
    if (p.bestSolution && this.#ui.puzzle.value === this.#running?.text) {
      // Show the best grid so far on the board while the search goes on.
      this.#solution = p.bestSolution;
      this.#solvedText = this.#running.text;
      this.#render();
    }
  }

  #showProgress(show) {
    this.#ui.progress.hidden = !show;
    this.#ui.progressText.textContent = '';
    this.toggleAttribute('busy', Boolean(this.#running));
    this.#ui.status.setAttribute('aria-busy', String(Boolean(this.#running)));
  }

  async #copySolution() {
    const value = this.#ui.solution.value;
    if (!value) return;
    try {
      await navigator.clipboard.writeText(value);
    } catch {
      this.#ui.solution.select();
      document.execCommand?.('copy');
    }
    const t = strings(this.#lang());
    this.#ui.copy.textContent = t.copied;
    setTimeout(() => (this.#ui.copy.textContent = strings(this.#lang()).copy), 1500);
  }

  // ---- rendering ------------------------------------------------------------------------

  #lang() {
    return this.getAttribute('lang') || language();
  }

  #setStatus(kind, main, detail = () => '') {
    this.#status = { kind, main, detail };
    this.#renderText();
  }

  #renderText() {
    const ui = this.#ui;
    if (!ui) return;
    const t = strings(this.#lang());
    ui.puzzleLabel.textContent = t.puzzleLabel;
    ui.puzzle.placeholder = t.puzzlePlaceholder;
    ui.puzzleHint.textContent = t.puzzleHint;
    ui.boardHint.textContent = t.boardHint;
    ui.solve.textContent = t.solve;
    ui.target.textContent = t.target;
    ui.clear.textContent = t.clear;
    ui.cancel.textContent = t.cancel;
    ui.solutionLabel.textContent = t.solutionLabel;
    ui.copy.textContent = t.copy;
    // No aria-label mentioning "solution": getByLabel('Solution') must find only the field.
    ui.copy.title = t.copySolution;
    ui.examples.hidden = !this.hasAttribute('examples');
    ui.examples.setAttribute('aria-label', t.examples);
    ui.examples.replaceChildren(
      h('option', { value: '' }, t.examplesPick),
      ...EXAMPLES.map((ex, i) => h('option', { value: String(i) }, t[ex.key])),
    );
    ui.statusMain.textContent = this.#status.main(t);
    ui.statusDetail.textContent = this.#status.detail(t);
    ui.status.dataset.kind = this.#status.kind;
    this.#render();
  }

  #render() {
    if (!this.#ui) return;
    const overlay = this.mode === 'target';
    const clashCells = new Set(this.#clashes.flat());
    const errorCell = this.#error?.kind === 'invalidCharacter' ? this.#error.cell ?? (this.#error.row - 1) * 9 + this.#error.col - 1 : -1;
    const solution = this.#solution;
    this.#board.render({
      givens: this.#givens,
      solution,
      selected: this.#selected,
      focused: this.#focused,
      clashCells,
      errorCell,
      overlay,
    });
    const t = strings(this.#lang());
    this.#grid.update(
      t.board,
      (i) => {
        const given = this.#givens[i];
        const solved = !given && solution ? solution[i] : '';
        const parts = [t.cell(Math.floor(i / 9) + 1, (i % 9) + 1), given ? String(given) : solved || t.cellEmpty];
        if (given) parts.push(t.cellGiven);
        else if (solved) parts.push(t.cellSolved);
        if (clashCells.has(i)) parts.push(t.cellClash);
        if (overlay) parts.push(t.weight(ringWeight(i)));
        return parts.join(', ');
      },
      this.hasAttribute('readonly'),
    );
    this.#ui.layout.lang = htmlLang(this.#lang());
  }
}
