// The worker protocol (www/engine/protocol.js) on the engine's real answers: a nested forcing
// chain is a step the page may draw, explain's progress replies and the nextStep request are
// checked, and malformed ones are refused.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { OPS, isProgress, isRequest, isStep } from '../../www/engine/protocol.js';

const pkgDir = new URL('../../pkg/', import.meta.url);
const engine = await import(new URL('sudoku_engine.js', pkgDir));
await engine.default({ module_or_path: readFileSync(new URL('sudoku_engine_bg.wasm', pkgDir)) });

// forum_hardest_1106, line 11: its first step is a nested forcing chain.
const BEYOND = '........6..5..18...9...8.7....8.2.....3.1.2..4..5.3....6.....9...83..1..7.......4';

test('a nested forcing chain, with its inner chains, is a well-formed step; a malformed inner chain is not', () => {
  const step = engine.hint(BEYOND);
  assert.equal(step.technique, 'Nested Forcing Chain');
  assert.ok(step.nested.length > 0);
  assert.ok(isStep(step));
  assert.ok(!isStep({ ...step, nested: [{ candidate: [81, 1], step: step.nested[0].step }] }), 'a candidate off the board');
  assert.ok(!isStep({ ...step, nested: [{ candidate: step.nested[0].candidate, step: { technique: 'X' } }] }), 'an inner chain that is no step');
});

test("explain's progress replies and result, and nextStep's request, are checked", () => {
  const candidates = Array.from(engine.candidates(BEYOND));
  const step = engine.hint(BEYOND);
  assert.ok(isProgress('explain', { phase: 'steps', found: 0, step: null, ms: 0, candidates }));
  assert.ok(isProgress('explain', { phase: 'steps', found: 1, step, ms: 12.5 }));
  assert.ok(isProgress('explain', { phase: 'rating', found: 147, step: null, ms: 900 }));
  assert.ok(!isProgress('explain', { phase: 'guessing', found: 1, step, ms: 1 }), 'an unknown phase');
  assert.ok(!isProgress('explain', { phase: 'steps', found: 1, step: { technique: 'X' }, ms: 1 }), 'a malformed step');
  assert.ok(!isProgress('explain', { phase: 'steps', found: 0, step: null, ms: 0, candidates: [1, 2] }), 'masks that are not 81');
  assert.ok(!isProgress('solve', { phase: 'steps', found: 0, step: null, ms: 0 }), 'solve reports no progress');
  assert.ok(isProgress('target', { nodes: 5, bestScore: -1, bestSolution: null }));
  // explain asks about a line of givens; nextStep about a board and its candidates.
  assert.ok(isRequest({ id: 1, op: 'explain', puzzle: BEYOND }));
  assert.ok(!isRequest({ id: 1, op: 'explain', puzzle: BEYOND.slice(1) }), 'not 81 cells');
  assert.ok(isRequest({ id: 2, op: 'nextStep', puzzle: BEYOND, candidates }));
  assert.ok(!isRequest({ id: 2, op: 'nextStep', puzzle: BEYOND }), 'no candidates');
  assert.ok(OPS.nextStep.search, 'a search: Cancel stops it');
  assert.ok(OPS.nextStep.result({ step }));
  assert.ok(OPS.nextStep.result({ step: null }));
  assert.ok(!OPS.nextStep.result({ step: { technique: 'X' } }));
});
