import { text } from '../common/text';
import { z } from '../common/zod';
import { maxPrizeLength } from './tournament-constants';

/**
 * A tournament's published results (issue 24): staff close scoring and publish, with a prize per
 * division as text; the winners stay with the event (its page and the past events list).
 */

export const prizeMessage = `Write each prize in 1 to ${maxPrizeLength} characters`;
export const prizesOnePerDivisionMessage = 'Give at most one prize per division';

/** `POST /api/admin/events/{id}/tournament/results`: the prizes, by division name (null: a field without divisions). */
export const publishResultsSchema = z.object({
  prizes: z
    .array(
      z.object({
        division: text({ error: 'Name the division of the prize' }).trim().max(20, 'Name the division of the prize').nullable(),
        prize: text({ error: prizeMessage }).trim().min(1, prizeMessage).max(maxPrizeLength, prizeMessage),
      }),
    )
    .max(10, prizesOnePerDivisionMessage)
    .refine((prizes) => new Set(prizes.map((prize) => prize.division?.toLowerCase() ?? null)).size === prizes.length, { message: prizesOnePerDivisionMessage })
    .optional(),
});
export type PublishResultsBody = z.infer<typeof publishResultsSchema>;

/** A winner as the event's page shows them; more than one only where countback could not settle a tie. */
export const resultWinnerSchema = z.object({
  memberId: z.string(),
  name: z.string(),
  total: z.number().nullable(),
  toPar: z.number().nullable(),
  points: z.number().nullable(),
  /** e.g. "Won on countback: last 6". */
  tieBreak: z.string().nullable(),
});
export type ResultWinner = z.infer<typeof resultWinnerSchema>;

/** The results kept with the event: per division (null: the whole field), its winners and prize. */
export const tournamentResultsSchema = z.object({
  publishedAt: z.string(),
  divisions: z.array(z.object({ division: z.string().nullable(), prize: z.string().nullable(), winners: z.array(resultWinnerSchema) })),
});
export type TournamentResults = z.infer<typeof tournamentResultsSchema>;

/** The console's view adds what was posted to the players' handicap records, and what was not. */
export const staffResultsSchema = tournamentResultsSchema.extend({
  /** Rounds of all 18 holes, posted to each player's record with the event. */
  posted: z.number(),
  /** Cards with holes missing: not posted. */
  notPosted: z.array(z.object({ memberId: z.string(), name: z.string(), holes: z.number() })),
});
export type StaffResults = z.infer<typeof staffResultsSchema>;

/** `GET /api/tournaments/winners`: each tournament with published results, for the past events list. */
export const tournamentWinnersSchema = z.array(
  z.object({ eventId: z.number(), winners: z.array(z.object({ division: z.string().nullable(), name: z.string() })) }),
);
export type TournamentWinners = z.infer<typeof tournamentWinnersSchema>;
