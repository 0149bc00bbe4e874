// The element's timer: the game clock (model/game-clock.js) run while a game is in play,
// unsolved, on a page in sight, and its time shown on the board's timer once a second.
import { GameClock } from '../model/game-clock.js';
import { strings } from '../text/i18n.js';

export class TimerDisplay {
  #clock = new GameClock();
  #tick = 0; // the interval redrawing the time, 0 when stopped
  #host;
  #onVisibility = () => this.update();

  /**
   * `host`: the element's host (solver-element.js): its `element` (the clock runs only while it is
   * in the document), `board`, `ui` (the timer), `finished()`, `settings()` (the Timer setting),
   * `lang()` and `save()` (when the clock stops in the document: the time played so far).
   */
  constructor(host) {
    this.#host = host;
  }

  /** Whether there is a game to time: givens that read, set-up over. */
  #hasGame() {
    const board = this.#host.board;
    return !board.setup && !board.error && board.givens.some(Boolean);
  }

  /** Time played on the board's game, in milliseconds. */
  get ms() {
    return this.#clock.ms;
  }

  /** Sets the time played (0 for a new game, a saved game's time). */
  reset(ms = 0) {
    this.#clock.reset(ms);
  }

  /** Starts following the page's visibility (the element is in the document). */
  connect() {
    document.addEventListener('visibilitychange', this.#onVisibility);
    this.update();
  }

  /** Stops following the page and stops the clock (the element left the document). */
  disconnect() {
    document.removeEventListener('visibilitychange', this.#onVisibility);
    this.update();
  }

  /** Runs or stops the clock as the game and the page now are, and draws the time. */
  update() {
    const { element, finished } = this.#host;
    const run = element.isConnected && this.#hasGame() && !finished() && document.visibilityState !== 'hidden';
    this.#clock.run(run);
    if (run && !this.#tick) this.#tick = setInterval(() => this.render(), 1000);
    else if (!run && this.#tick) {
      clearInterval(this.#tick);
      this.#tick = 0;
      if (element.isConnected) this.#host.save();
    }
    this.render();
  }

  /** Draws the time played (or hides the timer when the setting is off or there is no game). */
  render() {
    const { ui, settings, lang } = this.#host;
    if (!ui) return;
    const shown = settings().timer && this.#hasGame();
    ui.timer.hidden = !shown;
    if (shown) ui.timerValue.textContent = strings(lang()).clock(this.#clock.ms);
  }
}
