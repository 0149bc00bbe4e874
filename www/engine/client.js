// The page side of the engine worker (engine/protocol.js holds the requests and replies): one
// search (solve, target, generate, explain, nextStep, readPhoto) at a time with progress callbacks and cancel, and
// quick questions (candidates, rate, hint) that queue behind it.
//
// Cancel (and any new search while one runs) terminates the worker; the next request starts
// a fresh one: a wasm search cannot be interrupted from outside, and a fresh worker is ready
// in milliseconds because the browser keeps the files cached. Quick questions still waiting then
// reject with CancelledError too. Replies are checked before anything reaches the page.

import { OPS, errorFromReply, isProgress } from './protocol.js';

export { LEVELS } from './protocol.js';

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

export class EngineClient {
  #worker = null;
  #pending = new Map(); // id -> {op, resolve, reject, onProgress}
  #search = 0; // id of the running search, 0 when none
  #nextId = 1;
  #onReady;
  #url;

  /**
   * Starts the worker found at `url` (engine/worker.js or its bundle); `onReady` is called each
   * time a worker has loaded the engine.
   */
  constructor({ url, onReady }) {
    this.#url = url;
    this.#onReady = onReady;
    this.#spawn();
  }

  /** Solves `puzzle`: resolves {status, solution, clashes, nodes, guesses, ms}. */
  solve(puzzle) {
    return this.#request('solve', { puzzle: String(puzzle) });
  }

  /** Maximum target score: resolves {score, solution, nodes, ms}; onProgress gets snapshots. */
  maxTargetScore(puzzle, onProgress) {
    return this.#request('target', { puzzle: String(puzzle) }, onProgress);
  }

  /**
   * Every empty cell's candidates from the engine: resolves an array of 81 masks (bit d-1 set =
   * digit d not yet ruled out by a peer; 0 for filled cells). Does not cancel a running search.
   */
  candidates(puzzle) {
    return this.#request('candidates', { puzzle: String(puzzle) });
  }

  /**
   * A new puzzle with one solution: resolves {puzzle ('.' for empty), solution, rating, level,
   * ms}. `options`: {level: easy|medium|hard|expert|extreme, seed?, symmetric?, minimal?}.
   * A search: Cancel stops it.
   */
  generate(options) {
    return this.#request('generate', { options: { ...options } });
  }

  /** The puzzle's rating: resolves {status, rating, level, technique, solved, ms}. A quick question. */
  rate(puzzle) {
    return this.#request('rate', { puzzle: String(puzzle) });
  }

  /**
   * The whole logical solution of `puzzle` (81 characters, '.' empty): resolves {status, rating,
   * level, technique, solved, steps, candidates (the 81 masks before the first step), ms}. With
   * one solution, `onProgress` first gets {phase: 'steps', found: 0, step: null, candidates},
   * then {phase: 'steps', found, step} for each step as it is found, then {phase: 'rating',
   * found, step: null} while the rating is worked out (each with `ms` since the start). A
   * search: Cancel stops it.
   */
  explain(puzzle, onProgress) {
    return this.#request('explain', { puzzle: String(puzzle) }, onProgress);
  }

  /**
   * The next logical step of a board `puzzle` (81 characters, '.' empty) from `candidates` (81
   * masks, bit d-1 = digit d), however long it takes (nested forcing chains): resolves {step, ms},
   * `step` null when none applies. What a hint that came back `stuck: 'beyond'` asks next. A
   * search: Cancel stops it.
   */
  nextStep(puzzle, candidates) {
    return this.#request('nextStep', { puzzle: String(puzzle), candidates: Array.from(candidates) });
  }

  /**
   * The next logical step of a person's game, in one engine call: `givens` and `entries` (81
   * characters each, '.' empty), `candidates` the 81 masks the person still allows (bit d-1 =
   * digit d; omitted: all), `rate` also rates the givens. Resolves {status, step, stuck,
   * candidates (the 81 masks the step starts from), rating, ms}: the step (or a "Mistake" naming
   * wrong entries), or `stuck` saying why there is none ('full', 'multiple', 'none', 'beyond').
   * A quick question.
   */
  hint({ givens, entries, candidates, rate = false }) {
    const fields = { givens: String(givens), entries: String(entries), rate: Boolean(rate) };
    if (candidates) fields.candidates = Array.from(candidates);
    return this.#request('hint', fields);
  }

  /**
   * Reads a puzzle from a photo or screenshot's RGBA pixels `{data (Uint8ClampedArray), width,
   * height}`: resolves {puzzle ('.' for empty), confidence (81 numbers 0-1), corners, ms}. The
   * pixels' buffer is handed to the worker (no copy: `data` is empty afterwards). A search: Cancel
   * stops it. An image without a grid rejects with an Error whose `kind` says why.
   */
  readPhoto({ data, width, height }) {
    return this.#request('readPhoto', { image: { data, width, height } }, undefined, [data.buffer]);
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
    const worker = new Worker(this.#url, { type: 'module', name: 'sudoku-engine' });
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

  #request(op, fields, onProgress, transfer = []) {
    const search = OPS[op].search;
    if (search && this.#search) this.cancel();
    if (!this.#worker) this.#spawn();
    const id = this.#nextId++;
    if (search) this.#search = id;
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { op, resolve, reject, onProgress });
      this.#worker.postMessage({ id, op, ...fields }, transfer);
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
      if (isProgress(current.op, data.progress)) current.onProgress?.(data.progress);
      return;
    }
    this.#pending.delete(data.id);
    if (this.#search === data.id) this.#search = 0;
    if (data.type === 'result' && OPS[current.op].result(data.result)) {
      current.resolve(data.result);
    } else if (data.type === 'error' && typeof data.error === 'object' && data.error !== null) {
      const e = data.error;
      if (data.fatal) {
        this.#restart(new EngineError(String(e.message)));
        current.reject(new EngineError(String(e.message)));
        return;
      }
      current.reject(errorFromReply(e));
    } else {
      this.#restart(new EngineError('malformed reply from the engine'));
      current.reject(new EngineError('malformed reply from the engine'));
    }
  }
}
