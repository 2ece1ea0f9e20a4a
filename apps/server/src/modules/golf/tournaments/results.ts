import { and, eq, inArray, isNotNull, max } from 'drizzle-orm';
import { clubToday } from '@rgcc/shared/format/club-date';
import type { PublishResultsBody, TournamentWinners } from '@rgcc/shared/golf/tournament-results';
import type { Database } from '../../../db/client';
import { events, tournamentEntries, tournamentHoleScores, tournaments, type AccountRow, type EventRow, type PublishedResults } from '../../../db/schema';
import { toCsv } from '../../../http/csv';
import { resultsCsvHeader } from './tournament-csv';
import { AppError } from '../../../http/errors';
import { assertStaff } from '../../account/entry';
import { recordStaffAction } from '../../audit/entry';
import { recordRound } from '../scores/record-round';
import { leaderboardOf, type FullLeaderboard } from './leaderboard';
import { freezePlayingHandicaps, teeOfEntry, teesInOrder } from './playing-handicaps';
import { eventNotFoundMessage, notOpenForEntriesMessage, staffTournament } from './service';

/**
 * Staff close scoring and publish the results (decision 0038): the leaderboard turns final
 * (countback settles ties for first in each division), the winners and prizes are kept with the
 * event, and every complete card is posted to its player's handicap record, all in one
 * transaction.
 */

export const resultsPublishedMessage = 'The results are already published.';
export const resultsBeforeDrawMessage = 'Publish the draw before the results: scores are entered by its groups.';
export const resultsWhileOpenMessage = 'Entries are still open: publish the results after play.';
export const noScoresMessage = 'No scores have been entered, so there are no results to publish.';
export const resultsNotPublishedMessage = 'The results are not published yet.';
export const prizeDivisionMessage = (division: string | null) =>
  division === null ? 'This tournament has divisions: give each prize its division.' : `This tournament has no division "${division}".`;

/**
 * The winners of each division: the best of the complete cards (an incomplete card is no return:
 * it cannot win), after countback; more than one only where countback could not settle the tie.
 */
function divisionsOf(board: FullLeaderboard, prizes: { division: string | null; prize: string }[]): PublishedResults['divisions'] {
  const divisionNames: (string | null)[] = board.tournament.divisions.length > 0 ? board.tournament.divisions.map((division) => division.name) : [null];
  return divisionNames.map((division) => {
    const complete = board.rows.filter((row) => row.division === division && row.thru === 'F');
    const best = complete[0]?.position;
    return {
      division,
      prize: prizes.find((prize) => prize.division === division)?.prize ?? null,
      winners: complete
        .filter((row) => row.position === best)
        .map((row) => ({ memberId: row.memberId, name: row.name, total: row.total, toPar: row.toPar, points: row.points, tieBreak: row.tieBreak ?? null })),
    };
  });
}

/** The prizes name the tournament's divisions (or none, in one field), each once; as staff spelt the division. */
function checkedPrizes(divisions: { name: string }[], prizes: NonNullable<PublishResultsBody['prizes']>) {
  return prizes.map((prize, index) => {
    const division = divisions.length === 0 ? (prize.division === null ? null : undefined) : divisions.find((each) => each.name.toLowerCase() === prize.division?.toLowerCase())?.name;
    if (division === undefined) {
      const message = prizeDivisionMessage(prize.division);
      throw new AppError(400, message, { [`prizes.${index}.division`]: message });
    }
    return { division, prize: prize.prize };
  });
}

/** The club day a card was played: the day its last hole was entered, within the event's days. */
const playedOnOf = (event: EventRow, lastEntered: Date | null) => {
  const day = clubToday(lastEntered ?? new Date());
  return day < event.startsOn ? event.startsOn : day > event.endsOn ? event.endsOn : day;
};

export async function publishResults(db: Database, actor: AccountRow, eventId: number, input: PublishResultsBody, now = new Date()) {
  assertStaff(actor, 'Events');
  return db.transaction(async (tx) => {
    const [event] = await tx.select().from(events).where(eq(events.id, eventId));
    if (!event) throw new AppError(404, eventNotFoundMessage);
    const [tournament] = await tx.select().from(tournaments).where(eq(tournaments.eventId, eventId)).for('update');
    if (!tournament) throw new AppError(404, notOpenForEntriesMessage);
    if (tournament.resultsPublishedAt) throw new AppError(409, resultsPublishedMessage);
    if (now < tournament.entriesCloseAt) throw new AppError(409, resultsWhileOpenMessage);
    if (!tournament.drawPublishedAt) throw new AppError(409, resultsBeforeDrawMessage);
    const prizes = checkedPrizes(tournament.divisions, input.prizes ?? []);
    // A scorer's change in flight holds its entry's row: the cards are read after it commits.
    await tx.select({ id: tournamentEntries.id }).from(tournamentEntries).where(eq(tournamentEntries.eventId, eventId)).for('update');
    await freezePlayingHandicaps(tx, eventId, now);
    const entryIds = tx.select({ id: tournamentEntries.id }).from(tournamentEntries).where(eq(tournamentEntries.eventId, eventId));
    const lastEntered = await tx
      .select({ entryId: tournamentHoleScores.entryId, at: max(tournamentHoleScores.enteredAt) })
      .from(tournamentHoleScores)
      .where(inArray(tournamentHoleScores.entryId, entryIds))
      .groupBy(tournamentHoleScores.entryId);
    if (lastEntered.length === 0) throw new AppError(409, noScoresMessage);

    // Published first: the leaderboard read below is the final one, countback and all.
    await tx.update(tournaments).set({ resultsPublishedAt: now, prizes, results: { divisions: [], posted: 0, notPosted: [] } }).where(eq(tournaments.eventId, eventId));
    const board = await leaderboardOf(tx, eventId);
    const allTees = await teesInOrder(tx);
    const notPosted: PublishedResults['notPosted'] = [];
    let posted = 0;
    for (const card of board.cards) {
      const strokes = card.strokes.filter((hole): hole is number => hole !== null);
      if (strokes.length < card.strokes.length) {
        notPosted.push({ memberId: card.memberId, name: card.name, holes: strokes.length });
        continue;
      }
      const at = lastEntered.find((entry) => entry.entryId === card.entryId)?.at ?? null;
      await recordRound(tx, { accountId: card.accountId, playedOn: playedOnOf(event, at), teeId: teeOfEntry(allTees, card.teeId).id, strokes, eventId, postedBy: actor.id });
      posted += 1;
    }
    const results: PublishedResults = { divisions: divisionsOf(board, prizes), posted, notPosted };
    await tx.update(tournaments).set({ results }).where(eq(tournaments.eventId, eventId));
    await recordStaffAction(tx, actor, {
      action: 'tournament.results_published',
      entity: { type: 'event', id: eventId },
      after: { prizes, winners: results.divisions.map((division) => ({ division: division.division, winners: division.winners.map((winner) => winner.memberId) })), posted, notPosted: notPosted.map((card) => card.memberId) },
      detail: `${posted} rounds posted to the players' records${notPosted.length > 0 ? `; ${notPosted.length} incomplete cards not posted` : ''}`,
    });
    return staffTournament(tx, actor, eventId, now);
  });
}

/** The final leaderboard with each card, in the leaderboard's order: the same rows as the page. */
export async function exportResults(db: Database, actor: AccountRow, eventId: number): Promise<string> {
  assertStaff(actor, 'Events');
  const [tournament] = await db.select({ publishedAt: tournaments.resultsPublishedAt }).from(tournaments).where(eq(tournaments.eventId, eventId));
  if (!tournament) throw new AppError(404, notOpenForEntriesMessage);
  if (!tournament.publishedAt) throw new AppError(409, resultsNotPublishedMessage);
  const board = await leaderboardOf(db, eventId);
  const cards = new Map(board.cards.map((card) => [card.memberId, card]));
  return toCsv(
    resultsCsvHeader,
    board.rows.map((row) => {
      const card = cards.get(row.memberId);
      return [row.position, row.memberId, row.name, row.division ?? '', card?.playingHandicap ?? '', ...(card?.strokes ?? []).map((strokes) => strokes ?? ''), row.total, row.toPar, row.points];
    }),
    actor.language,
  );
}

/** Each tournament with published results, its winners by division: the past events list shows them. */
export async function tournamentWinners(db: Database): Promise<TournamentWinners> {
  const published = await db
    .select({ eventId: tournaments.eventId, results: tournaments.results })
    .from(tournaments)
    .where(and(isNotNull(tournaments.resultsPublishedAt), isNotNull(tournaments.results)))
    .orderBy(tournaments.eventId);
  return published.map(({ eventId, results }) => ({
    eventId,
    winners: results!.divisions.flatMap((division) => division.winners.map((winner) => ({ division: division.division, name: winner.name }))),
  }));
}
