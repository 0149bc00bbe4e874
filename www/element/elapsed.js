// The seconds a search has run, shown beside Cancel ("12 s") and brought up to date each second
// while the search is still wanted: Hint's long search (hint-flow.js) and Steps (steps-flow.js).

/** How often the time beside Cancel is brought up to date. */
const TICK_MS = 1000;

export class Elapsed {
  #started = performance.now();
  #timer;

  /** Starts now; calls `tick()` each second while `current()` holds (the search is still wanted), until stop(). */
  constructor(tick, current) {
    this.#timer = setInterval(() => (current() ? tick() : this.stop()), TICK_MS);
  }

  /** Whole seconds since the start. */
  get seconds() {
    return Math.floor((performance.now() - this.#started) / 1000);
  }

  /** No more ticks. */
  stop() {
    clearInterval(this.#timer);
  }
}
