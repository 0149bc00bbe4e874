// <sudoku-solver>: the whole solver UI as one custom element (used by index.html and by
// embedding pages). Wiring only: the board's state and history live in board-state.js, the
// status texts in status.js, the worker protocol in engine-client.js, the parts and their words
// in solver-layout.js, the drawing in board.js, the accessible grid in cell-grid.js (its names in
// cell-label.js), the keypad in keypad.js, the target legend in target-legend.js and
// the engine's candidates in candidates-source.js, the daily puzzle's seed and level in daily.js,
// what a hint starts from in hint-request.js, a step's marks in step-highlight.js (drawn by
// step-drawing.js), the board before a step in step-replay.js, the Steps list in
// steps-panel.js, the techniques help in technique-help.js, the step texts in step-text.js.
//
// Attributes: puzzle, mode ("solve" | "target"), readonly, autosolve, examples, lang,
//   storage-key (keep the board in localStorage under this key), hints (show Hint, Steps and
//   Techniques).
// Events (bubbling, composed; prefixed as custom elements' events are): sudoku-solved {mode,
//   status, score, solution, puzzle, nodes, guesses, ms}, sudoku-error {kind, message, row, col,
//   ch, found}, sudoku-puzzlechange {puzzle, mode}, sudoku-ready (the engine has loaded; again
//   after a Cancel, which restarts it), sudoku-step (a hint shown: detail is the step).
// Methods: solve(), maxTargetScore(), check(), generate(level), daily(), hint(), applyHint(),
//   steps(), cancel(), clear(), undo(), redo().
// Properties: puzzle, mode, solution (the solver's digits shown, or null).
// Styling: --sudoku-* custom properties.
import { BoardView } from './board.js';
import { BoardState } from './board-state.js';
import { CandidatesSource } from './candidates-source.js';
import { loadSaved, save } from './board-storage.js';
import { cellLabel } from './cell-label.js';
import { CellGrid } from './cell-grid.js';
import { dailyOptions } from './daily.js';
import { EngineClient, CancelledError, LEVELS } from './engine-client.js';
import { EXAMPLES } from './examples.js';
import { buildLayout, h, renderLabels } from './solver-layout.js';
import { CELLS, findClashes } from './geometry.js';
import { LANGUAGE_EVENT, htmlLang, language, strings } from './i18n.js';
import { Keypad } from './keypad.js';
import { formatLine } from './puzzle-text.js';
import {
  appliedMessage, boardMessage, checkMessage, errorMessage, hintMessage, message, mistakeMessage, noHintMessage, solveMessage,
  stepShownMessage, stepsMessage, targetMessage,
} from './status.js';
import { allowedMasks, wrongEntriesStep } from './hint-request.js';
import { stepHighlight } from './step-highlight.js';
import { boardBefore } from './step-replay.js';
import { StepsPanel } from './steps-panel.js';
import { TargetLegend } from './target-legend.js';
import { TechniqueHelp } from './technique-help.js';

let instances = 0;

/** A bubbling, composed event of the element, prefixed so that it cannot be taken for a DOM event. */
const elementEvent = (name, detail) => new CustomEvent(`sudoku-${name}`, { bubbles: true, composed: true, detail });

/** The 81 digits (0 = empty) of a puzzle line ('.' = empty). */
const lineDigits = (line) => Uint8Array.from(line, (ch) => (ch === '.' ? 0 : ch.charCodeAt(0) - 48));

const isTextField = (el) => el instanceof HTMLTextAreaElement || el instanceof HTMLInputElement || el instanceof HTMLSelectElement;

export class SudokuSolver extends HTMLElement {
  static observedAttributes = ['puzzle', 'mode', 'readonly', 'lang', 'examples', 'hints'];

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
  #view = null;
  #grid = null;
  #keypad = null;
  #legend = null;
  #board = new BoardState();
  #clashes = [];
  #wrong = new Set(); // entries that Check found contradicting the solution
  #progressGrid = null; // the target search's best grid so far, shown while it runs
  #candidates = new CandidatesSource(() => this.#engine, () => this.#render());
  #notesMode = false;
  #showCandidates = false;
  #status = message('info', (t) => t.ready);
  #running = null; // {token, op, boardText}
  #token = 0;
  #selected = -1;
  #rating = null; // {givens (line), level, rating, technique}: the puzzle's rating, once known
  #ratingAsked = null; // the givens (line) whose rating the worker is computing
  #revision = 0; // counts the board's changes, so that an answer about an older board is dropped
  #hint = null; // the hint shown on the person's board: {step, marks, candidates (masks) | null}
  #solution = null; // the Steps panel's logical solution: explain's result and its givens (line)
  #stepView = null; // the board before a chosen step: {index, digits, candidates, marks}
  #stepsPanel = null;
  #help = null;
  #texts = null; // step-text.js once loaded: technique names and step sentences, off the first load
  #textsLoading = null;
  #onLanguage = () => this.#renderText();

  connectedCallback() {
    // First, so that the worker loads the wasm while the UI is built.
    this.#engine ??= new EngineClient({
      onReady: () => {
        this.dispatchEvent(elementEvent('ready'));
        // Fetched while the person reads the board, so the first hint waits for the engine only.
        if (this.hasAttribute('hints')) this.#loadTexts().catch(() => {});
      },
    });
    if (!this.#ui) {
      this.#build();
      this.#restore();
      this.#afterChange({ emit: false });
    }
    window.addEventListener(LANGUAGE_EVENT, this.#onLanguage);
    this.#renderText();
    if (this.hasAttribute('puzzle') && this.#board.text !== this.getAttribute('puzzle')) this.#load(this.getAttribute('puzzle'));
    if (this.hasAttribute('autosolve') && this.#board.text.trim()) this.#autosolve();
  }

  disconnectedCallback() {
    window.removeEventListener(LANGUAGE_EVENT, this.#onLanguage);
    this.#engine?.dispose();
    this.#engine = null;
    this.#running = null;
  }

  attributeChangedCallback(name, oldValue, value) {
    if (!this.#ui || oldValue === value) return;
    if (name === 'puzzle' && value !== this.#board.text) {
      this.#load(value ?? '');
      if (this.hasAttribute('autosolve')) this.#autosolve();
    } else if (name === 'readonly') {
      this.#applyReadonly();
      this.#renderText();
    } else {
      if (name === 'mode') this.#save();
      this.#renderText();
    }
  }

  /** The puzzle text in the Puzzle field. */
  get puzzle() {
    return this.#ui ? this.#board.text : (this.getAttribute('puzzle') ?? '');
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

  /** The solver's digits shown on the board (81 characters), or null. */
  get solution() {
    return this.#board.solved;
  }

  /** Solves the current puzzle; resolves with the engine's result (or undefined). */
  solve() {
    return this.#run('solve');
  }

  /** Finds the maximum target score of the current puzzle. */
  maxTargetScore() {
    return this.#run('target');
  }

  /** Marks the person's entries that contradict the givens' solution. */
  check() {
    return this.#run('check');
  }

  /**
   * Loads a new generated puzzle of `level` (easy, medium, hard, expert, extreme; default: the
   * level picker's) as the givens, an undoable change. Resolves {puzzle, solution, rating, level,
   * technique, ms}, or undefined when cancelled or read-only.
   */
  generate(level = this.#ui?.level.value ?? 'medium') {
    if (!LEVELS.includes(level)) return Promise.reject(new RangeError(`unknown level ${JSON.stringify(level)}: use ${LEVELS.join(', ')}`));
    return this.#generate({ level });
  }

  /** Loads today's daily puzzle (the same for everyone on a local date; see daily.js). */
  daily() {
    return this.#generate(dailyOptions());
  }

  /**
   * Shows the next logical step for the board: the person's entries are checked first (a wrong
   * one is reported as a step named "Mistake"), then the engine is asked from the candidates the
   * person kept (see hint-request.js). Resolves the step shown, null when there is none (a full
   * or stuck board), or undefined when the board changed meanwhile.
   */
  hint() {
    return this.#showHint();
  }

  /** Applies the hint shown as one undoable change; returns whether there was one to apply. */
  applyHint() {
    const shown = this.#hint;
    if (!shown || shown.marks.mistake || this.hasAttribute('readonly')) return false;
    const { step } = shown;
    this.#board.applyStep(step.placements, step.eliminations);
    if (step.eliminations.length && !this.#showCandidates) {
      // The removed candidates must be seen to have gone.
      this.#showCandidates = true;
      this.#ui.candidates.checked = true;
    }
    this.#afterChange({ keepStatus: true });
    this.#setStatus(appliedMessage(step, this.#texts));
    return true;
  }

  /** Lists the whole logical solution of the givens (Steps); resolves explain's result. A search. */
  steps() {
    return this.#explain();
  }

  /** Stops a running search. */
  cancel() {
    if (!this.#running) return;
    this.#running = null;
    this.#engine?.cancel();
    this.#setStatus(message('info', (t) => t.cancelled));
    this.#showProgress(false);
    this.#requestCandidates();
  }

  /** Empties the board (an undoable change). */
  clear() {
    if (this.hasAttribute('readonly')) return;
    this.#load('');
    this.#ui.puzzle.focus({ preventScroll: true });
  }

  /** Undoes the last change of the board. */
  undo() {
    if (!this.hasAttribute('readonly') && this.#board.undo()) this.#afterChange();
  }

  /** Redoes the last undone change. */
  redo() {
    if (!this.hasAttribute('readonly') && this.#board.redo()) this.#afterChange();
  }

  // ---- building -------------------------------------------------------------------------

  #build() {
    const ui = buildLayout(`sudoku-${++instances}`);
    this.replaceChildren(ui.layout);
    this.#ui = ui;

    this.#view = new BoardView(ui.canvas);
    this.#stepsPanel = new StepsPanel(ui.stepsPanel, {
      onChoose: (index, byPointer) => {
        this.#showStep(index);
        // Tapped in the list below the board (a phone): bring the board into view, with the
        // status and Previous/Next under it.
        if (byPointer) this.#revealBoard();
      },
      onBack: () => this.#leaveStep(),
    });
    this.#help = new TechniqueHelp(ui.id);
    ui.layout.append(this.#help.dialog);
    this.#legend = new TargetLegend(ui.legend);
    this.#grid = new CellGrid(ui.cells, {
      onSelect: (cell) => {
        this.#selected = cell;
        this.#render();
      },
      onInput: (cell, value) => this.#input(cell, value),
      onNote: (cell, digit) => this.#note(cell, digit),
      onEnter: () => this.#runMode(),
      onFocusChange: (focused) => {
        if (focused && this.#selected < 0) this.#selected = this.#grid.selected;
        this.#render();
      },
    });
    this.#keypad = new Keypad(ui.keypad, {
      onDigit: (digit) => this.#input(this.#cellForKeypad(), digit),
      onErase: () => this.#input(this.#cellForKeypad(), 0),
      onNotes: () => {
        this.#notesMode = !this.#notesMode;
        this.#save();
        this.#renderText();
      },
      onCheck: () => this.check(),
      onUndo: () => this.undo(),
      onRedo: () => this.redo(),
    });

    ui.puzzle.addEventListener('input', () => {
      this.#board.editText(ui.puzzle.value);
      this.#afterChange();
    });
    ui.puzzle.addEventListener('keydown', (e) => {
      if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
        e.preventDefault();
        this.#runMode();
      }
    });
    this.#applyReadonly();
    ui.solve.addEventListener('click', () => this.solve());
    ui.level.addEventListener('change', () => this.#save());
    ui.newPuzzle.addEventListener('click', () => this.generate(ui.level.value));
    ui.daily.addEventListener('click', () => this.daily());
    ui.print.addEventListener('click', () => window.print());
    ui.target.addEventListener('click', () => this.maxTargetScore());
    ui.clear.addEventListener('click', () => this.clear());
    ui.cancel.addEventListener('click', () => this.cancel());
    // Hint again on the hint shown applies it.
    ui.hint.addEventListener('click', () => (this.#hint && !this.#hint.marks.mistake && !this.hasAttribute('readonly') ? this.applyHint() : this.hint()));
    ui.apply.addEventListener('click', () => this.applyHint());
    ui.steps.addEventListener('click', () => this.steps());
    ui.techniques.addEventListener('click', () => this.#openHelp());
    ui.about.addEventListener('click', () => this.#openHelp(this.#stepShown()?.technique));
    ui.previousStep.addEventListener('click', () => this.#showStep(this.#stepView.index - 1));
    ui.nextStep.addEventListener('click', () => this.#showStep(this.#stepView.index + 1));
    ui.copy.addEventListener('click', () => this.#copySolution());
    ui.candidates.addEventListener('change', () => {
      this.#showCandidates = ui.candidates.checked;
      this.#requestCandidates();
      this.#save();
      this.#renderText();
    });
    ui.examples.addEventListener('change', () => {
      const example = EXAMPLES[Number(ui.examples.value)];
      if (!example) return;
      if (this.#running) this.cancel();
      this.mode = example.mode;
      this.#load(example.text);
    });
    this.addEventListener('keydown', (e) => this.#onKey(e));
  }

  #applyReadonly() {
    const readonly = this.hasAttribute('readonly');
    const ui = this.#ui;
    ui.puzzle.readOnly = readonly;
    ui.clear.hidden = readonly;
    ui.keypad.hidden = readonly;
    ui.examples.disabled = readonly;
    for (const el of [ui.level, ui.newPuzzle, ui.daily]) el.hidden = readonly;
    ui.apply.hidden = readonly;
  }

  #onKey(e) {
    if (e.key === 'Escape' && this.#help.dialog.open) return; // the dialog closes itself
    if (e.key === 'Escape' && this.#running) {
      e.preventDefault();
      this.cancel();
      return;
    }
    // Ctrl+Z / Ctrl+Y / Ctrl+Shift+Z, except in text fields, which keep their own undo.
    if (!(e.ctrlKey || e.metaKey) || e.altKey || isTextField(e.target)) return;
    const key = e.key.toLowerCase();
    if (key === 'z' && !e.shiftKey) this.undo();
    else if (key === 'y' || (key === 'z' && e.shiftKey)) this.redo();
    else return;
    e.preventDefault();
  }

  // ---- state changes --------------------------------------------------------------------

  /** Restores the board saved under the storage-key attribute, if any. */
  #restore() {
    const key = this.getAttribute('storage-key');
    const saved = key && loadSaved(key);
    if (!saved || !this.#board.restore(saved.board)) return;
    if (saved.mode === 'target' || saved.mode === 'solve') this.setAttribute('mode', saved.mode);
    this.#notesMode = saved.notes === true;
    this.#showCandidates = saved.candidates === true;
    this.#ui.candidates.checked = this.#showCandidates;
    if (LEVELS.includes(saved.level)) this.#ui.level.value = saved.level;
    if (saved.rating && typeof saved.rating === 'object') this.#rating = saved.rating;
  }

  #save() {
    const key = this.getAttribute('storage-key');
    if (key) save(key, { board: this.#board.toJSON(), mode: this.mode, notes: this.#notesMode, candidates: this.#showCandidates, level: this.#ui.level.value, rating: this.#rating });
  }

  #load(text) {
    this.#board.load(text);
    this.#afterChange();
  }

  /** The cell the keypad acts on: the selected one (the first cell before any selection). */
  #cellForKeypad() {
    if (this.#selected < 0) this.#grid.select(this.#grid.selected, false);
    return this.#grid.selected;
  }

  #input(cell, digit) {
    if (this.hasAttribute('readonly')) return;
    this.#leaveStep();
    if (this.#notesMode && digit) {
      this.#note(cell, digit);
      return;
    }
    if (this.#board.enter(cell, digit)) this.#afterChange();
  }

  #note(cell, digit) {
    if (this.hasAttribute('readonly')) return;
    this.#leaveStep();
    if (this.#board.toggleNote(cell, digit)) this.#afterChange();
  }

  /** After any change of the board: the field, clashes, status, candidates, storage, event, drawing. */
  #afterChange({ keepStatus = false, emit = true } = {}) {
    const board = this.#board;
    const ui = this.#ui;
    if (ui.puzzle.value !== board.text) ui.puzzle.value = board.text;
    this.#revision++;
    this.#clashes = board.error ? [] : findClashes(board.digits);
    this.#wrong = new Set();
    this.#hint = null;
    this.#stepView = null;
    if (this.#solution && this.#solution.givens !== formatLine(board.givens)) this.#solution = null;
    this.#progressGrid = null;
    ui.solution.value = board.solved ?? '';
    if (!keepStatus && !this.#running) this.#status = boardMessage(board, this.#clashes);
    this.#requestCandidates();
    this.#save();
    if (emit) this.dispatchEvent(elementEvent('puzzlechange', { puzzle: board.text, mode: this.mode }));
    this.#renderText();
  }

  #requestCandidates() {
    if (this.#showCandidates && !this.#board.error) this.#candidates.request(formatLine(this.#board.digits));
  }

  #autosolve() {
    queueMicrotask(() => this.#runMode());
  }

  #runMode() {
    return this.mode === 'target' ? this.maxTargetScore() : this.solve();
  }

  async #run(op) {
    if (!this.#ui || !this.#engine) return undefined;
    const board = this.#board;
    // An empty board is a puzzle too (81 empty cells); malformed text goes as it is, so that the
    // engine's verdict names the problem.
    const text = board.error ? board.text : formatLine(op === 'check' ? board.givens : board.digits);
    if (op !== 'check' && this.mode !== op) {
      this.mode = op;
      this.#afterChange({ keepStatus: true });
    }
    return this.#search({
      op,
      busy: (t) => ({ solve: t.solving, target: t.searching, check: t.checking })[op],
      progress: op === 'target',
      ask: (current) =>
        op === 'target' ? this.#engine.maxTargetScore(text, (p) => current() && this.#onProgress(p)) : this.#engine.solve(text),
      done: (result, boardText) => {
        if (op === 'check') this.#showCheck(result, boardText);
        else this.#showResult(op, boardText, result);
        return result;
      },
    });
  }

  /**
   * Runs one engine search that Cancel stops: while it runs, `busy` is the status (and the
   * progress bar shows if `progress`); a newer search or Cancel leaves its answer unused.
   * `ask(current)` asks the engine (`current()`: still the running search); `done(result,
   * boardText)` shows a current answer and gives what the search resolves to. A failure goes to
   * the status and a `sudoku-error` event; stale, cancelled or failed searches resolve undefined.
   */
  async #search({ op, busy, progress = true, ask, done }) {
    const token = ++this.#token;
    this.#running = { token, op, boardText: this.#board.text };
    this.#setStatus(message('busy', busy));
    this.#showProgress(progress);
    const current = () => this.#running?.token === token;
    try {
      const result = await ask(current);
      if (!current()) return undefined;
      const { boardText } = this.#running;
      this.#running = null;
      this.#showProgress(false);
      return done(result, boardText);
    } catch (error) {
      if (!current() || error instanceof CancelledError) return undefined;
      this.#running = null;
      this.#showProgress(false);
      this.#setStatus(errorMessage(error));
      this.dispatchEvent(
        elementEvent('error', { kind: error.kind ?? 'engine', message: error.message, row: error.row, col: error.col, ch: error.ch, found: error.found }),
      );
      return undefined;
    } finally {
      if (!this.#running) this.#requestCandidates();
    }
  }

  /** Generates a puzzle ({level, seed?, date?}: date marks the daily one) and loads it. */
  async #generate({ level, seed, date }) {
    if (!this.#ui || !this.#engine || this.hasAttribute('readonly')) return undefined;
    return this.#search({
      op: 'generate',
      busy: (t) => t.generating(t.levels[level]),
      ask: () => this.#engine.generate({ level, seed }),
      done: (result) => {
        this.#rating = { givens: result.puzzle, level: result.level, rating: result.rating, technique: result.technique };
        if (this.mode !== 'solve') this.mode = 'solve';
        this.#board.load(result.puzzle);
        this.#afterChange({ keepStatus: true });
        const givens = result.puzzle.replace(/\./g, '').length;
        this.#setStatus(
          message(
            'info',
            (t) => (date ? t.dailyTitle(date, t.levels[result.level]) : t.generated(t.levels[result.level])),
            (t) => t.fillIn(givens),
          ),
        );
        return result;
      },
    });
  }

  // ---- hints and steps --------------------------------------------------------------------

  async #showHint() {
    if (!this.#ui || !this.#engine || this.#board.error) return undefined;
    if (this.#running) this.cancel();
    this.#leaveStep();
    const board = this.#board;
    const revision = this.#revision;
    const current = () => revision === this.#revision;
    this.#hint = null;
    this.#setStatus(message('busy', (t) => t.hintLooking));
    try {
      const entries = board.entries;
      if (entries.some(Boolean)) {
        const solved = await this.#engine.solve(formatLine(board.givens));
        if (!current()) return undefined;
        const mistake = solved.status === 'unique' ? wrongEntriesStep(entries, solved.solution) : null;
        if (mistake) return this.#showMistake(mistake, true);
      }
      const [{ step, candidates }, texts] = await Promise.all([
        this.#engine.hint(formatLine(board.digits), allowedMasks(board)),
        this.#loadTexts(),
      ]);
      if (!current()) return undefined;
      this.#rateGivens();
      if (!step) {
        const full = board.digits.every(Boolean);
        const several = !full && (await this.#engine.solve(formatLine(board.givens))).status === 'multiple';
        if (!current()) return undefined;
        this.#setStatus(noHintMessage(full, several));
        return null;
      }
      if (step.technique === 'Mistake') return this.#showMistake(step, false);
      this.#hint = { step, marks: stepHighlight(step), candidates: Uint16Array.from(candidates) };
      this.#setStatus(hintMessage(step, this.hasAttribute('readonly'), texts));
      this.dispatchEvent(elementEvent('step', step));
      return step;
    } catch (error) {
      if (!current() || error instanceof CancelledError) return undefined;
      this.#setStatus(errorMessage(error));
      return undefined;
    }
  }

  /** Reports a mistake step: its cells marked, the status naming them; `entries`: they are wrong entries. */
  #showMistake(step, entries) {
    this.#wrong = new Set(step.cells);
    this.#hint = { step, marks: stepHighlight(step), candidates: null };
    this.#setStatus(mistakeMessage(step, entries));
    this.dispatchEvent(elementEvent('step', step));
    return step;
  }

  /** Runs explain on the givens and lists the steps. */
  async #explain() {
    if (!this.#ui || !this.#engine || this.#board.error) return undefined;
    this.#leaveStep();
    const givens = formatLine(this.#board.givens);
    return this.#search({
      op: 'explain',
      busy: (t) => t.explaining,
      ask: async () => (await Promise.all([this.#engine.explain(givens), this.#loadTexts()]))[0],
      done: (result) => {
        if (formatLine(this.#board.givens) !== givens) {
          this.#setStatus(boardMessage(this.#board, this.#clashes)); // other givens now: not their steps
          return undefined;
        }
        this.#solution = { givens, ...result };
        // A rating is the hardest step of a whole logical solution: none when the steps stop short.
        if (result.status === 'unique' && result.solved) {
          this.#rating = { givens, level: result.level, rating: result.rating, technique: result.technique };
          this.#save();
        }
        this.#setStatus(stepsMessage(result));
        this.#stepsPanel.focus(0);
        return result;
      },
    });
  }

  /** Shows the board before step `index` of the Steps list, with the step marked. */
  #showStep(index) {
    const solution = this.#solution;
    const step = solution?.steps[index];
    if (!step) return;
    const before = boardBefore(lineDigits(solution.givens), solution.candidates, solution.steps, index);
    this.#hint = null;
    this.#wrong = new Set();
    this.#stepView = { index, ...before, marks: stepHighlight(step) };
    this.#setStatus(stepShownMessage(step, index, solution.steps.length, this.#texts));
  }

  /** Scrolls the board into view when it is not wholly in view. */
  #revealBoard() {
    const board = this.#ui.canvas.getBoundingClientRect();
    if (board.top < 0 || board.bottom > innerHeight) this.#ui.canvas.parentElement.scrollIntoView({ block: 'start' });
  }

  /** Back from a step's board to the person's own. */
  #leaveStep() {
    if (!this.#stepView) return;
    this.#stepView = null;
    this.#setStatus(boardMessage(this.#board, this.#clashes));
  }

  /** The step on the board: the chosen one of the Steps list, else the hint shown, else null. */
  #stepShown() {
    return this.#stepView ? this.#solution.steps[this.#stepView.index] : (this.#hint?.step ?? null);
  }

  /**
   * Loads step-text.js once (a chunk of its own, not part of the page's first load) and draws
   * the texts that were waiting for it; resolves the module.
   */
  #loadTexts() {
    this.#textsLoading ??= import('./step-text.js').then(
      (texts) => {
        this.#texts = texts;
        this.#renderText();
        return texts;
      },
      (error) => {
        this.#textsLoading = null; // offline before it was cached: asked again next time
        throw error;
      },
    );
    return this.#textsLoading;
  }

  /** Opens the techniques help, at `technique`'s entry when given, once the texts are loaded. */
  async #openHelp(technique) {
    try {
      await this.#loadTexts();
    } catch (error) {
      this.#setStatus(errorMessage(error));
      return;
    }
    this.#help.open(technique);
  }

  /** The rating of the givens, asked of the engine after a unique Solve when not yet known. */
  async #rateGivens() {
    const givens = formatLine(this.#board.givens);
    // Asked once per puzzle: a hint pressed again while an extreme puzzle is rated would queue a
    // second whole logical solution behind the first.
    if (this.#rating?.givens === givens || this.#ratingAsked === givens) return;
    this.#ratingAsked = givens;
    try {
      const result = await this.#engine?.rate(givens);
      // Steps that stop short (nested chains needed) rate nothing: their hardest is not the puzzle's.
      if (!result || result.status !== 'unique' || !result.solved || formatLine(this.#board.givens) !== givens) return;
      this.#rating = { givens, level: result.level, rating: result.rating, technique: result.technique };
      this.#save();
      this.#renderText();
    } catch {
      /* cancelled, or no rating: the line stays empty */
    } finally {
      if (this.#ratingAsked === givens) this.#ratingAsked = null;
    }
  }

  /** "Hard · 3.4 (X-Wing)" for the board's givens, or '' when their rating is not known. */
  #difficultyText(t) {
    const r = this.#rating;
    if (!r || r.givens !== formatLine(this.#board.givens)) return '';
    const rating = Number(r.rating).toLocaleString(htmlLang(this.#lang()), { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    // The technique's name comes with the texts: drawn again once they have loaded.
    if (r.technique && !this.#texts) this.#loadTexts().catch(() => {});
    return t.difficulty(t.levels[r.level] ?? r.level, rating, r.technique && this.#texts?.techniqueName(r.technique, t.code));
  }

  #showResult(op, boardText, result) {
    const stale = boardText !== this.#board.text;
    if (stale) {
      // The board changed while the engine worked: the answer is not this board's.
      this.#setStatus(boardMessage(this.#board, this.#clashes));
    } else {
      const clashes = this.#clashes;
      const digits = this.#board.digits.slice();
      this.#board.setSolved(result.solution);
      this.#afterChange({ keepStatus: true, emit: false });
      this.#setStatus(op === 'solve' ? solveMessage(result, clashes, digits, this.#lang()) : targetMessage(result, this.#lang()));
      if (op === 'solve' && result.status === 'unique') this.#rateGivens();
    }
    this.dispatchEvent(elementEvent('solved', { mode: op, puzzle: boardText, stale, ...result }));
  }

  #showCheck(result, boardText) {
    if (boardText !== this.#board.text) {
      this.#setStatus(boardMessage(this.#board, this.#clashes)); // the board changed: no marks
      return;
    }
    const entries = this.#board.entries;
    const entryCount = entries.reduce((n, v) => n + (v ? 1 : 0), 0);
    this.#wrong = new Set();
    if (result.status === 'unique') {
      entries.forEach((v, i) => v && result.solution.charCodeAt(i) - 48 !== v && this.#wrong.add(i));
    }
    this.#setStatus(checkMessage(result.status, entryCount, this.#wrong.size));
  }

  #onProgress(p) {
    const lang = this.#lang();
    this.#ui.progressText.textContent = strings(lang).progress(p.bestScore, p.upperBound, p.nodes);
    if (p.bestSolution && this.#board.text === this.#running?.boardText) {
      // Show the best grid so far on the board while the search goes on.
      this.#progressGrid = p.bestSolution;
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

  #setStatus(status) {
    this.#status = status;
    this.#renderText();
  }

  #renderText() {
    const ui = this.#ui;
    if (!ui) return;
    const t = strings(this.#lang());
    const readonly = this.hasAttribute('readonly');
    renderLabels(ui, t, { readonly, examples: this.hasAttribute('examples'), board: this.#board.text });
    ui.statusMain.textContent = this.#status.main(t);
    ui.statusDetail.textContent = this.#status.detail(t);
    ui.status.dataset.kind = this.#status.kind;
    const difficulty = this.#difficultyText(t);
    ui.difficulty.textContent = difficulty;
    ui.printDifficulty.textContent = difficulty;
    ui.printLink.textContent = `${t.printLink}: ${location.href}`;
    const texts = this.#texts;
    ui.learn.hidden = !this.hasAttribute('hints');
    const step = this.#stepShown();
    ui.hintTools.hidden = !step || step.technique === 'Mistake';
    ui.apply.hidden = !this.#hint || this.hasAttribute('readonly');
    if (step && texts) ui.about.textContent = t.about(texts.techniqueName(step.technique, t.code));
    const view = this.#stepView;
    ui.previousStep.hidden = !view;
    ui.nextStep.hidden = !view;
    ui.previousStep.disabled = !view || view.index === 0;
    ui.nextStep.disabled = !view || view.index === this.#solution.steps.length - 1;
    this.#stepsPanel.render(t, texts, this.#solution, this.#stepView?.index ?? -1);
    this.#help.render(t, texts);
    this.#keypad.render(t, { notes: this.#notesMode, canUndo: this.#board.canUndo, canRedo: this.#board.canRedo });
    this.#render();
  }

  #render() {
    if (!this.#ui) return;
    const board = this.#board;
    const overlay = this.mode === 'target';
    const clashCells = new Set(this.#clashes.flat());
    const error = board.error;
    const errorCell = error?.kind === 'invalidCharacter' ? error.cell : -1;
    const progress = this.#progressGrid;
    const view = this.#stepView;
    const values = new Uint8Array(CELLS);
    const kinds = [];
    const notes = new Uint16Array(CELLS);
    for (let i = 0; i < CELLS; i++) {
      if (view) {
        // The board before the chosen step: the givens, and the digits the steps before it placed.
        values[i] = view.digits[i];
        kinds.push(!values[i] ? '' : board.givens[i] ? 'given' : 'solved');
        continue;
      }
      values[i] = board.valueAt(i) || (progress ? progress.charCodeAt(i) - 48 : 0);
      kinds.push(board.kindAt(i) || (values[i] ? 'solved' : ''));
      notes[i] = values[i] ? 0 : board.notesAt(i);
    }
    // A step shown brings the candidates it starts from; else the switch shows the engine's,
    // less those that applied steps removed.
    const masks = view?.candidates ?? this.#hint?.candidates ?? (this.#showCandidates && !error ? this.#candidates.for(formatLine(board.digits)) : null);
    const removed = view || this.#hint ? () => 0 : (i) => board.removedAt(i);
    const candidates = masks && masks.map((m, i) => (values[i] ? 0 : m & ~removed(i)));
    const step = view?.marks ?? this.#hint?.marks ?? null;
    this.#view.render({ values, kinds, notes, candidates, selected: this.#selected, clashCells, wrongCells: this.#wrong, errorCell, overlay, step });
    this.#legend.render(strings(this.#lang()), overlay, board.solved ?? progress);
    const t = strings(this.#lang());
    this.#grid.update(
      t.board,
      (i) =>
        cellLabel(t, i, {
          value: values[i],
          kind: kinds[i],
          notes: notes[i],
          candidates: candidates ? candidates[i] : null,
          clash: clashCells.has(i),
          wrong: this.#wrong.has(i),
          overlay,
          step,
        }),
      this.hasAttribute('readonly'),
    );
    this.#ui.layout.lang = htmlLang(this.#lang());
  }
}
