import { type TournamentFormat } from './tournament-format';

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

/**
 * The default handicap allowance per format (Rules of Handicapping, Appendix C): 95 % for
 * individual stroke play and Stableford; gross stroke play uses no handicap (100, unused).
 */
export const defaultAllowancePercent: Readonly<Record<TournamentFormat, number>> = { stroke_gross: 100, stroke_net: 95, stableford: 95 };

export function allowancePercentFor(format: TournamentFormat, chosen?: number | null): number {
  return chosen ?? defaultAllowancePercent[format];
}
