// The techniques help's examples (www/model/technique-examples.js, written by
// tools/technique-examples.mjs): one per technique the engine shows, each the engine's own step
// on its board (pkg/ asked from that board finds exactly it) and a proof against the solution.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { TECHNIQUE_EXAMPLES } from '../../www/model/technique-examples.js';
import { TECHNIQUES } from '../../www/text/step-text.js';
import { NEVER_SHOWN } from './never-shown.mjs';

const pkgDir = new URL('../../pkg/', import.meta.url);
const api = await import(new URL('sudoku_engine.js', pkgDir));
await api.default({ module_or_path: readFileSync(new URL('sudoku_engine_bg.wasm', pkgDir)) });


test('every technique the engine shows has an example, and only those', () => {
  const missing = TECHNIQUES.filter((technique) => !NEVER_SHOWN.includes(technique) && !TECHNIQUE_EXAMPLES[technique]);
  assert.deepEqual(missing, []);
  for (const technique of Object.keys(TECHNIQUE_EXAMPLES)) assert.ok(TECHNIQUES.includes(technique), technique);
});

test("each example is the engine's step from its board, and a proof", () => {
  for (const [technique, { digits, candidates, step }] of Object.entries(TECHNIQUE_EXAMPLES)) {
    assert.equal(step.technique, technique);
    const line = digits.replace(/0/g, '.');
    // No limit on the search: the examples include nested forcing chains, which take longer than
    // a hint's default budget.
    const { text, ...found } = api.hint(line, Uint16Array.from(candidates), { searchMs: Infinity });
    assert.deepEqual(found, step, `${technique}: the engine finds the example's step on its board`);
    const solved = api.solve(line);
    assert.equal(solved.status, 'unique', technique);
    for (const [cell, digit] of step.placements) assert.equal(digit, Number(solved.solution[cell]), `${technique} places the solution's digit`);
    for (const [cell, digit] of step.eliminations) assert.notEqual(digit, Number(solved.solution[cell]), `${technique} keeps the solution's digit`);
    for (let cell = 0; cell < 81; cell++) {
      if (digits[cell] !== '0') assert.equal(candidates[cell], 0, `${technique}: a filled cell has no candidates`);
      else assert.ok(candidates[cell] & (1 << (Number(solved.solution[cell]) - 1)), `${technique}: cell ${cell} keeps its answer`);
    }
  }
});
