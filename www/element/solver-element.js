// <sudoku-solver>: the whole solver UI as one custom element (used by index.html and by
// embedding pages). Lifecycle and wiring only; www/README.md has the map of where each job lives
// (the board's state in model/board-state.js, requests and stale answers in requests.js, the
// parts in layout.js, drawing them in element-render.js, the grid's and keypad's input in
// board-input.js, the status texts in status.js, the engine in engine/client.js, ...).
//
// Attributes: puzzle, mode ("solve" | "target"), readonly, autosolve, examples, lang,
//   storage-key (keep the board, the settings and a saved game per puzzle in localStorage;
//   saved games live under keys of their own, see model/saved-games.js), hints (show Hint,
//   Steps and Techniques).
// Events (bubbling, composed; prefixed as custom elements' events are): sudoku-solved {mode,
//   status, score, solution, puzzle, nodes, guesses, ms}, sudoku-error {kind, message, row, col,
//   ch, found}, sudoku-puzzlechange {puzzle, givens, entries, mode, solution, setup}, sudoku-ready
//   (the engine has loaded; again after a Cancel, which restarts it), sudoku-step (a hint shown:
//   detail is the step), sudoku-finished {givens, ms} (the person filled the board rightly).
// Methods: solve(), maxTargetScore(), check(), generate(level), daily(), hint({grade}), applyHint(),
//   showHintGrade(grade), steps(), cancel(), clear(), undo(), redo(), enterPuzzle(), start(),
//   readPhoto(file), fillNotes(), openGame({givens, entries?, notes?}), openMyPuzzles(),
//   puzzleText(format, {progress}).
// Properties: puzzle, mode, solution (the solver's digits shown, or null), givens, entries,
//   notes (81 masks), setup, hintGrade.
// Styling: --sudoku-* custom properties.
import { BoardInput } from './board-input.js';
import { BoardState } from '../model/board-state.js';
import { CandidatesSource } from './candidates-source.js';
import { readGame } from '../model/saved-games.js';
import { GameStore } from './game-store.js';
import { dailyOptions } from '../model/daily.js';
import { EngineClient, LEVELS } from '../engine/client.js';
import { EXAMPLES } from '../model/examples.js';
import { buildLayout } from './layout.js';
import { ChainWalkPanel } from './chain-walk-panel.js';
import { ElementRender } from './element-render.js';
import { CELLS, findClashes } from '../model/geometry.js';
import { LANGUAGE_EVENT, errorText, language, strings } from '../text/i18n.js';
import { HintFlow } from './hint-flow.js';
import { MyPuzzles } from './my-puzzles.js';
import { PuzzleSetup } from './puzzle-setup.js';
import { formatLine, lengthError, readPuzzle } from '../model/puzzle-text.js';
import { limitTextField } from './text-limit.js';
import { boardText, checkTextFormat } from '../model/board-text.js';
import { boardMessage, errorMessage, message, refusedMessage } from './status.js';
import { HINT_GRADES, isHintGrade } from '../model/hint-grade.js';
import { Requests } from './requests.js';
import { PhotoFlow } from './photo-flow.js';
import { PuzzleRating } from './puzzle-rating.js';
import { Searches } from './searches.js';
import { StepsFlow } from './steps-flow.js';
import { NestedChains } from './nested-chains.js';
import { TechniqueHelp } from './technique-help.js';
import { TimerDisplay } from './timer-display.js';

let instances = 0;

/** A bubbling, composed event of the element, prefixed so that it cannot be taken for a DOM event. */
const elementEvent = (name, detail) => new CustomEvent(`sudoku-${name}`, { bubbles: true, composed: true, detail });

/** The settings a person can change, with their defaults. */
const DEFAULT_SETTINGS = { peerNotes: true, instantMistakes: false, timer: true };

export class SudokuSolver extends HTMLElement {
  static observedAttributes = ['puzzle', 'mode', 'readonly', 'lang', 'examples', 'hints'];

  /** Where the engine worker is: set by the entry module (sudoku-solver.js), which knows where it was loaded from. */
  static workerUrl = new URL('../engine/worker.js', import.meta.url);

  #ui = null;
  #engine = null;
  #renderer = null; // the element drawn from its state (element-render.js)
  #board = new BoardState();
  #version = 0; // counts the board's changes: an answer about an older board is not this one's
  #requests = new Requests(() => this.#version);
  #host = this.#makeHost(); // what every flow and part is given, the flows and parts themselves among it
  #store = new GameStore(() => this.getAttribute('storage-key'));
  #clashes = [];
  #wrong = new Set(); // entries found contradicting the solution (Check, a mistake, instant marking)
  #showCandidates = false;
  #settings = { ...DEFAULT_SETTINGS };
  #status = message('info', (t) => t.ready);
  #finished = false; // the person has filled this puzzle rightly
  #texts = null; // step-text.js once loaded: technique names and step sentences, off the first load
  #examples = null; // technique-examples.js's table once the help has loaded it
  #textsLoading = null;
  #saved = true; // whether the last save reached storage (a failure is said once, when it starts)
  #onLanguage = () => this.#renderText();
  #onStorage = (e) => this.#storageChanged(e);

  /**
   * The one host every flow and part of the element is given: what they read of the element and
   * ask of it. Its parts: `element` (this: its attributes, mode and methods), `board`
   * (model/board-state.js), `requests` (requests.js), `ui` (the parts, layout.js; null until
   * built), and the flows and parts, each in its module: `input`, `hints`, `steps`, `searches`,
   * `ratings`, `setup`, `photo`, `clock`, `candidates`, `nested`, `chainWalk`, `help`,
   * `myPuzzles`. Its state: `engine()` (null once disconnected), `lang()`, `readonly()`,
   * `version()` (counts the board's changes), `status()` (status.js's message shown),
   * `settings()`, `candidatesShown()` (the Candidates switch), `finished()` (the person has filled
   * the board rightly), `clashes()`, `wrong()` (the cells marked wrong), `texts()` (step-text.js
   * once loaded, else null), `examples()` (the help's, once loaded), `stepShown()` (the step on the
   * board, or null), `dialogOpen()`. What it does: `setStatus(status)`, `boardMessage()`,
   * `changed(options)` (after any change of the board), `setWrong(cells)`, `showCandidates()`
   * (turns the switch on), `requestCandidates()`, `loadTexts()`, `load(text, options)` (as it is,
   * every digit a given), `open(text)` (to play, with its saved game), `search(request)` (a search
   * Cancel stops, searches.js), `cancel()`, `runMode()`, `emit(name, detail)` (a `sudoku-<name>`
   * event), `save()`, `render()` (the board) and `renderText()` (every part's words, then the board).
   */
  #makeHost() {
    const element = this;
    const host = {
      element,
      board: this.#board,
      requests: this.#requests,
      get ui() {
        return element.#ui;
      },
      // Built with the parts (#build).
      input: null,
      steps: null,
      nested: null,
      chainWalk: null,
      help: null,
      myPuzzles: null,
      engine: () => this.#engine,
      lang: () => this.#lang(),
      readonly: () => this.hasAttribute('readonly'),
      version: () => this.#version,
      status: () => this.#status,
      settings: () => this.#settings,
      candidatesShown: () => this.#showCandidates,
      finished: () => this.#finished,
      clashes: () => this.#clashes,
      wrong: () => this.#wrong,
      texts: () => this.#texts,
      examples: () => this.#examples,
      stepShown: () => this.#stepShown(),
      dialogOpen: () => this.#host.help.dialog.open || this.#host.myPuzzles.dialog.open,
      setStatus: (status) => this.#setStatus(status),
      boardMessage: () => this.#boardMessage(),
      changed: (options) => this.#afterChange(options),
      setWrong: (cells) => (this.#wrong = cells),
      showCandidates: () => {
        this.#showCandidates = true;
        this.#ui.candidates.checked = true;
      },
      requestCandidates: () => this.#requestCandidates(),
      loadTexts: () => this.#loadTexts(),
      load: (text, options) => this.#load(text, options),
      open: (text) => this.#open(text),
      search: (request) => this.#host.searches.search(request),
      cancel: () => this.cancel(),
      runMode: () => this.#runMode(),
      emit: (name, detail) => this.dispatchEvent(elementEvent(name, detail)),
      save: () => this.#save(),
      render: () => this.#render(),
      renderText: () => this.#renderText(),
    };
    host.clock = new TimerDisplay(host);
    host.setup = new PuzzleSetup(host);
    host.photo = new PhotoFlow(host);
    host.ratings = new PuzzleRating(host);
    host.searches = new Searches(host);
    host.hints = new HintFlow(host);
    host.candidates = new CandidatesSource(host.engine, host.render);
    return host;
  }

  connectedCallback() {
    // First, so that the worker loads the wasm while the UI is built.
    this.#engine ??= new EngineClient({
      url: SudokuSolver.workerUrl,
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
    window.addEventListener('storage', this.#onStorage);
    this.#renderText();
    if (this.hasAttribute('puzzle') && this.#board.text !== this.getAttribute('puzzle')) this.#open(this.getAttribute('puzzle'));
    if (this.hasAttribute('autosolve') && this.#board.text.trim()) this.#autosolve();
    this.#host.clock.connect();
  }

  disconnectedCallback() {
    window.removeEventListener(LANGUAGE_EVENT, this.#onLanguage);
    window.removeEventListener('storage', this.#onStorage);
    this.#requests.cancel();
    this.#engine?.dispose();
    this.#engine = null;
    this.#host.clock.disconnect();
  }

  attributeChangedCallback(name, oldValue, value) {
    if (!this.#ui || oldValue === value) return;
    if (name === 'puzzle' && value !== this.#board.text) {
      this.#open(value ?? '');
      if (this.hasAttribute('autosolve')) this.#autosolve();
    } else if (name === 'readonly') {
      this.#applyReadonly();
      this.#renderText();
    } else {
      if (name === 'mode') {
        this.#save();
        this.#emitChange();
      }
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

  /** The givens as 81 characters ('.' empty), or null while the text does not read as a puzzle. */
  get givens() {
    return this.#board.error ? null : formatLine(this.#board.givens);
  }

  /** The person's entries as 81 characters ('.' where none), or null while the text does not read. */
  get entries() {
    return this.#board.error ? null : formatLine(this.#board.entries);
  }

  /** The person's notes: 81 masks (bit d-1 = digit d). */
  get notes() {
    return Array.from({ length: CELLS }, (_, i) => this.#board.notesAt(i));
  }

  /** Whether the board is in set-up: digits entered are givens until Start. */
  get setup() {
    return this.#board.setup;
  }

  /** Solves the current puzzle; resolves with the engine's result (or undefined). */
  solve() {
    return this.#host.searches.run('solve');
  }

  /** Finds the maximum target score of the current puzzle. */
  maxTargetScore() {
    return this.#host.searches.run('target');
  }

  /** Marks the person's entries that contradict the givens' solution. */
  check() {
    return this.#host.searches.run('check');
  }

  /**
   * Loads a new generated puzzle of `level` (easy, medium, hard, expert, extreme; default: the
   * level picker's) as the givens, an undoable change. Resolves {puzzle, solution, rating, level,
   * technique, ms}, or undefined when cancelled or read-only.
   */
  generate(level = this.#ui?.level.value ?? 'medium') {
    if (!LEVELS.includes(level)) return Promise.reject(new RangeError(`unknown level ${JSON.stringify(level)}: use ${LEVELS.join(', ')}`));
    return this.#host.searches.generate({ level });
  }

  /** Loads today's daily puzzle (the same for everyone on a local date; see daily.js). */
  daily() {
    return this.#host.searches.generate(dailyOptions());
  }

  /**
   * Shows the next logical step for the board, asked of the engine in one request: the person's
   * wrong entries come first (a step named "Mistake"), then a step from the candidates the person
   * kept (see hint-request.js). `grade` is how much of it is shown (model/hint-grade.js): 1 a
   * nudge (the technique and where to look), 2 the pattern, 3 the move; a mistake is shown
   * whole. Resolves the step shown, null when there is none (a full or stuck board), or undefined
   * when the board changed meanwhile.
   */
  hint({ grade = HINT_GRADES.nudge } = {}) {
    if (!isHintGrade(grade)) return Promise.reject(new RangeError(`unknown hint grade ${JSON.stringify(grade)}: use 1, 2 or 3`));
    return this.#ui ? this.#host.hints.show(grade) : Promise.resolve(undefined);
  }

  /** The grade of the hint shown (1 nudge, 2 pattern, 3 move), or 0 when none is shown. */
  get hintGrade() {
    return this.#host.hints.grade;
  }

  /** Shows the hint on the board at `grade`, asking nothing of the engine; returns whether there was one to show. */
  showHintGrade(grade) {
    return this.#host.hints.showGrade(grade);
  }

  /** Applies the hint shown as one undoable change; returns whether there was one to apply. */
  applyHint() {
    return this.#host.hints.apply();
  }

  /** Lists the whole logical solution of the givens (Steps); resolves explain's result. A search. */
  steps() {
    return this.#ui && !this.#board.error ? this.#host.steps.explain() : Promise.resolve(undefined);
  }

  /** Stops a running search. */
  cancel() {
    if (!this.#requests.cancel()) return;
    this.#engine?.cancel();
    this.#setStatus(message('info', (t) => t.cancelled));
    this.#host.searches.showProgress(false);
    this.#requestCandidates();
  }

  /** Empties the board (an undoable change): a new puzzle can be set up. */
  clear() {
    if (this.hasAttribute('readonly')) return;
    this.#load('');
    this.#ui.puzzle.focus({ preventScroll: true });
  }

  /** Empties the board for setting up a puzzle from paper: the digits entered are givens until Start. */
  enterPuzzle() {
    this.#host.setup.enter();
  }

  /**
   * Reads the puzzle in image file `file` (a photo or screenshot, JPEG or PNG) onto the board in
   * set-up, its unsure cells marked; resolves the reading, or undefined (cancelled or failed: the
   * error is shown beside the board, which keeps what it had).
   */
  readPhoto(file) {
    return this.#ui ? this.#host.photo.read(file) : Promise.resolve(undefined);
  }

  /**
   * Ends set-up: the engine checks the givens in one request. One solution locks them (play
   * begins, the status shows the level and rating); none or several say so, and set-up goes on.
   * Resolves the engine's status ('unique', 'multiple', 'none'), or undefined.
   */
  start() {
    return this.#ui ? this.#host.setup.start() : Promise.resolve(undefined);
  }

  /** Writes every empty cell's candidates as its notes, one undoable change. Resolves whether it did. */
  async fillNotes() {
    const board = this.#board;
    if (!this.#engine || board.error || this.hasAttribute('readonly')) return false;
    const version = this.#version;
    try {
      const masks = await this.#engine.candidates(formatLine(board.digits));
      if (version !== this.#version) return false;
      board.fillNotes(masks);
      this.#afterChange();
      return true;
    } catch {
      return false;
    }
  }

  /**
   * Opens a puzzle to play: `givens` (puzzle text) with its saved game, if any; `entries` (81
   * characters, '.' none) and `notes` (81 masks), when given, are a shared game's progress and
   * replace the saved one. Malformed text loads as it is and shows its error.
   */
  openGame({ givens, entries = null, notes = null }) {
    const read = readPuzzle(String(givens));
    const progress = !read.error && (entries || notes) ? readGame({ givens: formatLine(read.cells), entries, notes }) : null;
    this.#open(String(givens), progress);
  }

  /**
   * The board as puzzle text for "Copy as" (model/board-text.js): `format` 'line' (81
   * characters), 'grid' (bordered) or 'pencilMarks' (the board as it is, each empty cell's notes
   * or else its candidates). The line and the grid hold the givens, and the entries too with
   * `progress`. Resolves null while the text does not read as a puzzle.
   */
  async puzzleText(format, { progress = false } = {}) {
    checkTextFormat(format);
    const board = this.#board;
    if (board.error) return null;
    let candidates = null;
    if (format === 'pencilMarks') {
      const digits = formatLine(board.digits);
      candidates = this.#host.candidates.for(digits) ?? (await this.#engine?.candidates(digits).catch(() => null)) ?? null;
      // The board changed while the engine answered: written as it is now.
      if (board.error || formatLine(board.digits) !== digits) return this.puzzleText(format, { progress });
    }
    return boardText(board, format, { progress, candidates });
  }

  /** Opens the "My puzzles" dialog: the saved games. */
  openMyPuzzles() {
    this.#host.myPuzzles.open(this.#lang());
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

    const host = this.#host;
    host.steps = new StepsFlow(ui, host);
    host.nested = new NestedChains(ui.nestedChains, { onChange: () => this.#renderText() });
    host.help = new TechniqueHelp(ui.id);
    host.chainWalk = new ChainWalkPanel(() => this.#renderText());
    // Under the board and its tools, so that the board stays in view while the chain is walked (a phone too).
    ui.board.parentElement.append(host.chainWalk.element);
    host.myPuzzles = new MyPuzzles(ui.id, {
      storage: () => this.#store.storage,
      current: () => this.givens,
      onOpen: (game) => this.#open(game.givens),
      onDelete: (givens) => {
        if (givens === this.givens) this.#finished = false;
      },
    });
    ui.layout.append(host.help.dialog, host.myPuzzles.dialog);
    host.input = new BoardInput(ui, host);
    this.#renderer = new ElementRender(ui, host);

    limitTextField(ui.puzzle, (error) => this.#refuse(error));
    ui.puzzle.addEventListener('input', () => {
      // Too much text that came another way than a paste or a drop (a script, an extension).
      const tooLong = lengthError(ui.puzzle.value);
      if (tooLong) {
        ui.puzzle.value = this.#board.text;
        this.#refuse(tooLong);
        return;
      }
      this.#board.editText(ui.puzzle.value);
      this.#afterChange();
    });
    this.#applyReadonly();
    ui.solve.addEventListener('click', () => this.solve());
    ui.level.addEventListener('change', () => this.#save());
    ui.newPuzzle.addEventListener('click', () => this.generate(ui.level.value));
    ui.enterPuzzle.addEventListener('click', () => this.enterPuzzle());
    this.#host.photo.wire(ui, this, ui.board);
    ui.start.addEventListener('click', () => this.start());
    ui.fillNotes.addEventListener('click', () => this.fillNotes());
    ui.myPuzzles.addEventListener('click', () => this.openMyPuzzles());
    ui.daily.addEventListener('click', () => this.daily());
    ui.print.addEventListener('click', () => window.print());
    ui.target.addEventListener('click', () => this.maxTargetScore());
    ui.clear.addEventListener('click', () => this.clear());
    ui.cancel.addEventListener('click', () => this.cancel());
    ui.hint.addEventListener('click', () => this.#host.hints.press());
    ui.apply.addEventListener('click', () => this.applyHint());
    ui.showMove.addEventListener('click', () => this.showHintGrade(HINT_GRADES.move));
    ui.steps.addEventListener('click', () => this.steps());
    ui.techniques.addEventListener('click', () => this.#openHelp());
    ui.about.addEventListener('click', () => this.#openHelp(this.#stepShown()?.technique));
    ui.copy.addEventListener('click', () => this.#host.searches.copySolution());
    ui.candidates.addEventListener('change', () => {
      this.#showCandidates = ui.candidates.checked;
      this.#requestCandidates();
      this.#save();
      this.#renderText();
    });
    for (const [name, input] of Object.entries(ui.settings)) {
      input.addEventListener('change', () => {
        this.#settings[name] = input.checked;
        if (name === 'instantMistakes') this.#host.hints.markMistakes();
        this.#save();
        this.#host.clock.update();
        this.#renderText();
      });
    }
    ui.examples.addEventListener('change', () => {
      const example = EXAMPLES[Number(ui.examples.value)];
      if (!example) return;
      if (this.#requests.running) this.cancel();
      this.mode = example.mode;
      this.#open(example.text);
    });
  }

  #applyReadonly() {
    const readonly = this.hasAttribute('readonly');
    const ui = this.#ui;
    ui.puzzle.readOnly = readonly;
    ui.clear.hidden = readonly;
    ui.keypad.hidden = readonly;
    ui.examples.disabled = readonly;
    for (const el of [ui.level, ui.newPuzzle, ui.daily, ui.enterPuzzle, ui.photoLabel, ui.fillNotes]) el.hidden = readonly;
    ui.apply.hidden = readonly;
  }

  // ---- state changes --------------------------------------------------------------------

  /** Restores the board and settings saved under the storage-key attribute, if any, field by field. */
  #restore() {
    const saved = this.#store.loadRecord();
    if (!saved) return;
    if (saved.mode === 'target' || saved.mode === 'solve') this.setAttribute('mode', saved.mode);
    this.#host.input.notesMode = saved.notes === true;
    this.#showCandidates = saved.candidates === true;
    this.#ui.candidates.checked = this.#showCandidates;
    if (LEVELS.includes(saved.level)) this.#ui.level.value = saved.level;
    const settings = typeof saved.settings === 'object' && saved.settings !== null ? saved.settings : {};
    for (const name of Object.keys(DEFAULT_SETTINGS)) if (typeof settings[name] === 'boolean') this.#settings[name] = settings[name];
    const r = saved.rating;
    if (r && typeof r === 'object' && typeof r.givens === 'string' && LEVELS.includes(r.level) && Number.isFinite(r.rating)) {
      this.#rating = { givens: r.givens, level: r.level, rating: r.rating, technique: typeof r.technique === 'string' ? r.technique : null };
    }
    if (!this.#board.restore(saved.board)) return;
    // The puzzle's own saved game is newer than this record when another tab played it.
    const game = this.#board.setup || this.#board.error ? null : this.#store.loadGame(formatLine(this.#board.givens));
    if (game) this.#takeGame(game, { replace: true });
  }

  /** Saves the element's record and the puzzle's game (when there is a storage-key). */
  #save() {
    if (!this.#ui || !this.#store.storage) return;
    const record = {
      board: this.#board.toJSON(),
      mode: this.mode,
      notes: this.#host.input.notesMode,
      candidates: this.#showCandidates,
      level: this.#ui.level.value,
      rating: this.#rating,
      settings: this.#settings,
    };
    const saved = this.#store.save(record, this.#game());
    if (!saved && this.#saved) this.#setStatus(message('error', (t) => t.saveFailed));
    this.#saved = saved;
  }

  /** The game on the board as saved-games.js keeps it, or null in set-up or for text that does not read. */
  #game() {
    const board = this.#board;
    if (board.setup || board.error || !board.givens.some(Boolean)) return null;
    const givens = formatLine(board.givens);
    const rating = this.#rating?.givens === givens ? this.#rating : null;
    return {
      givens,
      entries: formatLine(board.entries),
      notes: Array.from({ length: CELLS }, (_, i) => board.notesAt(i)),
      removed: Array.from({ length: CELLS }, (_, i) => board.removedAt(i)),
      time: Math.round(this.#host.clock.ms),
      solved: this.#finished,
      level: rating?.level ?? null,
      rating: rating?.rating ?? null,
      updated: Date.now(),
    };
  }

  /**
   * Puts a saved game's progress on the board (givens already there): `replace` keeps the
   * history (a restore), else it is one undoable change. Also its time and whether it was solved.
   */
  #takeGame(game, { replace = false } = {}) {
    this.#board.loadGame(game, { replace });
    this.#host.clock.reset(game.time);
    this.#finished = game.solved;
    if (game.level && Number.isFinite(game.rating) && this.#rating?.givens !== game.givens) {
      this.#rating = { givens: game.givens, level: game.level, rating: game.rating, technique: null };
    }
  }

  /** Another tab saved a game: the one on this board is taken from it, so neither tab drops the other's moves. */
  #storageChanged(e) {
    const game = this.#store.changed(e, this.#game());
    if (!game) return;
    this.#takeGame(game);
    this.#afterChange({ save: false });
  }

  /** Loads `text` as it is (Clear, a generated puzzle): every digit a given, no saved game. */
  #load(text, options) {
    this.#host.photo.forget();
    this.#board.load(text, options);
    this.#finished = false;
    this.#host.clock.reset(0);
    this.#afterChange();
  }

  /**
   * Opens `text` to play (a link, an example, My puzzles, the puzzle attribute): with `game`, or
   * else its saved game. Text over MAX_TEXT_LENGTH is refused, the board left as it was.
   */
  #open(text, game = null) {
    const tooLong = lengthError(text);
    if (tooLong) {
      this.#refuse(tooLong);
      return;
    }
    this.#host.photo.forget();
    this.#board.load(text);
    this.#finished = false;
    this.#host.clock.reset(0);
    const board = this.#board;
    if (!board.error && !board.setup) {
      const givens = formatLine(board.givens);
      const saved = game ?? this.#store.loadGame(givens);
      if (saved?.givens === givens) this.#takeGame(saved, { replace: true });
    }
    this.#afterChange();
  }

  /**
   * After any change of the board: the field, clashes, the finish, status, candidates, storage,
   * event, drawing. `save`: false when the change came from storage.
   */
  #afterChange({ keepStatus = false, emit = true, save = true } = {}) {
    const board = this.#board;
    const ui = this.#ui;
    if (ui.puzzle.value !== board.text) ui.puzzle.value = board.text;
    this.#version++;
    this.#clashes = board.error ? [] : findClashes(board.digits);
    this.#wrong = new Set();
    this.#hint = null;
    this.#host.steps.boardChanged(formatLine(board.givens));
    this.#host.searches.progressGrid = null;
    ui.solution.value = board.solved ?? '';
    const finishing = !board.setup && board.complete && !this.#finished;
    if (finishing) this.#finished = true;
    else if (!board.complete) this.#finished = false;
    this.#host.clock.update();
    // The finish is said whatever else the change would say.
    if ((!keepStatus || finishing) && !this.#requests.running) this.#status = this.#boardMessage();
    this.#requestCandidates();
    this.#host.hints.markMistakes();
    if (save) this.#save();
    if (emit) this.#emitChange();
    if (finishing) {
      this.#host.ratings.rate();
      this.dispatchEvent(elementEvent('finished', { givens: formatLine(board.givens), ms: this.#host.clock.ms }));
    }
    this.#renderText();
  }

  #emitChange() {
    const board = this.#board;
    this.dispatchEvent(
      elementEvent('puzzlechange', {
        puzzle: board.text,
        givens: this.givens,
        entries: this.entries,
        mode: this.mode,
        solution: board.solved,
        setup: board.setup,
      }),
    );
  }

  /** What the status says about the board as it is: set-up, clashes, the finish, or counts. */
  #boardMessage() {
    return boardMessage(this.#board, this.#clashes, { finished: this.#finished, time: () => this.#host.clock.ms });
  }

  #requestCandidates() {
    if (this.#showCandidates && !this.#board.error) this.#host.candidates.request(formatLine(this.#board.digits));
  }

  #autosolve() {
    queueMicrotask(() => this.#runMode());
  }

  #runMode() {
    return this.mode === 'target' ? this.maxTargetScore() : this.solve();
  }

  /** Refuses text too long to read (`error`: {kind: 'tooLong', length}): says so beside the board and in a `sudoku-error`. */
  #refuse(error) {
    this.#setStatus(refusedMessage(error));
    this.dispatchEvent(elementEvent('error', { kind: error.kind, message: errorText(error, strings('en')), length: error.length }));
  }

  // ---- hints and steps --------------------------------------------------------------------

  /** The step on the board: the chosen one of the Steps list, else the hint shown, else null. */
  #stepShown() {
    return this.#host.steps.step ?? this.#hint?.step ?? null;
  }

  /**
   * Loads step-text.js once (a chunk of its own, not part of the page's first load) and draws
   * the texts that were waiting for it; resolves the module.
   */
  #loadTexts() {
    this.#textsLoading ??= import('../text/step-text.js').then(
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

  /** Opens the techniques help, at `technique`'s entry when given, once the texts and the examples are loaded. */
  async #openHelp(technique) {
    try {
      const [, examples] = await Promise.all([this.#loadTexts(), import('../model/technique-examples.js')]);
      this.#examples = examples.TECHNIQUE_EXAMPLES;
      this.#renderText();
    } catch (error) {
      this.#setStatus(errorMessage(error));
      return;
    }
    this.#host.help.open(technique);
  }

  // ---- state the parts keep, and drawing ------------------------------------------------

  /** The hint shown on the board (hint-flow.js keeps it). */
  get #hint() {
    return this.#host.hints.shown;
  }

  set #hint(value) {
    this.#host.hints.shown = value;
  }

  /** The puzzle's rating once known (puzzle-rating.js keeps it). */
  get #rating() {
    return this.#host.ratings.current;
  }

  set #rating(value) {
    this.#host.ratings.current = value;
  }

  #lang() {
    return this.getAttribute('lang') || language();
  }

  #setStatus(status) {
    this.#status = status;
    this.#renderText();
  }

  /** Every part's words in the page's language, then the board (element-render.js). */
  #renderText() {
    this.#renderer?.renderText();
  }

  /** The board alone (element-render.js). */
  #render() {
    this.#renderer?.render();
  }
}
