// The board of a logical solution before its k-th step: the steps before it replayed on the
// puzzle's digits and candidates (a placement fills its cell and rules its digit out of the
// cell's peers; an elimination rules one candidate out). Pure: runs in Node too.
import { PEERS } from './geometry.js';

/**
 * @param {ArrayLike<number>} digits  the puzzle's 81 digits (0 = empty)
 * @param {ArrayLike<number>} candidates  its 81 candidate masks before the first step
 * @param {object[]} steps  the solution's steps
 * @param {number} index  how many steps to replay
 * @returns {{digits: Uint8Array, candidates: Uint16Array}}
 */
export function boardBefore(digits, candidates, steps, index) {
  const values = Uint8Array.from(digits);
  const masks = Uint16Array.from(candidates);
  for (const step of steps.slice(0, index)) {
    for (const [cell, digit] of step.placements) {
      values[cell] = digit;
      masks[cell] = 0;
      for (const peer of PEERS[cell]) masks[peer] &= ~(1 << (digit - 1));
    }
    for (const [cell, digit] of step.eliminations) masks[cell] &= ~(1 << (digit - 1));
  }
  return { digits: values, candidates: masks };
}
