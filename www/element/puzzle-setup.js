// Setting up a puzzle from paper: the set-up mode (an empty board whose digits are givens),
// Start's check by the engine (one request: one solution locks the givens and play begins) and
// the controls that differ between set-up and play.
import { CELLS } from '../model/geometry.js';
import { formatLine } from '../model/puzzle-text.js';
import { message, startMessage } from './status.js';

export class PuzzleSetup {
  #host;

  /**
   * `host`: the element's host (solver-element.js): its `board`, `requests`, `input` (the first
   * cell selected), `ratings`, `clock` (a new game's time), `searches` (their failures), `engine()`,
   * `readonly()`, `cancel()`, `load(text)`, `changed(options)`, `setStatus(status)`,
   * `boardMessage()`, `clashes()`.
   */
  constructor(host) {
    this.#host = host;
  }

  /** Empties the board for setting up a puzzle from paper: the digits entered are givens until Start. */
  enter() {
    const host = this.#host;
    if (host.readonly()) return;
    if (host.requests.running) host.cancel();
    host.load('');
    host.input.selectFirstCell();
  }

  /**
   * Ends set-up: the engine checks the givens in one request. One solution locks them (play
   * begins, the status shows the level and rating); none or several say so, and set-up goes on.
   * Resolves the engine's status ('unique', 'multiple', 'none'), or undefined.
   */
  async start() {
    const host = this.#host;
    const board = host.board;
    const engine = host.engine();
    if (!engine || !board.setup || board.error || host.readonly()) return undefined;
    if (host.requests.running) host.cancel();
    const givens = formatLine(board.givens);
    const ticket = host.requests.begin('start', board.text);
    host.setStatus(message('busy', (t) => t.starting));
    try {
      const answer = await engine.hint({ givens, entries: '.'.repeat(CELLS), rate: true });
      if (!ticket.current()) return undefined;
      host.requests.end(ticket);
      if (ticket.boardChanged()) {
        host.setStatus(host.boardMessage());
        return undefined;
      }
      if (answer.status === 'unique') {
        host.ratings.take(givens, answer.rating);
        board.start();
        host.clock.reset(0);
        host.changed({ keepStatus: true });
      }
      host.setStatus(startMessage(answer.status, host.clashes(), board.digits.slice(), (t) => host.ratings.text(t)));
      return answer.status;
    } catch (error) {
      return host.searches.failed(ticket, error);
    }
  }

  /** Shows the controls of the phase the board is in: Start in set-up; Fill notes and Solve as the main action in play. */
  render(element, ui) {
    const setup = this.#host.board.setup;
    const readonly = this.#host.readonly();
    element.dataset.phase = setup ? 'setup' : 'play';
    ui.start.hidden = !setup || readonly;
    ui.solve.classList.toggle('ss-primary', !setup);
    ui.solve.classList.toggle('ss-secondary', setup);
    ui.fillNotes.hidden = setup || readonly;
  }
}
