// The sentence of a step no writer can word (a technique without one, or fields that do not fit its
// pattern): its technique's name and its result.
import { techniqueName } from '../techniques.js';
import { EN, ZH } from './words.js';

/** A step of a technique without its own sentence: its name and result. */
export function generic(step, W) {
  const name = techniqueName(step.technique, W === ZH ? 'zh' : 'en');
  if (W === ZH) return `${name}：因此${ZH.outcome(step)}。`;
  return `${name}: so ${EN.outcome(step)}.`;
}
