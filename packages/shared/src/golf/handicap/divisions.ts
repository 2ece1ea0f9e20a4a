import { defaultAllowancePercent, type TournamentFormat } from '../golf-constants';

/** A division by playing handicap: up to `maxHandicap` inclusive; the last one open-ended (null). */
export type Division = { name: string; maxHandicap: number | null };

/**
 * The division a playing handicap falls in: the first, in order, whose maximum it does not exceed
 * (e.g. A up to 12, B up to 24, C open: 12 is A, 13 is B, 30 is C). Null when the event has no
 * divisions, or when the last one has a maximum the handicap is above.
 */
export function divisionOf(playingHandicap: number, divisions: readonly Division[]): string | null {
  return divisions.find((division) => division.maxHandicap === null || playingHandicap <= division.maxHandicap)?.name ?? null;
}

/** The allowance staff chose, else the format's default (Appendix C: `defaultAllowancePercent`). */
export function allowancePercentFor(format: TournamentFormat, chosen?: number | null): number {
  return chosen ?? defaultAllowancePercent[format];
}
