// The module Web Worker that runs every engine call, so the page never blocks. Each request
// (engine/protocol.js says which there are, their fields and their replies) maps to one engine
// call, or for the long searches to one engine search run in slices with progress between them
// (target: a node budget a slice; explain: one step a slice): no other composition of calls here,
// and none on the page.
import initSolver, { solve, TargetSearch } from '../../pkg/core/sudoku_engine.js';
import { errorReply, isRequest } from './protocol.js';

// The wasm's address is taken from this file, not from the glue: bundled into dist/ (the page's
// worker), the glue does not sit beside the wasm.
const wasmUrl = (part) => new URL(`../../pkg/${part}/sudoku_engine_bg.wasm`, import.meta.url);

// First the solver alone (pkg/core/, a quarter of the logical solver's part), so the page is ready
// soon.
const ready = initSolver({ module_or_path: wasmUrl('core') });
ready.then(
  () => {
    postMessage({ type: 'ready' });
    loadIntlData();
    loadLogic(); // fetched and compiled while the person reads the page, before the first hint
  },
  () => {}, // reported per request below, not as an unhandled rejection
);

/**
 * A part of the engine (its glue's dynamic `import` and its folder in pkg/), loaded once and on
 * first need. A failed load is reported to the request that needed it and tried again by the
 * next; the solver goes on serving searches either way.
 */
function onFirstNeed(importGlue, part) {
  let engine = null;
  return () =>
    (engine ??= (async () => {
      const glue = await importGlue();
      await glue.default({ module_or_path: wasmUrl(part) });
      return glue;
    })().catch((error) => {
      engine = null;
      throw error;
    }));
}

/** The logical solver and the generator (pkg/logic/), fetched once the solver is ready. */
const loadLogic = onFirstNeed(() => import('../../pkg/logic/sudoku_engine.js'), 'logic');

/** The photo reader (pkg/vision/: its code and its digit model), fetched when a photo is first read. */
const loadVision = onFirstNeed(() => import('../../pkg/vision/sudoku_engine.js'), 'vision');

/**
 * The page's first number formatting (time and node counts of its first answer) would load the
 * browser's Intl data on its main thread: 30-60 ms, just when the answer comes. Chromium shares
 * that data across the process, so formatting a number here takes the cost off the page. Done once
 * the engine is ready: while the wasm downloads, it held up the wasm's start when the download won.
 */
function loadIntlData() {
  (1.5).toLocaleString();
}

const SLICE_MS = 40; // target search runs in slices of about this long between progress posts

function runTarget(id, puzzle) {
  const started = performance.now();
  const search = new TargetSearch(puzzle);
  try {
    let budget = 20000;
    for (;;) {
      const t0 = performance.now();
      const finished = search.run(budget);
      const spent = performance.now() - t0;
      const progress = search.progress();
      if (finished) {
        return {
          score: progress.bestScore,
          solution: progress.bestSolution,
          nodes: progress.nodes,
          ms: performance.now() - started,
        };
      }
      postMessage({ id, type: 'progress', progress });
      // Aim each slice at SLICE_MS so progress stays smooth on slow and fast machines.
      budget = Math.max(1000, Math.min(budget * 4, Math.round((budget * SLICE_MS) / Math.max(spent, 1))));
    }
  } finally {
    search.free();
  }
}

/**
 * How long a Hint may spend rating the givens before it answers: enough for every puzzle short
 * of nested forcing chains (milliseconds), while the hardest puzzles get their step at once and
 * their rating with Steps.
 */
const HINT_RATING_BUDGET_MS = 300;

/**
 * How long Steps asks the engine for the whole solution in one call before it goes on step by
 * step: every puzzle short of nested forcing chains is explained within it at full speed, with
 * no slice's overhead.
 */
const EXPLAIN_AT_ONCE_MS = 1000;

/**
 * The whole logical solution of `puzzle` (a line). Asked first in one call within
 * EXPLAIN_AT_ONCE_MS; past that (nested forcing chains take seconds a step) the steps found so
 * far are posted as progress, then one step a slice, each posted as found, then the rating's
 * phase, so the page lists the steps while the search goes on. The steps are the engine's
 * `explain` steps: each is `hint` on the board the ones before it left (the same finders,
 * simplest first), and the rating is `rate`'s, as explain gives it. Givens without one solution
 * are explained within the first call (no chains are searched for them).
 */
function runExplain(id, engine, puzzle) {
  const started = performance.now();
  const candidates = Array.from(engine.candidates(puzzle));
  const quick = engine.explain(puzzle, { budgetMs: EXPLAIN_AT_ONCE_MS });
  if (quick.reason !== 'budget') return { ...quick, candidates };
  const line = [...puzzle];
  const masks = candidates.slice();
  const steps = [];
  const post = (phase, step, more) =>
    postMessage({ id, type: 'progress', progress: { phase, found: steps.length, step, ms: performance.now() - started, ...more } });
  // A placement fills its cell (the engine rules its digit out of the peers); an elimination
  // leaves the kept candidates.
  const take = (step) => {
    for (const [cell, digit] of step.placements) line[cell] = String(digit);
    for (const [cell, digit] of step.eliminations) masks[cell] &= ~(1 << (digit - 1));
    steps.push(step);
    post('steps', step);
  };
  post('steps', null, { candidates }); // the board the steps start from
  quick.steps.forEach(take);
  // A board the steps prove can hold no mistake: a "Mistake" would be the engine's fault, and is
  // where the steps stop rather than a step taken.
  for (let step = engine.hint(line.join(''), masks); step && step.technique !== 'Mistake'; step = engine.hint(line.join(''), masks)) {
    take(step);
  }
  const solved = !line.includes('.');
  post('rating', null);
  const { status, rating, level, technique } = engine.rate(puzzle);
  return { status, rating, level, technique, solved, steps, candidates };
}

/**
 * Every other call into the logical solver, in one place, each one engine call given its package.
 */
const logic = {
  candidates: (engine, { puzzle }) => Array.from(engine.candidates(puzzle)),
  rate: (engine, { puzzle }) => engine.rate(puzzle),
  nextStep: (engine, { puzzle, candidates }) => ({ step: engine.hint(puzzle, candidates) }),
  hint: (engine, { givens, entries, candidates, rate }) =>
    engine.hintReport({ givens, entries, candidates, rate, budgetMs: HINT_RATING_BUDGET_MS }),
  generate: (engine, { options: { level, seed, symmetric, minimal } }) => engine.generate({ level, seed, symmetric, minimal }),
};

/** Every call into the photo reader, given its package. */
const vision = {
  readPhoto: (engine, { image }) => engine.readPhoto(image),
};

self.onmessage = async ({ data }) => {
  const id = data?.id;
  if (!isRequest(data)) {
    postMessage({ id, type: 'error', error: { name: 'TypeError', message: 'malformed request' }, fatal: false });
    return;
  }
  try {
    await ready;
    if (data.op === 'solve') {
      const t0 = performance.now();
      const result = solve(data.puzzle);
      postMessage({ id, type: 'result', result: { ...result, ms: performance.now() - t0 } });
    } else if (data.op === 'candidates') {
      postMessage({ id, type: 'result', result: logic.candidates(await loadLogic(), data) });
    } else if (data.op === 'explain') {
      const engine = await loadLogic();
      const t0 = performance.now();
      const result = runExplain(data.id, engine, data.puzzle);
      postMessage({ id, type: 'result', result: { ...result, ms: performance.now() - t0 } });
    } else if (Object.hasOwn(logic, data.op) || Object.hasOwn(vision, data.op)) {
      const [calls, load] = Object.hasOwn(logic, data.op) ? [logic, loadLogic] : [vision, loadVision];
      const engine = await load();
      const t0 = performance.now();
      const result = calls[data.op](engine, data);
      postMessage({ id, type: 'result', result: { ...result, ms: performance.now() - t0 } });
    } else {
      postMessage({ id, type: 'result', result: runTarget(id, data.puzzle) });
    }
  } catch (e) {
    postMessage(errorReply(id, e));
  }
};
