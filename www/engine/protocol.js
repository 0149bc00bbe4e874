// The engine worker's protocol, written once: what the page may ask (requests), what the worker
// answers (replies), the fields an error carries, and the checks every reply passes before it
// reaches the page. engine/client.js builds requests and checks replies with it; engine/worker.js
// checks requests and builds replies with it.
//
// Requests  {id, op, ...fields}: each op below names its fields; `search` ops run one at a time
//           (readPhoto's pixels travel as a transferred buffer)
//           and Cancel stops them (the client restarts the worker), the others are quick
//           questions that queue behind a search.
// Replies   {type: 'ready'}                                 once the wasm has loaded
//           {id, type: 'progress', progress}                 during a search whose op has a
//                                                            `progress` check (target, explain)
//           {id, type: 'result', result}                     the op's result, checked by RESULTS
//           {id, type: 'error', error: {name, message, ...ERROR_FIELDS}, fatal}
//           `fatal` errors (a wasm panic, a failed load) leave the worker unusable: the client
//           then terminates it and starts a fresh one.

/** The puzzle levels, easiest first (the engine's words). */
export const LEVELS = ['easy', 'medium', 'hard', 'expert', 'extreme'];

/** The fields of a parse error besides name and message: its kind and where it is. */
export const ERROR_FIELDS = ['kind', 'ch', 'row', 'col', 'found'];

/** The `kind`s of readPhoto's errors (src/wasm/vision.rs): the image's fault, not the engine's. */
export const PHOTO_ERRORS = ['notAnImage', 'badImage', 'tooSmall', 'tooLarge', 'badPixels', 'noGrid'];

const GRID = /^[1-9]{81}$/;
const LINE = /^[1-9.]{81}$/;
const isGridOrNull = (v) => v === null || (typeof v === 'string' && GRID.test(v));
const isCount = (v) => typeof v === 'number' && Number.isFinite(v) && v >= 0;
const isObject = (v) => typeof v === 'object' && v !== null;
const isString = (v) => typeof v === 'string';
const isRating = (r) => typeof r.rating === 'number' && Number.isFinite(r.rating) && LEVELS.includes(r.level);
const isStatus = (v) => ['unique', 'multiple', 'none'].includes(v);
const isCellIndex = (v) => Number.isInteger(v) && v >= 0 && v < 81;
const isCandidate = (v) => Array.isArray(v) && v.length === 2 && isCellIndex(v[0]) && Number.isInteger(v[1]) && v[1] >= 1 && v[1] <= 9;
const isPixels = (v) =>
  isObject(v) && v.data instanceof Uint8ClampedArray && Number.isInteger(v.width) && Number.isInteger(v.height) && v.width > 0 && v.height > 0 && v.data.length === v.width * v.height * 4;
const isPoint = (p) => Array.isArray(p) && p.length === 2 && p.every((x) => typeof x === 'number' && Number.isFinite(x));
const isReading = (r) =>
  isObject(r) &&
  LINE.test(r.puzzle) &&
  Array.isArray(r.confidence) &&
  r.confidence.length === 81 &&
  r.confidence.every((c) => typeof c === 'number' && c >= 0 && c <= 1) &&
  Array.isArray(r.corners) &&
  r.corners.length === 4 &&
  r.corners.every(isPoint);
const listOf = (v, check) => v === undefined || (Array.isArray(v) && v.every(check));
const isLink = (l) => isObject(l) && listOf(l.from, isCandidate) && listOf(l.to, isCandidate) && l.from.length > 0 && l.to.length > 0 && typeof l.strong === 'boolean';
/** 81 candidate masks (bit d-1 = digit d). */
export const isMasks = (r) => Array.isArray(r) && r.length === 81 && r.every((m) => Number.isInteger(m) && m >= 0 && m < 512);

/** Whether `s` is a well-formed step (see the README's "Logical solving"): what the page may draw. */
export function isStep(s) {
  return (
    isObject(s) &&
    typeof s.technique === 'string' &&
    typeof s.text === 'string' &&
    (s.technique === 'Mistake' || (typeof s.rating === 'number' && Number.isFinite(s.rating))) &&
    Array.isArray(s.placements) &&
    Array.isArray(s.eliminations) &&
    s.placements.every(isCandidate) &&
    s.eliminations.every(isCandidate) &&
    listOf(s.cells, isCellIndex) &&
    listOf(s.candidates, isCandidate) &&
    listOf(s.units, (u) => Number.isInteger(u) && u >= 0 && u < 27) &&
    listOf(s.links, isLink) &&
    listOf(s.nested, (n) => isObject(n) && isCandidate(n.candidate) && isStep(n.step))
  );
}

/**
 * Why a hint has no step: the board is full, its givens have several or no solutions, or the next
 * step is beyond a quick answer (nested forcing chains: `nextStep` searches for it).
 */
export const STUCK = ['full', 'multiple', 'none', 'beyond'];

/** Whether a target search's progress snapshot is well formed. */
const isTargetProgress = (p) => isObject(p) && isCount(p.nodes) && Number.isInteger(p.bestScore) && isGridOrNull(p.bestSolution);

/**
 * The phases of a step-by-step explain: `steps` (each step as it is found: `step` is the
 * `found`-th), then `rating` (Sudoku Explainer's path, once the steps are all found).
 */
export const EXPLAIN_PHASES = ['steps', 'rating'];

/**
 * Whether an explain's progress is well formed: {phase, found (steps so far), step (the newest,
 * or null), ms, candidates (the 81 masks the steps start from: in the first, before any step)}.
 */
const isExplainProgress = (p) =>
  isObject(p) &&
  EXPLAIN_PHASES.includes(p.phase) &&
  isCount(p.found) &&
  (p.step === null || isStep(p.step)) &&
  isCount(p.ms) &&
  (p.candidates === undefined || isMasks(p.candidates));

const isRatingSummary = (r) => isObject(r) && isStatus(r.status) && (r.status !== 'unique' || !r.solved || isRating(r));

/**
 * Every op: its request fields (each a check of the value sent), whether it is a search, the
 * check of its result and, for a search that reports progress, the check of each progress reply.
 */
export const OPS = {
  solve: { search: true, fields: { puzzle: isString }, result: (r) => isObject(r) && isGridOrNull(r.solution) && isCount(r.nodes) && isStatus(r.status) },
  target: {
    search: true,
    fields: { puzzle: isString },
    result: (r) => isObject(r) && isGridOrNull(r.solution) && isCount(r.nodes) && Number.isInteger(r.score) && r.score >= -1,
    progress: isTargetProgress,
  },
  generate: {
    search: true,
    fields: { options: isObject },
    result: (r) => isObject(r) && LINE.test(r.puzzle) && isGridOrNull(r.solution) && isRating(r),
  },
  // The givens as a line ('.' empty); with one solution the steps come one by one as progress.
  explain: {
    search: true,
    fields: { puzzle: (v) => isString(v) && LINE.test(v) },
    result: (r) =>
      isObject(r) && isStatus(r.status) && typeof r.solved === 'boolean' && Array.isArray(r.steps) && r.steps.every(isStep) && isMasks(r.candidates) && (r.status !== 'unique' || isRating(r)),
    progress: isExplainProgress,
  },
  // The next step of a board (a line, '.' empty) from the candidates kept, however long it takes:
  // what a hint that came back `beyond` asks next. `step` null: none applies or the board is full.
  nextStep: {
    search: true,
    fields: { puzzle: (v) => isString(v) && LINE.test(v), candidates: isMasks },
    result: (r) => isObject(r) && (r.step === null || isStep(r.step)),
  },
  readPhoto: { search: true, fields: { image: isPixels }, result: isReading },
  candidates: { search: false, fields: { puzzle: isString }, result: isMasks },
  rate: { search: false, fields: { puzzle: isString }, result: (r) => isObject(r) && isString(r.status) && (r.status !== 'unique' || isRating(r)) },
  hint: {
    search: false,
    fields: { givens: isString, entries: isString, candidates: (v) => v === undefined || isMasks(v), rate: (v) => v === undefined || typeof v === 'boolean' },
    result: (r) =>
      isObject(r) &&
      isStatus(r.status) &&
      (r.step === null || isStep(r.step)) &&
      (r.stuck === null || STUCK.includes(r.stuck)) &&
      (r.step === null) !== (r.stuck === null) &&
      isMasks(r.candidates) &&
      (r.rating === null || isRatingSummary(r.rating)),
  },
};

/** Whether `data` is a well-formed request: a known op, an id, and that op's fields. */
export function isRequest(data) {
  const op = isObject(data) ? OPS[data.op] : undefined;
  return Boolean(op) && Number.isInteger(data.id) && Object.entries(op.fields).every(([field, check]) => check(data[field]));
}

/** Whether `progress` is a well-formed progress reply of `op` (a search that reports progress). */
export function isProgress(op, progress) {
  return Boolean(OPS[op]?.progress?.(progress));
}

/**
 * The error reply for `error` thrown by request `id`: a parse error, or a photo the engine could
 * not read, keeps its fields and is not fatal.
 */
export function errorReply(id, error) {
  const parse = error?.name === 'ParseError' || PHOTO_ERRORS.includes(error?.kind);
  const fields = { name: String(error?.name ?? 'Error'), message: String(error?.message ?? error) };
  if (parse) for (const key of ERROR_FIELDS) if (error[key] !== undefined) fields[key] = error[key];
  return { id, type: 'error', error: fields, fatal: !parse };
}

/** The Error that an error reply's `fields` stand for, on the page's side. */
export function errorFromReply(fields) {
  const error = new Error(String(fields.message));
  error.name = String(fields.name);
  for (const key of ERROR_FIELDS) if (fields[key] !== undefined) error[key] = fields[key];
  return error;
}
