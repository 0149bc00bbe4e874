// Types for <sudoku-solver>, the element defined by importing this package (dist/sudoku-solver.js).
// The engine's own API (solve, maxTargetScore, explain, hint, rate, generate) is typed in
// pkg/sudoku_engine.d.ts, imported as 'sudoku-solver-element/engine'.

/** A difficulty level, by its rating on the Sudoku Explainer scale. */
export type Level = 'easy' | 'medium' | 'hard' | 'expert' | 'extreme';

/** A logical step, as the engine gives it (see the README's "Logical solving"). */
export interface Step {
  /** The technique's usual English name, e.g. "Hidden Single"; "Mistake" for a wrong entry. */
  technique: string;
  /** Its difficulty on the Sudoku Explainer scale. */
  rating?: number;
  /** [cell, digit] pairs the step solves; cells are 0-80 in row-major order. */
  placements: [number, number][];
  /** [cell, digit] candidates the step removes. */
  eliminations: [number, number][];
  /** One English sentence naming the cells as r#c#. */
  text: string;
  /** The cells of the pattern (a mistake: the wrong entries' cells). */
  cells?: number[];
  [field: string]: unknown;
}

/** The attributes of <sudoku-solver> (all optional; boolean ones by presence). */
export interface SudokuSolverAttributes {
  /** Puzzle text: 81 cells, `1`-`9` givens, `0` or `.` empty, white space and grid borders ignored. */
  puzzle?: string;
  /** "target" shows the target score's ring weights on the board. */
  mode?: 'solve' | 'target';
  /** The board cannot be changed; Solve and Max target score still answer. */
  readonly?: boolean | '';
  /** Solve as soon as a puzzle is set. */
  autosolve?: boolean | '';
  /** Show the example picker. */
  examples?: boolean | '';
  /** The language of the element's words ("en" or "zh"); default: the page's. */
  lang?: 'en' | 'zh';
  /** Keep the board, the settings and a saved game per puzzle in localStorage under this key. */
  'storage-key'?: string;
  /** Show Hint, Steps and Techniques. */
  hints?: boolean | '';
}

/** The engine's answer to Solve (solve()) or Max target score (maxTargetScore()). */
export interface SolveResult {
  /** Solve: "unique", "multiple" or "none". */
  status?: 'unique' | 'multiple' | 'none';
  /** Target: the maximum target score, -1 when there is no completion. */
  score?: number;
  /** 81 digits, or null when there is no solution. */
  solution: string | null;
  /** Solve: the cells whose givens clash. */
  clashes?: number[];
  /** Search nodes and guesses, and the engine's time in milliseconds. */
  nodes: number;
  guesses?: number;
  ms: number;
}

/** `sudoku-solved`: an answer of Solve (mode "solve") or Max target score (mode "target"). */
export interface SudokuSolvedDetail extends SolveResult {
  mode: 'solve' | 'target';
  /** The board text the answer is for. */
  puzzle: string;
  /** True when the board changed while the engine worked (the answer is then not shown). */
  stale: boolean;
}

/** `sudoku-error`: puzzle text that does not read, or an engine failure. */
export interface SudokuErrorDetail {
  kind: string;
  message: string;
  /** 1-based row and column of a bad character. */
  row?: number;
  col?: number;
  ch?: string;
  /** How many cells were found when there were not 81. */
  found?: number;
}

/** `sudoku-puzzlechange`: any change of the board. */
export interface SudokuPuzzleChangeDetail {
  puzzle: string;
  givens: string | null;
  entries: string | null;
  mode: 'solve' | 'target';
  solution: string | null;
  setup: boolean;
}

/** `sudoku-finished`: the person filled the board rightly. */
export interface SudokuFinishedDetail {
  givens: string;
  /** Time played. */
  ms: number;
}

/** The element's events: all bubble and cross shadow roots (composed). */
export interface SudokuSolverEventMap {
  /** The engine has loaded and answers at once (again after a Cancel, which restarts it). */
  'sudoku-ready': CustomEvent<undefined>;
  'sudoku-solved': CustomEvent<SudokuSolvedDetail>;
  'sudoku-error': CustomEvent<SudokuErrorDetail>;
  'sudoku-puzzlechange': CustomEvent<SudokuPuzzleChangeDetail>;
  /** A hint shown: the step (or a "Mistake" naming wrong entries). */
  'sudoku-step': CustomEvent<Step>;
  'sudoku-finished': CustomEvent<SudokuFinishedDetail>;
}

/** What generate() and daily() resolve. */
export interface GeneratedPuzzle {
  /** 81 characters, '.' empty. */
  puzzle: string;
  solution: string;
  rating: number;
  level: Level;
  technique: string;
  ms: number;
}

/** <sudoku-solver>: the whole solver UI; each element runs its own engine worker. */
export declare class SudokuSolver extends HTMLElement {
  static readonly observedAttributes: string[];
  /** Where the engine worker is; set by this module from its own URL. */
  static workerUrl: URL | string;

  /** The puzzle text (reflects the `puzzle` attribute). */
  puzzle: string;
  /** "solve" or "target" (reflects the `mode` attribute). */
  mode: 'solve' | 'target';
  /** The solver's digits shown on the board (81 characters), or null. */
  readonly solution: string | null;
  /** The givens (81 characters, '.' empty), or null while the text does not read as a puzzle. */
  readonly givens: string | null;
  /** The person's entries (81 characters, '.' none), or null while the text does not read. */
  readonly entries: string | null;
  /** The person's notes: 81 masks (bit d-1 = digit d). */
  readonly notes: number[];
  /** Whether the board is in set-up: digits entered are givens until start(). */
  readonly setup: boolean;

  /** Solves the puzzle; resolves the engine's result, or undefined when cancelled or stale. */
  solve(): Promise<SolveResult | undefined>;
  /** Finds the maximum target score. */
  maxTargetScore(): Promise<SolveResult | undefined>;
  /** Marks the person's entries that contradict the solution. */
  check(): Promise<unknown>;
  /** Loads a generated puzzle of `level` (default: the level picker's); rejects with a RangeError on an unknown level. */
  generate(level?: Level): Promise<GeneratedPuzzle | undefined>;
  /** Loads today's daily puzzle. */
  daily(): Promise<GeneratedPuzzle | undefined>;
  /**
   * Shows the next logical step at `grade` (1 a nudge: the technique and where to look, the
   * default; 2 the pattern; 3 the move), asked of the engine in one request; resolves the step,
   * null when there is none, undefined when the board changed meanwhile; rejects with a
   * RangeError on another grade.
   */
  hint(options?: { grade?: 1 | 2 | 3 }): Promise<Step | null | undefined>;
  /** Shows the hint on the board at another grade, asking nothing of the engine; returns whether there was one. */
  showHintGrade(grade: 1 | 2 | 3): boolean;
  /** The grade of the hint shown (1-3), 0 when none. */
  readonly hintGrade: 0 | 1 | 2 | 3;
  /** Applies the hint shown as one undoable change; returns whether there was one. */
  applyHint(): boolean;
  /** Lists the whole logical solution (Steps); resolves the engine's explain() result. */
  steps(): Promise<unknown>;
  /** Stops a running search. */
  cancel(): void;
  /** Empties the board (undoable). */
  clear(): void;
  /** Empties the board for setting up a puzzle from paper. */
  enterPuzzle(): void;
  /**
   * Reads the puzzle in an image file (a photo or screenshot) onto the board in set-up, its unsure
   * cells marked; resolves the reading, or undefined when cancelled or failed (the error is shown
   * beside the board, which keeps what it had).
   */
  readPhoto(file: Blob): Promise<{ puzzle: string; confidence: number[]; corners: [number, number][]; ms: number } | undefined>;
  /** Ends set-up; resolves "unique", "multiple" or "none", or undefined. */
  start(): Promise<'unique' | 'multiple' | 'none' | undefined>;
  /** Writes every empty cell's candidates as notes (undoable); resolves whether it did. */
  fillNotes(): Promise<boolean>;
  /** Opens a puzzle to play, with a shared game's progress when given. */
  openGame(game: { givens: string; entries?: string | null; notes?: number[] | null }): void;
  /** Opens the "My puzzles" dialog (with `storage-key`). */
  openMyPuzzles(): void;
  /**
   * The board as puzzle text: the 81-character line or a bordered grid (the givens; the entries
   * too with `progress`), or a pencil-mark grid (the board as it is, each empty cell's notes or
   * else its candidates). Resolves null while the text does not read as a puzzle.
   */
  puzzleText(format: 'line' | 'grid' | 'pencilMarks', options?: { progress?: boolean }): Promise<string | null>;
  undo(): void;
  redo(): void;

  addEventListener<K extends keyof SudokuSolverEventMap>(
    type: K,
    listener: (this: SudokuSolver, event: SudokuSolverEventMap[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof SudokuSolverEventMap>(
    type: K,
    listener: (this: SudokuSolver, event: SudokuSolverEventMap[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

/**
 * Registers the element under `tag` (once; importing this module already registers
 * <sudoku-solver>) and adds its stylesheet to the document.
 */
export declare function define(tag?: string, registry?: CustomElementRegistry): typeof SudokuSolver;

declare global {
  interface HTMLElementTagNameMap {
    'sudoku-solver': SudokuSolver;
  }
  // The events bubble: typed on any element, the document and the window.
  interface HTMLElementEventMap extends SudokuSolverEventMap {}
  interface DocumentEventMap extends SudokuSolverEventMap {}
  interface WindowEventMap extends SudokuSolverEventMap {}
}
