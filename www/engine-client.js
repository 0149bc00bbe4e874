// The page side of the engine worker: one request at a time, progress callbacks, cancel.
//
// Cancel (and any new request while one runs) terminates the worker; the next request starts
// a fresh one: a wasm search cannot be interrupted from outside, and a fresh worker is ready
// in milliseconds because the browser keeps the files cached. Replies are checked
// before anything reaches the page.

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

function checkResult(op, r) {
  if (typeof r !== 'object' || r === null || !isGridOrNull(r.solution) || !isCount(r.nodes)) return false;
  if (op === 'solve') return ['unique', 'multiple', 'none'].includes(r.status);
  return Number.isInteger(r.score) && r.score >= -1;
}

function checkProgress(p) {
  return typeof p === 'object' && p !== null && isCount(p.nodes) && Number.isInteger(p.bestScore) && isGridOrNull(p.bestSolution);
}

export class EngineClient {
  #worker = null;
  #current = null; // {id, op, resolve, reject, onProgress}
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

  /** Whether a request is running. */
  get busy() {
    return this.#current !== null;
  }

  /** Stops the running request (its promise rejects with CancelledError). */
  cancel() {
    if (!this.#current) return;
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
    const current = this.#current;
    this.#current = null;
    current?.reject(error);
  }

  #request(op, puzzle, onProgress) {
    if (this.#current) this.cancel();
    if (!this.#worker) this.#spawn();
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      this.#current = { id, op, resolve, reject, onProgress };
      this.#worker.postMessage({ id, op, puzzle: String(puzzle) });
    });
  }

  #onMessage(data) {
    if (data?.type === 'ready') {
      this.#onReady?.();
      return;
    }
    const current = this.#current;
    if (!current || typeof data !== 'object' || data === null || data.id !== current.id) return;
    if (data.type === 'progress') {
      if (checkProgress(data.progress)) current.onProgress?.(data.progress);
      return;
    }
    this.#current = null;
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
