/**
 * The golf record's values (issue 24, docs/golf.md), free of zod so that pages can show them
 * before a form's schema has loaded. Indexes, differentials and Course Ratings are integers in
 * tenths everywhere behind the API (12.4 is 124; a plus index of +2.1 is −21).
 */

export const teeGenders = ['men', 'women'] as const;
export type TeeGender = (typeof teeGenders)[number];

/** The World Handicap System's bounds (Rules 5.2 and 6.1): an index from +10.0 to 54.0; a Slope Rating from 55 to 155. */
export const minIndexTenths = -100;
export const maxIndexTenths = 540;
export const minSlopeRating = 55;
export const maxSlopeRating = 155;
/** The standard Slope Rating: a course of average difficulty (Rule 5.1). */
export const standardSlope = 113;

/** A round on the nine: played once or twice. */
export const roundHoles = [9, 18] as const;
export type RoundHoles = (typeof roundHoles)[number];
/** Strokes a player may write for a hole. */
export const minHoleStrokes = 1;
export const maxHoleStrokes = 20;
/** A score may be posted for a day up to this many days back, never for a day to come. */
export const postingWindowDays = 7;

export const tournamentFormats = ['stroke_gross', 'stroke_net', 'stableford'] as const;
export type TournamentFormat = (typeof tournamentFormats)[number];
/** Appendix C: 95 % for individual stroke play and Stableford; gross play uses none. */
export const defaultAllowancePercent: Record<TournamentFormat, number> = { stroke_gross: 100, stroke_net: 95, stableford: 95 };

/** Where a tournament entry's playing handicap came from at the close of entries. */
export const handicapSources = ['official', 'estimate', 'declared'] as const;
export type HandicapSource = (typeof handicapSources)[number];
