// Status messages: what the status region says about the board, a search's result, a check, a
// hint or a step. Each message is {kind: 'info' | 'busy' | 'ok' | 'error', main(t), detail(t)},
// rendered in the current language (t is i18n.js's strings table) whenever the language changes.
// Messages about a step take `texts`, the loaded step-text.js (technique names, step sentences).
import { errorText, formatMs } from '../text/i18n.js';
import { rowOf, colOf } from '../model/geometry.js';

/** A status message of `kind` with a main line and an optional detail line. */
export function message(kind, main, detail = () => '') {
  return { kind, main, detail };
}

/** "5 at row 1, column 1 clashes with row 1, column 6; …" for clashing pairs of `digits`. */
export function clashList(clashes, digits, t) {
  const rc = (i) => [rowOf(i) + 1, colOf(i) + 1];
  return clashes.map(([a, b]) => t.clash(digits[a], ...rc(a), ...rc(b))).join('; ');
}

/**
 * What the board says as it is: its parse error; in set-up, what to do and any clashing givens;
 * in play, clashing entries, the finish ("Solved" with the time played and the difficulty), or
 * how many givens and entries it has. `game`: {finished, time()}.
 */
export function boardMessage(board, clashes, game) {
  if (board.error) {
    const error = board.error;
    return message('error', (t) => errorText(error, t));
  }
  const digits = board.digits.slice();
  const filled = (cells) => cells.reduce((n, v) => n + (v ? 1 : 0), 0);
  const givens = filled(board.givens);
  const entries = filled(board.entries);
  if (board.setup) {
    if (clashes.length) return message('error', (t) => t.clashes(clashList(clashes, digits, t)));
    if (givens === 0) return message('info', (t) => t.ready);
    return message('info', (t) => t.setupCount(givens));
  }
  if (clashes.length) {
    // Only the person's entries can clash in play: givens that clash have no solution and say so.
    const entryCells = board.entries;
    const ofEntries = clashes.filter(([a, b]) => entryCells[a] || entryCells[b]);
    if (ofEntries.length) return message('error', (t) => t.entryClashes(clashList(ofEntries, digits, t)));
    return message('error', (t) => t.clashes(clashList(clashes, digits, t)));
  }
  // The level and rating follow on the status's difficulty line.
  if (game?.finished) return message('ok', (t) => t.solvedTitle, (t) => t.solvedIn(t.clock(game.time())));
  if (givens + entries === 0) return message('info', (t) => t.empty);
  const list = board.listCount;
  return message('info', (t) => t.givens(givens, entries), (t) => (list > 1 ? t.listFirst(list) : ''));
}

/**
 * Start's verdict on the givens: one solution (play begins; the difficulty once known), or none
 * (naming the clashing cells) or several, and set-up goes on.
 */
export function startMessage(status, clashes, digits, difficulty) {
  if (status === 'unique') return message('ok', (t) => t.started, (t) => difficulty(t) || t.startedPlay);
  if (status === 'multiple') return message('error', (t) => t.startMultiple, (t) => t.startMultipleDetail);
  return message(
    'error',
    (t) => t.startNone,
    (t) => (clashes.length ? t.clashes(clashList(clashes, digits, t)) : t.startNoneDetail),
  );
}

/** A Solve result: the verdict, time, nodes and guesses, and the clashes when there is no solution. */
export function solveMessage(result, clashes, digits, lang) {
  return message(
    result.status === 'none' ? 'error' : 'ok',
    (t) => t[result.status],
    (t) =>
      [
        t.stats(formatMs(result.ms, lang), result.nodes, result.guesses ?? 0),
        result.status === 'none' && clashes.length ? t.clashes(clashList(clashes, digits, t)) : '',
      ]
        .filter(Boolean)
        .join(' — '),
  );
}

/** A max-target-score result: the score (or none) with time and nodes. */
export function targetMessage(result, lang) {
  return message(
    result.score < 0 ? 'error' : 'ok',
    (t) => (result.score < 0 ? t.targetNone : t.targetScore(result.score)),
    (t) => t.targetStats(formatMs(result.ms, lang), result.nodes),
  );
}

/** A Check: how many of the person's `entries` contradict the givens' solution (`wrong` cells). */
export function checkMessage(status, entryCount, wrongCount) {
  if (status === 'none') return message('error', (t) => t.checkNoSolution);
  if (status === 'multiple') return message('info', (t) => t.checkNotUnique);
  if (entryCount === 0) return message('info', (t) => t.checkNothing);
  if (wrongCount === 0) return message('ok', (t) => t.checkGood(entryCount));
  return message('error', (t) => t.checkBad(wrongCount, entryCount));
}

/** Text refused before it was read (too long): why, and that the board is as it was. */
export function refusedMessage(error) {
  return message(
    'error',
    (t) => errorText(error, t),
    (t) => t.textRefused,
  );
}

/** An engine failure or the engine's parse error. */
export function errorMessage(error) {
  return message('error', (t) => errorText(error, t));
}

/**
 * A hint shown at `grade` (hint-grade.js): its technique, and the nudge (1) or the nudge and the
 * pattern's mark (2), each with what the next press shows; or the step's sentence and how to
 * apply it (3, unless `readonly`).
 */
export function hintMessage(step, grade, readonly, texts) {
  const detail = (t) => {
    if (grade === 1) return `${texts.stepNudge(step, t.code)} ${t.hintNudgeMore}`;
    if (grade === 2) return `${texts.stepNudge(step, t.code)} ${t.hintPatternMore}`;
    return readonly ? texts.stepText(step, t.code) : `${texts.stepText(step, t.code)} ${t.hintAgain}`;
  };
  return message('info', (t) => t.hintTitle(texts.techniqueName(step.technique, t.code)), detail);
}

/**
 * No hint, and why (`stuck`, as the engine says): the board is full, its givens have several
 * solutions or none (the clashing givens named), or no technique applies.
 */
export function noHintMessage(stuck, clashes, digits) {
  if (stuck === 'none') {
    return message('error', (t) => t.hintNone, (t) => (clashes.length ? t.clashes(clashList(clashes, digits, t)) : ''));
  }
  return message('info', (t) => ({ full: t.hintFull, multiple: t.hintGuess, beyond: t.hintBeyond })[stuck]);
}

/** A mistake step's cells named: wrong `entries` of the person, or else notes that lack the digit that belongs there. */
export function mistakeMessage(step, entries) {
  const cells = (t) => step.cells.map((cell) => t.cell(rowOf(cell) + 1, colOf(cell) + 1)).join('; ');
  return message(
    'error',
    (t) => t.mistake,
    (t) => (!step.cells.length ? t.mistakeBoard : entries ? t.mistakeEntries(cells(t)) : t.mistakeNotes(cells(t))),
  );
}

/** A hint applied to the board. */
export function appliedMessage(step, texts) {
  return message('ok', (t) => t.applied(texts.techniqueName(step.technique, t.code)), (t) => texts.stepText(step, t.code));
}

/**
 * What explain's `result` amounts to, in strings table `t`: how many steps and why they stop
 * short of the end if they do (nested chains needed, or several solutions), or why there are
 * none (no solution; no technique applies from the start). While the steps are worked out
 * (`searching`: true, then 'rating') or once that was cancelled (`cancelled`), the steps so far.
 */
export function stepsSummary(result, t) {
  if (result.searching) return result.searching === 'rating' ? t.stepsRating(result.steps.length) : t.stepsSoFar(result.steps.length);
  if (result.cancelled) return t.stepsCancelled(result.steps.length);
  if (result.status === 'none') return t.stepsNone;
  const several = result.status === 'multiple';
  if (!result.steps.length) return several ? t.hintGuess : t.hintBeyond;
  return t.stepsSummary(result.steps.length, result.solved ? 'solved' : several ? 'guess' : 'beyond');
}

/**
 * Explain's `result` done: the steps listed (the Steps panel says how many and how they end, so
 * the status says only that they are there), or why there are none (the panel is not shown then).
 */
export function stepsMessage(result) {
  if (result.steps.length) return message('ok', (t) => t.stepsListed);
  return message(result.status === 'none' ? 'error' : 'info', (t) => t.stepsTitle, (t) => stepsSummary(result, t));
}

/** The board before step `index` (0-based) of `count` shown. */
export function stepShownMessage(step, index, count, texts) {
  return message(
    'info',
    (t) => t.stepShown(index + 1, count, texts.techniqueName(step.technique, t.code)),
    (t) => texts.stepText(step, t.code),
  );
}
