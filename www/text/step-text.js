// A step in words, in English and 中文: its sentence and its nudge, built from the step's structured
// fields (its `roles`, what each part of its pattern is, and its placements, eliminations, cells,
// candidates, units, links), never from the engine's English `text`, which is only the fallback
// for a technique the page does not know. This module dispatches by the roles' kind, as the
// engine's English writer does (src/logic/roles/), so a new technique whose steps fit an existing
// kind is worded with no change here; each family's writers are a module of www/text/steps/ (the
// words they share: steps/words.js), and the technique names and help are text/techniques.js.
// The page loads it as one chunk on first need.
//
// A family's module exports `{ [kind]: { write(step, W), area?(step) } }`: `write` is the
// sentence in W's language (W is EN or ZH of steps/words.js), `area` where its nudge looks
// (steps/nudge.js; the boxes of its pattern without one). Registering a family is its import and
// its entry in FAMILIES.
// Pure: no DOM, so it runs in Node too.
import { als } from './steps/als.js';
import { chains } from './steps/chains.js';
import { exclusion } from './steps/exclusion.js';
import { fishes } from './steps/fish.js';
import { generic } from './steps/generic.js';
import { intersections } from './steps/intersections.js';
import { mistakes } from './steps/mistake.js';
import { nudgeSentence, patternArea } from './steps/nudge.js';
import { singleDigit } from './steps/single-digit.js';
import { singles } from './steps/singles.js';
import { subsets } from './steps/subsets.js';
import { uniqueness } from './steps/uniqueness.js';
import { wings } from './steps/wings.js';
import { EN, isChinese, normalize, ZH } from './steps/words.js';
import { techniqueName, TECHNIQUES } from './techniques.js';

export { TECHNIQUES, techniqueAnchor, techniqueName, techniqueSummary } from './techniques.js';

// ---- Dispatch ----------------------------------------------------------------------------------

/** The families, in the engine's order (src/logic/technique.rs), and the hint's Mistake. */
const FAMILIES = [singles, intersections, subsets, fishes, singleDigit, wings, uniqueness, exclusion, chains, als, mistakes];

/** Each role kind's writer and nudge area; a kind two families claim is a mistake caught here. */
const TEXTS = new Map();
for (const family of FAMILIES) {
  for (const [kind, texts] of Object.entries(family)) {
    if (TEXTS.has(kind)) throw new Error(`${kind} has two writers`);
    TEXTS.set(kind, texts);
  }
}

/** The writer of `step`: its roles' kind's (a Mistake, which has no roles, has its own). */
const textsOf = (step) => TEXTS.get(step.technique === 'Mistake' ? 'mistake' : step.roles?.kind);

/**
 * One sentence (or two short ones) explaining a step, built from its structured fields, naming
 * cells r#c# (English) or R#C# (中文). An unknown technique falls back to the engine's `text`;
 * a step whose fields do not fit its technique's pattern gets its name and result.
 */
export function stepText(step, language) {
  const W = isChinese(language) ? ZH : EN;
  const fields = normalize(step);
  const build = textsOf(fields)?.write;
  if (!build) {
    // No roles the page knows: a technique of the table gets its name and result, one from another
    // engine version the engine's own English.
    if (TECHNIQUES.includes(fields.technique)) return generic(fields, W);
    return fields.text || (fields.technique ? generic(fields, W) : '');
  }
  const needsResult = fields.technique !== 'Mistake';
  if (needsResult && !fields.placements.length && !fields.eliminations.length) return generic(fields, W);
  try {
    return build(fields, W);
  } catch {
    // Fields that do not fit the pattern (a step from another engine version): say what it does.
    return generic(fields, W);
  }
}

/**
 * An inner chain of a nested forcing chain (an entry of the step's `nested`) named by what it
 * proves: "r7c4≠4" (English) or "R7C4≠4" (中文).
 */
export function innerChainName(nested, language) {
  return (isChinese(language) ? ZH : EN).potential(nested.candidate, false);
}

/**
 * A nudge for `step`: its technique and where to look, naming no candidate to remove or place,
 * e.g. "Look for an X-Wing on 7 in the columns." / "Look at box 5 for a Hidden Single."
 */
export function stepNudge(step, language) {
  const fields = normalize(step);
  const zh = isChinese(language);
  const name = techniqueName(fields.technique, zh ? 'zh' : 'en');
  try {
    return nudgeSentence(name, (textsOf(fields)?.area ?? patternArea)(fields), zh);
  } catch {
    // Fields that do not fit the family (a step from another engine version): the name alone.
    return nudgeSentence(name, { boxes: [] }, zh);
  }
}
