import { z } from '../common/zod';
import { holeStrokesSchema } from './scores';
import { tournamentFormats } from './golf-constants';

/** A tournament's live scoring and results (issue 24). */

export const tournamentStrokesMessage = 'Give 18 holes: each a whole number from 1 to 20, or empty while not yet played';

/** `PUT /api/admin/events/{id}/tournament/scores/{memberId}`: the round so far, hole 1 first. */
export const tournamentScoresSchema = z.object({
  strokes: z.array(holeStrokesSchema.nullable(), { error: tournamentStrokesMessage }).length(18, tournamentStrokesMessage),
});
export type TournamentScoresBody = z.infer<typeof tournamentScoresSchema>;

/** `GET /api/events/{id}/leaderboard`. */
export const leaderboardRowSchema = z.object({
  /** "1", "T3"; empty before the player's first hole. */
  position: z.string(),
  memberId: z.string(),
  /** As on the player's card. */
  name: z.string(),
  division: z.string().nullable(),
  /** Holes completed, or "F". */
  thru: z.union([z.number(), z.literal('F')]),
  toPar: z.number().nullable(),
  total: z.number().nullable(),
  points: z.number().nullable(),
  /** How a tie for first was settled once final, e.g. "Won on countback: last 6". */
  tieBreak: z.string().nullable().optional(),
});
export const leaderboardSchema = z.object({
  format: z.enum(tournamentFormats),
  status: z.enum(['live', 'final']),
  rows: z.array(leaderboardRowSchema),
});
export type Leaderboard = z.infer<typeof leaderboardSchema>;
export type LeaderboardEntryRow = z.infer<typeof leaderboardRowSchema>;
