// Wall-clock timing for the Node benchmarks.
import { performance } from 'node:perf_hooks';

/** Runs `f` once: [milliseconds it took, what it returned]. */
export function timed(f) {
  const t = performance.now();
  const value = f();
  return [performance.now() - t, value];
}
