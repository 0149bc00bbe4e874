// The engine's candidates for the grid on the board, for the Candidates switch: asked of the
// worker once per grid, asked again when a cancelled search's worker dropped the question, and
// announced when they arrive. The engine computes them; the page never does.
import { CancelledError } from '../engine/client.js';

export class CandidatesSource {
  #engine;
  #onArrive;
  #grid = ''; // the grid (81 characters) the masks belong to
  #masks = null;
  #asked = ''; // the grid asked for and not answered yet

  /**
   * @param {() => import('../engine/client.js').EngineClient | null} engine  the element's current engine
   * @param {() => void} onArrive  called when new candidates have arrived
   */
  constructor(engine, onArrive) {
    this.#engine = engine;
    this.#onArrive = onArrive;
  }

  /** Asks for the candidates of `grid` (81 characters, '.' empty) unless they are known or asked. */
  request(grid) {
    const engine = this.#engine();
    if (!engine || grid === this.#grid || grid === this.#asked) return;
    this.#asked = grid;
    engine.candidates(grid).then(
      (masks) => {
        if (this.#asked === grid) this.#asked = '';
        this.#grid = grid;
        this.#masks = Uint16Array.from(masks);
        this.#onArrive();
      },
      (error) => {
        if (this.#asked !== grid) return;
        this.#asked = '';
        // Dropped with a cancelled search's worker: ask the fresh one. After an engine failure,
        // the next change of the board asks again.
        if (error instanceof CancelledError) this.request(grid);
      },
    );
  }

  /** The 81 masks (bit d-1 = digit d) of `grid`, or null while they are not known. */
  for(grid) {
    return grid === this.#grid ? this.#masks : null;
  }
}
