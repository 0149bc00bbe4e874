// The time a person has played a puzzle: it runs while the game is in play, unsolved and in
// sight, and stops otherwise (the element tells it which). Pure: the time source is passed in.

export class GameClock {
  #ms = 0; // time played before the current run
  #since = null; // when the current run started, null while stopped
  #now;

  /** `now()`: the time source in milliseconds (performance.now on the page). */
  constructor(now = () => performance.now()) {
    this.#now = now;
  }

  /** Time played in milliseconds. */
  get ms() {
    return this.#ms + (this.#since === null ? 0 : this.#now() - this.#since);
  }

  /** Whether the clock runs. */
  get running() {
    return this.#since !== null;
  }

  /** Starts (`run` true) or stops the clock; a clock already so stays as it is. */
  run(run) {
    if (run && this.#since === null) this.#since = this.#now();
    else if (!run && this.#since !== null) {
      this.#ms = this.ms;
      this.#since = null;
    }
  }

  /** Sets the time played (a saved game's), keeping whether it runs. */
  reset(ms = 0) {
    this.#ms = ms;
    if (this.#since !== null) this.#since = this.#now();
  }
}

/** "4:05" or "1:02:09" for a time in milliseconds. */
export function formatClock(ms) {
  const total = Math.floor(ms / 1000);
  const s = String(total % 60).padStart(2, '0');
  const m = Math.floor(total / 60) % 60;
  const h = Math.floor(total / 3600);
  return h ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
