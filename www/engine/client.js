// The page side of the engine worker (the protocol is described in engine-worker.js): one search
// (solve, target, generate, explain) at a time with progress callbacks and cancel, and quick
// questions (candidates, rate, hint) that queue behind it.
//
// Cancel (and any new search while one runs) terminates the worker; the next request starts
// a fresh one: a wasm search cannot be interrupted from outside, and a fresh worker is ready
// in milliseconds because the browser keeps the files cached. Quick questions still waiting then
// reject with CancelledError too. Replies are checked before anything reaches the page.

const WORKER_URL = new URL('./engine-worker.js', import.meta.url);
const GRID = /^[1-9]{81}$/;

export class CancelledError extends Error {
  constructor() {
    super('cancelled');
    this.name = 'CancelledError';
  }
}

/** A failure inside the engine or the worker (not bad puzzle text). */
export class EngineError extends Error {
  constructor(message) {
    super(message);
    this.name = 'EngineError';
  }
}

const isGridOrNull = (v) => v === null || (typeof v === 'string' && GRID.test(v));
const isCount = (v) => typeof v === 'number' && Number.isFinite(v) && v >= 0;

const SEARCHES = new Set(['solve', 'target', 'generate', 'explain']);
export const LEVELS = ['easy', 'medium', 'hard', 'expert', 'extreme'];

const isRating = (r) => typeof r.rating === 'number' && Number.isFinite(r.rating) && LEVELS.includes(r.level);

const isCellIndex = (v) => Number.isInteger(v) && v >= 0 && v < 81;
const isCandidate = (v) => Array.isArray(v) && v.length === 2 && isCellIndex(v[0]) && Number.isInteger(v[1]) && v[1] >= 1 && v[1] <= 9;
const listOf = (v, check) => v === undefined || (Array.isArray(v) && v.every(check));
const isLink = (l) => typeof l === 'object' && l !== null && listOf(l.from, isCandidate) && listOf(l.to, isCandidate) && l.from.length > 0 && l.to.length > 0 && typeof l.strong === 'boolean';

/** Whether `s` is a well-formed step (see the README's "Logical solving"): what the page may draw. */
export function isStep(s) {
  return (
    typeof s === 'object' &&
    s !== null &&
    typeof s.technique === 'string' &&
    typeof s.text === 'string' &&
    (s.technique === 'Mistake' || (typeof s.rating === 'number' && Number.isFinite(s.rating))) &&
    Array.isArray(s.placements) &&
    Array.isArray(s.eliminations) &&
    s.placements.every(isCandidate) &&
    s.eliminations.every(isCandidate) &&
    listOf(s.cells, isCellIndex) &&
    listOf(s.candidates, isCandidate) &&
    listOf(s.units, (u) => Number.isInteger(u) && u >= 0 && u < 27) &&
    listOf(s.links, isLink)
  );
}

const isMasks = (r) => Array.isArray(r) && r.length === 81 && r.every((m) => Number.isInteger(m) && m >= 0 && m < 512);

function checkResult(op, r) {
  if (op === 'candidates') return isMasks(r);
  if (typeof r !== 'object' || r === null) return false;
  if (op === 'hint') return (r.step === null || isStep(r.step)) && isMasks(r.candidates);
  if (op === 'explain') {
    const known = ['unique', 'multiple', 'none'].includes(r.status);
    return known && typeof r.solved === 'boolean' && Array.isArray(r.steps) && r.steps.every(isStep) && isMasks(r.candidates) && (r.status !== 'unique' || isRating(r));
  }
  if (op === 'rate') return typeof r.status === 'string' && (r.status !== 'unique' || isRating(r));
  if (op === 'generate') return /^[1-9.]{81}$/.test(r.puzzle) && isGridOrNull(r.solution) && isRating(r);
  if (typeof r !== 'object' || r === null || !isGridOrNull(r.solution) || !isCount(r.nodes)) return false;
  if (op === 'solve') return ['unique', 'multiple', 'none'].includes(r.status);
  return Number.isInteger(r.score) && r.score >= -1;
}

function checkProgress(p) {
  return typeof p === 'object' && p !== null && isCount(p.nodes) && Number.isInteger(p.bestScore) && isGridOrNull(p.bestSolution);
}

export class EngineClient {
  #worker = null;
  #pending = new Map(); // id -> {op, resolve, reject, onProgress}
  #search = 0; // id of the running search, 0 when none
  #nextId = 1;
  #onReady;

  /** Starts the worker; `onReady` is called each time a worker has loaded the engine. */
  constructor({ onReady } = {}) {
    this.#onReady = onReady;
    this.#spawn();
  }

  /** Solves `puzzle`: resolves {status, solution, clashes, nodes, guesses, ms}. */
  solve(puzzle) {
    return this.#request('solve', puzzle);
  }

  /** Maximum target score: resolves {score, solution, nodes, ms}; onProgress gets snapshots. */
  maxTargetScore(puzzle, onProgress) {
    return this.#request('target', puzzle, onProgress);
  }

  /**
   * Every empty cell's candidates from the engine: resolves an array of 81 masks (bit d-1 set =
   * digit d not yet ruled out by a peer; 0 for filled cells). Does not cancel a running search.
   */
  candidates(puzzle) {
    return this.#request('candidates', puzzle);
  }

  /**
   * A new puzzle with one solution: resolves {puzzle ('.' for empty), solution, rating, level,
   * technique, ms}. `options`: {level: easy|medium|hard|expert|extreme, seed?, symmetric?, minimal?}.
   * A search: Cancel stops it.
   */
  generate(options) {
    return this.#request('generate', null, undefined, options);
  }

  /** The puzzle's rating: resolves {status, rating, level, technique, solved, ms}. A quick question. */
  rate(puzzle) {
    return this.#request('rate', puzzle);
  }

  /**
   * The whole logical solution of `puzzle`: resolves {status, rating, level, solved, steps,
   * candidates (the 81 masks before the first step), ms}. A search: Cancel stops it.
   */
  explain(puzzle) {
    return this.#request('explain', puzzle);
  }

  /**
   * The next logical step for `puzzle` (a partly filled grid), starting from the engine's
   * candidates within `allowed` (81 masks, bit d-1 = digit d still allowed; omitted: all):
   * resolves {step, candidates (the 81 masks it started from), ms}, step null when the grid is
   * full or no technique applies. A quick question.
   */
  hint(puzzle, allowed) {
    return this.#request('hint', puzzle, undefined, undefined, allowed);
  }

  /** Whether a search is running. */
  get busy() {
    return this.#search !== 0;
  }

  /** Stops the running search (its promise rejects with CancelledError). */
  cancel() {
    if (!this.#search) return;
    this.#restart(new CancelledError());
  }

  /** Stops the worker for good. */
  dispose() {
    this.#fail(new CancelledError());
    this.#worker?.terminate();
    this.#worker = null;
  }

  #spawn() {
    const worker = new Worker(WORKER_URL, { type: 'module', name: 'sudoku-engine' });
    worker.onmessage = (event) => this.#onMessage(event.data);
    worker.onerror = (event) => {
      event.preventDefault();
      this.#restart(new EngineError(event.message || 'the engine worker failed to load'));
    };
    worker.onmessageerror = () => this.#restart(new EngineError('unreadable message from the engine'));
    this.#worker = worker;
  }

  #restart(error) {
    // The next request starts a fresh worker; starting it lazily means a worker that failed to
    // load (a network blip) is retried when the user asks again, not right away.
    this.#worker?.terminate();
    this.#worker = null;
    this.#fail(error);
  }

  #fail(error) {
    const pending = [...this.#pending.values()];
    this.#pending.clear();
    this.#search = 0;
    for (const request of pending) request.reject(error);
  }

  #request(op, puzzle, onProgress, options, allowed) {
    if (SEARCHES.has(op) && this.#search) this.cancel();
    if (!this.#worker) this.#spawn();
    const id = this.#nextId++;
    if (SEARCHES.has(op)) this.#search = id;
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { op, resolve, reject, onProgress });
      const message = op === 'generate' ? { id, op, options: { ...options } } : { id, op, puzzle: String(puzzle) };
      if (allowed) message.allowed = Array.from(allowed);
      this.#worker.postMessage(message);
    });
  }

  #onMessage(data) {
    if (data?.type === 'ready') {
      this.#onReady?.();
      return;
    }
    const current = typeof data === 'object' && data !== null ? this.#pending.get(data.id) : undefined;
    if (!current) return;
    if (data.type === 'progress') {
      if (checkProgress(data.progress)) current.onProgress?.(data.progress);
      return;
    }
    this.#pending.delete(data.id);
    if (this.#search === data.id) this.#search = 0;
    if (data.type === 'result' && checkResult(current.op, data.result)) {
      current.resolve(data.result);
    } else if (data.type === 'error' && typeof data.error === 'object' && data.error !== null) {
      const e = data.error;
      if (data.fatal) {
        this.#restart(new EngineError(String(e.message)));
        current.reject(new EngineError(String(e.message)));
        return;
      }
      const error = new Error(String(e.message));
      error.name = String(e.name);
      for (const key of ['kind', 'ch', 'row', 'col', 'found']) if (e[key] !== undefined) error[key] = e[key];
      current.reject(error);
    } else {
      this.#restart(new EngineError('malformed reply from the engine'));
      current.reject(new EngineError('malformed reply from the engine'));
    }
  }
}
