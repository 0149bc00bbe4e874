// PLACEHOLDER for the step texts (technique names, step sentences, help paragraphs in English
// and 中文). Another engineer writes the real module with this same interface; it replaces this
// file at merge. Until then: English names, the engine's own sentence, one-line summaries, and a
// 中文 prefix so that the page's language switch is visible.

/** Every technique the engine names (English names; the placeholder keeps the engine's order). */
export const TECHNIQUES = [
  'Full House', 'Hidden Single', 'Naked Single', 'Pointing', 'Claiming', 'Naked Pair',
  'Naked Triple', 'Naked Quad', 'Hidden Pair', 'Hidden Triple', 'Hidden Quad', 'X-Wing',
  'Swordfish', 'Jellyfish', 'Finned X-Wing', 'Finned Swordfish', 'Finned Jellyfish',
  'Sashimi X-Wing', 'Sashimi Swordfish', 'Sashimi Jellyfish', 'Skyscraper', '2-String Kite',
  'Turbot Fish', 'Empty Rectangle', '3 Skyscrapers', '3-String Kite', '3-Turbot Fish',
  '3 Strong Links with Empty Rectangle', 'Simple Colouring', 'XY-Wing', 'XYZ-Wing', 'WXYZ-Wing',
  'VWXYZ-Wing', 'W-Wing', 'Unique Rectangle Type 1', 'Unique Rectangle Type 2',
  'Unique Rectangle Type 3', 'Unique Rectangle Type 4', 'Hidden Unique Rectangle', 'Unique Loop',
  'BUG+1', 'Bivalue Universal Grave', 'Aligned Pair Exclusion', 'Aligned Triple Exclusion',
  'X-Chain', 'XY-Chain', 'X-Cycle', 'Continuous Nice Loop', 'Alternating Inference Chain',
  'Grouped Alternating Inference Chain', 'Sue de Coq', 'ALS-XZ', 'ALS-XY-Wing', 'Forcing X-Chain',
  'Forcing Chain', 'Bidirectional Cycle', 'Nishio Forcing Chain', 'Cell Forcing Chain',
  'Region Forcing Chain', 'Dynamic Forcing Chain', 'Dynamic Forcing Chain (+)',
  'Nested Forcing Chain',
];

/** The technique's name in `language` ('en' | 'zh'). */
export function techniqueName(technique, language) {
  return language === 'zh' ? `技巧 ${technique}` : technique;
}

/** One sentence for `step` in `language`. */
export function stepText(step, language) {
  return language === 'zh' ? `（${techniqueName(step.technique, language)}）${step.text}` : step.text;
}

/** A short paragraph about `technique` for the help. */
export function techniqueSummary(technique, language) {
  return language === 'zh' ? `关于${technique}的说明。` : `How ${technique} works.`;
}

/** A stable id slug: 'X-Wing' -> 'x-wing'. */
export function techniqueAnchor(technique) {
  return String(technique).toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}
