import { and, asc, eq, inArray } from 'drizzle-orm';
import { leaderboard } from '@rgcc/shared/golf/handicap/leaderboard';
import { divisionOf } from '@rgcc/shared/golf/handicap/divisions';
import { parsFor, strokeIndexesFor } from '@rgcc/shared/golf/handicap/course';
import type { Leaderboard, LeaderboardEntryRow } from '@rgcc/shared/golf/leaderboard';
import { leaderboardClosedMessage, noLeaderboardMessage, tournamentHoles } from '@rgcc/shared/golf/live-scoring-constants';
import type { Database, Transaction } from '../../../db/client';
import { accounts, holes, leaderboardVersions, members, tournamentEntries, tournamentHoleScores, tournaments, type TournamentRow } from '../../../db/schema';
import { AppError } from '../../../http/errors';

/** One entrant's card as the leaderboard was computed from it. */
export interface LeaderboardCard {
  entryId: number;
  accountId: number;
  memberId: string;
  name: string;
  division: string | null;
  /** The entry's playing handicap; 0 where the close of entries has not set one. */
  playingHandicap: number;
  teeId: number | null;
  group: number | null;
  /** Hole 1 first, 18 entries; null: not yet played. */
  strokes: (number | null)[];
  /** The entry's `scoreVersion`: a scorer sends it back with a change (decision 0037). */
  scoreVersion: number;
}

export type FullLeaderboard = Leaderboard & {
  eventId: number;
  /** `leaderboard_versions.version` when read: the live updates and the ETag follow it. */
  version: number;
  pars: number[];
  strokeIndexes: number[];
  tournament: TournamentRow;
  /** In the draw's order. */
  cards: LeaderboardCard[];
};

/** The card's pars and stroke indexes for a tournament round: the nine played twice (docs/golf.md). */
export async function tournamentCard(db: Database | Transaction) {
  const nine = await db.select({ par: holes.par, strokeIndex: holes.handicapIndex }).from(holes).orderBy(asc(holes.number));
  return {
    pars: parsFor(tournamentHoles, nine.map((hole) => hole.par)),
    strokeIndexes: strokeIndexesFor(tournamentHoles, nine.map((hole) => hole.strokeIndex)),
  };
}

/** The versions of these tournaments' leaderboards (0 for one never changed). */
export async function leaderboardVersionsOf(db: Database | Transaction, eventIds: number[]): Promise<Map<number, number>> {
  if (eventIds.length === 0) return new Map();
  const rows = await db.select().from(leaderboardVersions).where(inArray(leaderboardVersions.eventId, eventIds));
  return new Map(eventIds.map((eventId) => [eventId, rows.find((row) => row.eventId === eventId)?.version ?? 0]));
}

/** The entrants (or one of them) with their strokes so far, in the draw's order. */
export async function cardsOf(db: Database | Transaction, tournament: TournamentRow, onlyEntryId?: number): Promise<LeaderboardCard[]> {
  const ofEntries = onlyEntryId === undefined ? eq(tournamentEntries.eventId, tournament.eventId) : and(eq(tournamentEntries.eventId, tournament.eventId), eq(tournamentEntries.id, onlyEntryId));
  const [entrants, scores] = await Promise.all([
    db
      .select({
        entryId: tournamentEntries.id,
        accountId: tournamentEntries.accountId,
        memberId: accounts.memberId,
        name: members.name,
        division: tournamentEntries.division,
        playingHandicap: tournamentEntries.playingHandicap,
        teeId: tournamentEntries.teeId,
        group: tournamentEntries.drawGroup,
        scoreVersion: tournamentEntries.scoreVersion,
      })
      .from(tournamentEntries)
      .innerJoin(accounts, eq(accounts.id, tournamentEntries.accountId))
      .innerJoin(members, eq(members.accountId, accounts.id))
      .where(ofEntries)
      .orderBy(asc(tournamentEntries.drawGroup), asc(tournamentEntries.drawPosition), asc(tournamentEntries.id)),
    db
      .select({ entryId: tournamentHoleScores.entryId, hole: tournamentHoleScores.hole, strokes: tournamentHoleScores.strokes })
      .from(tournamentHoleScores)
      .innerJoin(tournamentEntries, eq(tournamentEntries.id, tournamentHoleScores.entryId))
      .where(ofEntries),
  ]);
  const strokesOf = new Map(entrants.map((entrant) => [entrant.entryId, Array.from({ length: tournamentHoles }, (): number | null => null)]));
  for (const score of scores) {
    const strokes = strokesOf.get(score.entryId);
    if (strokes) strokes[score.hole - 1] = score.strokes;
  }
  return entrants.map((entrant) => {
    const playingHandicap = entrant.playingHandicap ?? 0;
    return {
      ...entrant,
      memberId: entrant.memberId ?? '',
      playingHandicap,
      // The close of entries sets each entry's division (part results); until then it follows the handicap.
      division: entrant.division ?? (tournament.divisions.length > 0 ? divisionOf(playingHandicap, tournament.divisions) : null),
      strokes: strokesOf.get(entrant.entryId)!,
    };
  });
}

/** The tournament of an event whose draw is public; the leaderboard shows nothing before it. */
export async function publicTournamentRow(db: Database | Transaction, eventId: number): Promise<TournamentRow> {
  const [tournament] = await db.select().from(tournaments).where(eq(tournaments.eventId, eventId));
  if (!tournament) throw new AppError(404, noLeaderboardMessage);
  // The entry list is for members until the draw is published (decision 0027).
  if (!tournament.drawPublishedAt) throw new AppError(404, leaderboardClosedMessage);
  return tournament;
}

/**
 * A tournament's leaderboard: the engine's `leaderboard()` over every entrant's strokes so far,
 * with their playing handicap and division; final once the results are published (countback
 * then settles ties for first). 404 for an event without a tournament, or before its draw is out.
 */
export async function leaderboardOf(db: Database | Transaction, eventId: number): Promise<FullLeaderboard> {
  const tournament = await publicTournamentRow(db, eventId);
  const [card, cards, versions] = await Promise.all([tournamentCard(db), cardsOf(db, tournament), leaderboardVersionsOf(db, [eventId])]);
  const final = tournament.resultsPublishedAt !== null;
  const computed = leaderboard({
    format: tournament.format,
    pars: card.pars,
    strokeIndexes: card.strokeIndexes,
    players: cards.map((entrant) => ({ key: entrant.memberId, division: entrant.division, playingHandicap: entrant.playingHandicap, strokes: entrant.strokes })),
    final,
    divisionOrder: tournament.divisions.map((division) => division.name),
  });
  const byMemberId = new Map(cards.map((entrant) => [entrant.memberId, entrant]));
  const rows: LeaderboardEntryRow[] = computed.map(({ key, ...row }) => ({ ...row, memberId: key, name: byMemberId.get(key)?.name ?? '' }));
  return {
    format: tournament.format,
    status: final ? 'final' : 'live',
    rows,
    eventId,
    version: versions.get(eventId) ?? 0,
    pars: card.pars,
    strokeIndexes: card.strokeIndexes,
    tournament,
    cards,
  };
}

/** What the public API answers: the shape, nothing of the cards. */
export const publicLeaderboard = ({ format, status, rows }: FullLeaderboard): Leaderboard => ({ format, status, rows });
