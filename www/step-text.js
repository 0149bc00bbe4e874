// PLACEHOLDER for the step texts (technique names, step sentences, help paragraphs in English
// and 中文). Another engineer writes the real module with this same interface; it replaces this
// file at merge. Until then: English names, the engine's own sentence, one-line summaries, and a
// 中文 prefix so that the page's language switch is visible.

/** Every technique the engine names, in Sudoku Explainer order (English names). */
export const TECHNIQUES = [
  'Full House', 'Hidden Single', 'Naked Single', 'Pointing', 'Claiming', 'Naked Pair', 'X-Wing',
  'Hidden Pair', 'Naked Triple', 'Swordfish', 'Hidden Triple', 'XY-Wing', 'XYZ-Wing',
  'Unique Rectangle Type 1', 'Unique Rectangle Type 2', 'Unique Rectangle Type 3',
  'Unique Rectangle Type 4', 'Hidden Unique Rectangle', 'Unique Loop', 'Naked Quad', 'Jellyfish',
  'Hidden Quad', 'BUG+1', 'Bivalue Universal Grave', 'Aligned Pair Exclusion', 'X-Chain',
  'X-Cycle', 'Forcing X-Chain', 'Forcing Chain', 'Bidirectional Cycle', 'Aligned Triple Exclusion',
  'Nishio Forcing Chain', 'Cell Forcing Chain', 'Region Forcing Chain', 'Dynamic Forcing Chain',
  'Dynamic Forcing Chain (+)', 'Nested Forcing Chain',
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
