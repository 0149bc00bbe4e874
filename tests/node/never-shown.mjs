// What the Node tests know of the shown path: the techniques in the engine's table that
// `explain` and `hint` never show, so no step text, fixture step or help picture can hold them.
// step-text.test.mjs checks that the fixtures' steps miss exactly these.

/** SE's forcing X-chain always loses to the named X-chain or colouring it stands for. */
export const NEVER_SHOWN = Object.freeze(['Forcing X-Chain']);
