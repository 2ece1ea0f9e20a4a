/** The club's card (docs/golf.md), for the engine's tests: par and stroke index of the nine. */
export const clubPars = [5, 4, 4, 5, 4, 4, 3, 4, 3] as const;
export const clubStrokeIndexes = [2, 9, 5, 4, 3, 1, 6, 8, 7] as const;
