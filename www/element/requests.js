// The element's one request controller: every question the element asks the engine on the
// person's behalf (a search, a hint, Start) goes through here, and so does deciding whether an
// answer is still wanted. One generation token does it: each new request and each Cancel moves it
// on, so only the latest request's answer is ever shown; the board's version, taken when a request
// starts, tells a current answer about a board that has changed since.
//
// Background questions keyed by what they are about (the Candidates switch's masks, a puzzle's
// rating) are caches, not requests: their answers are right whenever they come.

export class Requests {
  #generation = 0;
  #running = null; // the request that Cancel stops: {generation, op, boardText}
  #version;

  /** `version()`: the board's current version (it changes with every change of the board). */
  constructor(version) {
    this.#version = version;
  }

  /**
   * Starts request `op` about the board as it is (`boardText`): any earlier request's answer is
   * no longer wanted. Returns its ticket: `current()` (still the latest request, not cancelled)
   * and `boardChanged()` (the board changed since it started).
   */
  begin(op, boardText) {
    const generation = ++this.#generation;
    const version = this.#version();
    this.#running = { generation, op, boardText };
    return {
      op,
      boardText,
      current: () => generation === this.#generation,
      boardChanged: () => version !== this.#version(),
    };
  }

  /** The request whose answer is awaited ({op, boardText}), or null. */
  get running() {
    return this.#running?.generation === this.#generation ? this.#running : null;
  }

  /** The answer to `ticket` has come (shown or not): it no longer runs. */
  end(ticket) {
    if (ticket.current()) this.#running = null;
  }

  /** Drops the running request's answer; returns whether one was running. */
  cancel() {
    const running = this.running;
    this.#generation += 1;
    this.#running = null;
    return Boolean(running);
  }
}
