// The hint flow: each press of Hint (a new hint as a nudge, then the pattern, then the move, then
// Apply), the one engine request behind a new hint (the step, a mistake or why there is none, and
// the givens' rating when it is not yet known), a mistake shown on the board, and instant mistake
// marking (entries that differ from the givens' one solution, asked once per puzzle).
import { allowedMasks } from '../model/hint-request.js';
import { HINT_GRADES, isHintGrade } from '../model/hint-grade.js';
import { formatLine } from '../model/puzzle-text.js';
import { stepHighlight } from '../model/step-highlight.js';
import { strings } from '../text/i18n.js';
import { Elapsed } from './elapsed.js';
import { appliedMessage, hintMessage, message, mistakeMessage, noHintMessage } from './status.js';

export class HintFlow {
  /** The hint shown on the person's board: {step, marks, candidates (masks) | null, grade (hint-grade.js)}, or null. */
  shown = null;
  #answer = null; // {givens, solution}: the givens' one solution, for instant mistake marking
  #host;

  /**
   * `host`: the element's host (solver-element.js): its `board`, `ui` (the words beside Cancel),
   * `requests`, `ratings`, `steps` (left for the hint), `searches` (their failures), `engine()`,
   * `readonly()`, `finished()`, `settings()` (instant mistakes), `version()`, `cancel()`,
   * `search(request)`, `lang()`, `setStatus(status)`, `boardMessage()`, `clashes()`,
   * `loadTexts()`, `texts()`, `emit(name, detail)`, `showCandidates()`, `changed(options)`,
   * `wrong()`, `setWrong(cells)`, `render()`.
   */
  constructor(host) {
    this.#host = host;
  }

  /** The grade of the hint shown (1 nudge, 2 pattern, 3 move), or 0 when none is shown. */
  get grade() {
    return this.shown && !this.#host.finished() ? this.shown.grade : 0;
  }

  /**
   * A press of Hint: on a hint shown, its next grade, and after the move it applies it (a
   * read-only board asks for the next hint instead); else a new hint, as a nudge.
   */
  press() {
    const shown = this.#host.finished() ? null : this.shown;
    if (!shown || shown.marks.mistake || (this.#host.readonly() && shown.grade === HINT_GRADES.move)) return this.show(HINT_GRADES.nudge);
    if (shown.grade < HINT_GRADES.move) return this.showGrade(shown.grade + 1);
    return this.apply();
  }

  /**
   * A new hint shown at `grade`: one request to the engine (the step, a mistake or why there is
   * none, and the rating when not yet known). Resolves the step shown, null when there is none,
   * or undefined when the board changed meanwhile.
   */
  async show(grade) {
    const host = this.#host;
    const board = host.board;
    const engine = host.engine();
    if (!engine || board.error) return undefined;
    if (host.requests.running) host.cancel();
    host.steps.leave();
    this.shown = null;
    const givens = formatLine(board.givens);
    const ticket = host.requests.begin('hint', board.text);
    host.setStatus(message('busy', (t) => t.hintLooking));
    try {
      const rate = host.ratings.wanted(givens);
      const [answer, texts] = await Promise.all([
        engine.hint({ givens, entries: formatLine(board.entries), candidates: allowedMasks(board), rate }),
        host.loadTexts(),
      ]);
      if (!ticket.current()) return undefined;
      host.requests.end(ticket);
      if (ticket.boardChanged()) {
        host.setStatus(host.boardMessage());
        return undefined;
      }
      if (answer.rating) host.ratings.take(givens, answer.rating);
      const { step } = answer;
      if (!step && answer.stuck === 'beyond') return this.#search(grade, answer.candidates);
      if (!step) {
        host.setStatus(answer.stuck === 'full' && host.finished() ? host.boardMessage() : noHintMessage(answer.stuck, host.clashes(), board.digits.slice()));
        return null;
      }
      return this.#take(step, answer.candidates, grade, texts);
    } catch (error) {
      return host.searches.failed(ticket, error);
    }
  }

  /** Shows `step` (starting from the 81 masks `candidates`) as the hint, at `grade`; returns it. */
  #take(step, candidates, grade, texts) {
    if (step.technique === 'Mistake') return this.#showMistake(step);
    const host = this.#host;
    this.shown = { step, marks: stepHighlight(step), candidates: Uint16Array.from(candidates), grade };
    host.setStatus(hintMessage(step, grade, host.readonly(), texts));
    host.emit('step', step);
    return step;
  }

  /**
   * A hint whose step is beyond a quick answer (nested forcing chains): the worker searches for
   * it as long as it takes, the status saying so and the time shown beside Cancel.
   */
  #search(grade, candidates) {
    const host = this.#host;
    const puzzle = formatLine(host.board.digits);
    return host.search({
      op: 'hint',
      busy: (t) => t.hintLongSearch,
      ask: async (current) => {
        const show = () => (host.ui.progressText.textContent = strings(host.lang()).searchProgress(elapsed.seconds));
        const elapsed = new Elapsed(show, current);
        show();
        try {
          return await host.engine().nextStep(puzzle, candidates);
        } finally {
          elapsed.stop();
        }
      },
      done: ({ step }, boardText) => {
        if (boardText !== host.board.text) {
          host.setStatus(host.boardMessage()); // the board changed meanwhile: not its step
          return undefined;
        }
        if (step) return this.#take(step, candidates, grade, host.texts());
        host.setStatus(noHintMessage('beyond', host.clashes(), host.board.digits.slice()));
        return null;
      },
    });
  }

  /** Shows the hint at `grade`, asking nothing of the engine; returns whether there was one to show. */
  showGrade(grade) {
    const shown = this.shown;
    const host = this.#host;
    if (!isHintGrade(grade) || !shown || shown.marks.mistake || host.finished()) return false;
    shown.grade = grade;
    host.setStatus(hintMessage(shown.step, grade, host.readonly(), host.texts()));
    return true;
  }

  /** Applies the hint shown as one undoable change; returns whether there was one to apply. */
  apply() {
    const shown = this.shown;
    const host = this.#host;
    if (!shown || shown.marks.mistake || host.readonly()) return false;
    const { step } = shown;
    host.board.applyStep(step.placements, step.eliminations);
    // The removed candidates must be seen to have gone.
    if (step.eliminations.length) host.showCandidates();
    host.changed({ keepStatus: true });
    if (!host.finished() || !host.board.complete) host.setStatus(appliedMessage(step, host.texts()));
    return true;
  }

  /** The hint leaves the board (Steps listed the whole solution); a mistake's marks go with it, instant marking's stay. */
  leave() {
    if (!this.shown) return;
    const mistake = this.shown.marks.mistake;
    this.shown = null;
    if (mistake) {
      this.#host.setWrong(new Set());
      this.markMistakes();
    }
  }

  /** Reports a mistake step: its cells marked; the status says whether they are wrong entries or notes that lack the answer. */
  #showMistake(step) {
    const host = this.#host;
    const entries = host.board.entries;
    const inEntries = step.cells.length > 0 && step.cells.every((cell) => entries[cell]);
    host.setWrong(new Set(step.cells));
    this.shown = { step, marks: stepHighlight(step), candidates: null, grade: HINT_GRADES.move };
    host.setStatus(mistakeMessage(step, inEntries));
    host.emit('step', step);
    return step;
  }

  /** With instant mistake marking on: marks entries that differ from the givens' one solution (asked once per puzzle). */
  async markMistakes() {
    const host = this.#host;
    const board = host.board;
    const engine = host.engine();
    if (!host.settings().instantMistakes || board.setup || board.error || !engine) return;
    const givens = formatLine(board.givens);
    if (this.#answer?.givens !== givens) {
      const version = host.version();
      try {
        const result = await engine.solve(givens);
        this.#answer = { givens, solution: result.status === 'unique' ? result.solution : null };
      } catch {
        return;
      }
      if (version !== host.version()) return;
    }
    const solution = this.#answer.solution;
    if (!solution) return;
    const wrong = new Set();
    board.entries.forEach((digit, cell) => digit && solution.charCodeAt(cell) - 48 !== digit && wrong.add(cell));
    if (wrong.size || host.wrong().size) {
      host.setWrong(wrong);
      host.render();
    }
  }
}
