// The Steps flow: Steps asks the worker for the whole logical solution of the givens and lists
// each step as it is found (the hardest puzzles take seconds a step), with what the search is
// doing and for how long beside Cancel; once they are all listed a hint shown before leaves the
// board; choosing a step, then or later, shows the board before it with the step marked,
// Previous/Next walk the steps, and "Back to my board" (or any edit) returns to the person's
// board. Steps cancelled part way stay listed, as far as they got.
import { CancelledError } from '../engine/client.js';
import { formatLine } from '../model/puzzle-text.js';
import { stepHighlight } from '../model/step-highlight.js';
import { boardBefore } from '../model/step-replay.js';
import { strings } from '../text/i18n.js';
import { Elapsed } from './elapsed.js';
import { stepShownMessage, stepsMessage } from './status.js';
import { StepsPanel } from './steps-panel.js';

/** The 81 digits (0 = empty) of a puzzle line ('.' = empty). */
const lineDigits = (line) => Uint8Array.from(line, (ch) => (ch === '.' ? 0 : ch.charCodeAt(0) - 48));

export class StepsFlow {
  #ui;
  #host;
  #panel;
  #solution = null; // the logical solution listed: explain's result (or the steps so far) and its givens (line)
  #view = null; // the board before a chosen step: {index, digits, candidates, marks}
  #searching = null; // while the steps are worked out: {phase, found, elapsed (elapsed.js)}

  /**
   * @param {object} ui  the element's parts (layout.js): stepsPanel, previousStep, nextStep,
   *   progressText, canvas
   * @param {object} host  the element's host (solver-element.js): its `board`, `hints` (the hint
   *   shown leaves the board), `ratings`, `engine()`, `search(request)` (its one search runner:
   *   status, progress bar, Cancel, errors), `loadTexts()`, `texts()`, `lang()`,
   *   `setStatus(message)`, `boardMessage()`, `setWrong(cells)`, `renderText()`
   */
  constructor(ui, host) {
    this.#ui = ui;
    this.#host = host;
    this.#panel = new StepsPanel(ui.stepsPanel, {
      onChoose: (index, byPointer) => {
        this.show(index);
        // Tapped in the list below the board (a phone): bring the board into view, with the
        // status and Previous/Next under it.
        if (byPointer) this.#revealBoard();
      },
      onBack: () => this.leave(),
    });
    ui.previousStep.addEventListener('click', () => this.show(this.#view.index - 1));
    ui.nextStep.addEventListener('click', () => this.show(this.#view.index + 1));
  }

  /** The board before the chosen step ({index, digits, candidates, marks}), or null. */
  get view() {
    return this.#view;
  }

  /** The chosen step of the list, or null. */
  get step() {
    return this.#view ? this.#solution.steps[this.#view.index] : null;
  }

  /**
   * Lists the whole logical solution of the givens, step by step as the worker finds them.
   * Resolves explain's result, or undefined (cancelled, stale, failed).
   */
  async explain() {
    const host = this.#host;
    const givens = this.#givens();
    const engine = host.engine();
    if (givens === null || !engine) return undefined;
    this.leave();
    // The steps so far, listed as they come; the result replaces them once the search ends.
    const live = { givens, status: 'unique', solved: false, steps: [], candidates: null, searching: true };
    return host.search({
      op: 'explain',
      busy: (t) => t.explaining,
      ask: async (current) => {
        // The texts first: each step is listed by its technique's name as soon as it comes.
        await host.loadTexts();
        if (!current()) throw new CancelledError(); // cancelled (or replaced) while they loaded
        const elapsed = new Elapsed(() => this.#showProgress(), current);
        const searching = (this.#searching = { phase: 'steps', found: 0, elapsed });
        this.#showProgress();
        try {
          return await engine.explain(givens, (p) => current() && this.#onProgress(live, searching, p));
        } catch (error) {
          if (error instanceof CancelledError && this.#solution === live) {
            live.searching = false;
            live.cancelled = true;
            host.renderText();
          }
          throw error;
        } finally {
          elapsed.stop();
          if (this.#searching === searching) this.#searching = null;
        }
      },
      done: (result) => {
        if (this.#givens() !== givens) {
          host.setStatus(host.boardMessage()); // other givens now: not their steps
          return undefined;
        }
        const focused = this.#ui.stepsPanel.contains(document.activeElement);
        this.#solution = { givens, ...result };
        host.ratings.take(givens, result);
        // The whole solution is listed: a hint shown before it would be stale beside it.
        host.hints.leave();
        const view = this.#view;
        if (view && view.index < result.steps.length) {
          host.setStatus(stepShownMessage(result.steps[view.index], view.index, result.steps.length, host.texts()));
        } else {
          this.#view = null;
          host.setStatus(stepsMessage(result));
          if (!focused) this.#panel.focus(0);
        }
        return result;
      },
    });
  }

  /** Shows the board before step `index` of the list, with the step marked. */
  show(index) {
    const solution = this.#solution;
    const step = solution?.steps[index];
    if (!step || !solution.candidates) return;
    const before = boardBefore(lineDigits(solution.givens), solution.candidates, solution.steps, index);
    // The board before the step: neither the hint nor the person's wrong entries on it.
    this.#host.hints.shown = null;
    this.#host.setWrong(new Set());
    this.#view = { index, ...before, marks: stepHighlight(step) };
    this.#host.setStatus(stepShownMessage(step, index, solution.steps.length, this.#host.texts()));
  }

  /** Back from a step's board to the person's own. */
  leave() {
    if (!this.#view) return;
    this.#view = null;
    this.#host.setStatus(this.#host.boardMessage());
  }

  /** After any change of the board: its own board is shown; the list stays while the givens do. */
  boardChanged(givens) {
    this.#view = null;
    if (this.#solution && this.#solution.givens !== givens) this.#solution = null;
  }

  /** Puts the list, Previous/Next and the search's progress on the parts, in strings table `t`'s words. */
  render(t) {
    const ui = this.#ui;
    const view = this.#view;
    const texts = this.#host.texts();
    ui.previousStep.hidden = !view;
    ui.nextStep.hidden = !view;
    ui.previousStep.disabled = !view || view.index === 0;
    ui.nextStep.disabled = !view || view.index === this.#solution.steps.length - 1;
    // The list needs the techniques' names: it waits for the texts. A finished solution without
    // steps has no list: the status says why (stepsMessage).
    const solution = this.#solution;
    const listed = texts && solution && (solution.steps.length || solution.searching || solution.cancelled);
    this.#panel.render(t, texts, listed ? solution : null, view?.index ?? -1);
    if (this.#searching) ui.progressText.textContent = this.#progressText(t);
  }

  /** A step found, or the rating begun: the list grows, or says the steps are all there. */
  #onProgress(live, searching, progress) {
    searching.phase = progress.phase;
    searching.found = progress.found;
    if (progress.candidates) live.candidates = progress.candidates;
    if (progress.step) live.steps.push(progress.step);
    if (progress.phase === 'rating') live.searching = 'rating';
    // Listed from the first progress on: the candidates the steps start from come with it.
    if (live.candidates) this.#solution = live;
    this.#host.renderText();
  }

  /** What the search is doing, and for how long, beside Cancel. */
  #showProgress() {
    if (this.#searching) this.#ui.progressText.textContent = this.#progressText(strings(this.#host.lang()));
  }

  #progressText(t) {
    const { phase, found, elapsed } = this.#searching;
    const seconds = elapsed.seconds;
    return phase === 'rating' ? t.ratingProgress(found, seconds) : t.explainProgress(found + 1, seconds);
  }

  /** The givens' line, or null while the text does not read as a puzzle. */
  #givens() {
    const board = this.#host.board;
    return board.error ? null : formatLine(board.givens);
  }

  /** Scrolls the board into view when it is not wholly in view. */
  #revealBoard() {
    const board = this.#ui.canvas.getBoundingClientRect();
    if (board.top < 0 || board.bottom > innerHeight) this.#ui.canvas.parentElement.scrollIntoView({ block: 'start' });
  }
}
