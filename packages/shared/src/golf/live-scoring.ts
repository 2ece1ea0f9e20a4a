import { apiErrorSchema } from '../common/api-error';
import { z } from '../common/zod';
import { tournamentFormats } from './golf-constants';
import { tournamentScoresSchema } from './leaderboard';

/**
 * Hole-by-hole scoring during a tournament (issue 24, decision 0037): staff keep every card, the
 * marker of a group their group's. A change carries the version of the card its scorer saw; a
 * card changed by someone else since is a conflict (409) that answers the card as it now is.
 */

export const scoreVersionMessage = 'The version is the whole number the card was read with';

/** One entrant's card as a scorer sees it. */
export const scorecardSchema = z.object({
  memberId: z.string(),
  name: z.string(),
  /** The draw's group. */
  group: z.number().nullable(),
  playingHandicap: z.number(),
  /** Hole 1 first, 18 entries; null: not yet played. */
  strokes: z.array(z.number().nullable()),
  /** Send it back with a change: the card changed since answers 409. */
  version: z.number(),
});
export type Scorecard = z.infer<typeof scorecardSchema>;

/** The scoring page: the course's card and the cards the caller may keep. */
export const scoringSheetSchema = z.object({
  eventId: z.number(),
  title: z.string(),
  format: z.enum(tournamentFormats),
  /** Null while scores may be entered; otherwise why not. */
  closedReason: z.string().nullable(),
  pars: z.array(z.number()),
  strokeIndexes: z.array(z.number()),
  cards: z.array(scorecardSchema),
});
export type ScoringSheet = z.infer<typeof scoringSheetSchema>;

/**
 * `PUT …/scores/{memberId}`: the issue's `{ strokes }` and, from a scoring page, the `version` of
 * the card it showed. Without a version the strokes replace the card whatever it holds.
 */
export const scoreEntrySchema = tournamentScoresSchema.extend({
  version: z.int({ error: scoreVersionMessage }).min(0, scoreVersionMessage).optional(),
});
export type ScoreEntryBody = z.infer<typeof scoreEntrySchema>;

/** 409: scoring is not open, or someone else's change came first: `current` is then the card with it. */
export const scoreConflictSchema = apiErrorSchema.extend({ current: scorecardSchema.optional() });
export type ScoreConflict = z.infer<typeof scoreConflictSchema>;
