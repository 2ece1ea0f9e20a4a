import { and, eq, inArray, sql } from 'drizzle-orm';
import { inLocale } from '@rgcc/shared/content/bangla-texts';
import { clubToday } from '@rgcc/shared/format/club-date';
import {
  markerNotYetMessage,
  notEnteredForScoringMessage,
  notInYourGroupMessage,
  notPlayingMessage,
  scoreConflictMessage,
  scoringClosedMessage,
  scoringNotOpenMessage,
} from '@rgcc/shared/golf/live-scoring-constants';
import type { ScoreConflict, ScoreEntryBody, Scorecard, ScoringSheet } from '@rgcc/shared/golf/live-scoring';
import type { Database, Transaction } from '../../../db/client';
import { accounts, events, tournamentEntries, tournamentHoleScores, tournaments, type AccountRow, type EventRow, type TournamentRow } from '../../../db/schema';
import { AppError } from '../../../http/errors';
import { assertMember, assertStaff } from '../../account/entry';
import { recordStaffAction } from '../../audit/entry';
import { cardsOf, tournamentCard, type LeaderboardCard } from './leaderboard';
import { eventNotFoundMessage, notOpenForEntriesMessage } from './service';

/**
 * Hole-by-hole scoring during play (issue 24, decision 0037): staff keep any entrant's card, a
 * group's marker (any player of the group) the group's cards, from the draw's publication until
 * the results are published; the marker from the tournament's first day. A change names the
 * card's version its scorer saw: a card changed since is refused with the card as it now is.
 */

export type Scorer = { kind: 'staff' } | { kind: 'marker' };

const asScorecard = (card: LeaderboardCard): Scorecard => ({
  memberId: card.memberId,
  name: card.name,
  group: card.group,
  playingHandicap: card.playingHandicap,
  strokes: card.strokes,
  version: card.scoreVersion,
});

/**
 * The tournament and its event. `shareLock` holds the tournament row until the transaction ends,
 * so that publishing the results (which locks it for update first, then the entries) waits for a
 * score being saved, and a save that waited sees the results published.
 */
async function tournamentWithEvent(db: Database | Transaction, eventId: number, shareLock = false): Promise<{ tournament: TournamentRow; event: EventRow }> {
  const query = db.select({ tournament: tournaments, event: events }).from(tournaments).innerJoin(events, eq(events.id, tournaments.eventId)).where(eq(tournaments.eventId, eventId));
  const [row] = shareLock ? await query.for('share', { of: tournaments }) : await query;
  if (row) return row;
  const [event] = await db.select({ id: events.id }).from(events).where(eq(events.id, eventId));
  throw new AppError(404, event ? notOpenForEntriesMessage : eventNotFoundMessage);
}

/** Why scores cannot be entered now, or null while they can. */
function closedReason(tournament: TournamentRow, event: EventRow, scorer: Scorer, now: Date): string | null {
  if (!tournament.drawPublishedAt) return scoringNotOpenMessage;
  if (tournament.resultsPublishedAt) return scoringClosedMessage;
  if (scorer.kind === 'marker' && clubToday(now) < event.startsOn) return markerNotYetMessage;
  return null;
}

/** The marker's own entry: they play in this tournament's published draw. */
async function markerGroupOf(db: Database | Transaction, actor: AccountRow, tournament: TournamentRow): Promise<number> {
  const [own] = await db
    .select({ group: tournamentEntries.drawGroup })
    .from(tournamentEntries)
    .where(and(eq(tournamentEntries.eventId, tournament.eventId), eq(tournamentEntries.accountId, actor.id)));
  if (!own || own.group === null || !tournament.drawPublishedAt) throw new AppError(404, notPlayingMessage);
  return own.group;
}

/** Staff's scoring page: every card, in the draw's order. */
export async function staffScoringSheet(db: Database, actor: AccountRow, eventId: number, now = new Date()): Promise<ScoringSheet> {
  assertStaff(actor, 'Events');
  return sheet(db, actor, eventId, { kind: 'staff' }, null, now);
}

/** The marker's page: their group's cards. */
export async function markerScoringSheet(db: Database, actor: AccountRow, eventId: number, now = new Date()): Promise<ScoringSheet> {
  assertMember(actor, { unlocked: true });
  const { tournament } = await tournamentWithEvent(db, eventId);
  return sheet(db, actor, eventId, { kind: 'marker' }, await markerGroupOf(db, actor, tournament), now);
}

/** The cards a scorer keeps, under the event's title in the reader's language. */
async function sheet(db: Database, reader: AccountRow, eventId: number, scorer: Scorer, group: number | null, now: Date): Promise<ScoringSheet> {
  const { tournament, event } = await tournamentWithEvent(db, eventId);
  const [card, cards] = await Promise.all([tournamentCard(db), cardsOf(db, tournament)]);
  return {
    eventId,
    title: inLocale(event, reader.language).title,
    format: tournament.format,
    closedReason: closedReason(tournament, event, scorer, now),
    ...card,
    cards: cards.filter((each) => group === null || each.group === group).map(asScorecard),
  };
}

export type SaveResult = { saved: Scorecard } | { conflict: ScoreConflict };

/**
 * Writes an entrant's card. The entry's row is locked first, so two scorers of one card save one
 * after the other and the second, holding the version the first replaced, gets the conflict.
 * Only the holes that change are written; the entry's `scoreVersion` grows by one per change.
 */
export async function saveScores(
  db: Database,
  actor: AccountRow,
  scorer: Scorer,
  eventId: number,
  memberId: string,
  body: ScoreEntryBody,
  now = new Date(),
): Promise<SaveResult> {
  if (scorer.kind === 'staff') assertStaff(actor, 'Events');
  else assertMember(actor, { unlocked: true });
  return db.transaction(async (tx) => {
    const { tournament, event } = await tournamentWithEvent(tx, eventId, true);
    const markerGroup = scorer.kind === 'marker' ? await markerGroupOf(tx, actor, tournament) : null;
    const [entry] = await tx
      .select({ id: tournamentEntries.id, group: tournamentEntries.drawGroup, scoreVersion: tournamentEntries.scoreVersion })
      .from(tournamentEntries)
      .innerJoin(accounts, eq(accounts.id, tournamentEntries.accountId))
      .where(and(eq(tournamentEntries.eventId, eventId), eq(accounts.memberId, memberId)))
      .for('update', { of: tournamentEntries });
    if (!entry) throw new AppError(404, notEnteredForScoringMessage(memberId));
    if (markerGroup !== null && entry.group !== markerGroup) throw new AppError(403, notInYourGroupMessage(memberId));
    const reason = closedReason(tournament, event, scorer, now);
    if (reason) throw new AppError(409, reason);

    const before = await cardOf(tx, tournament, entry.id);
    if (body.version !== undefined && body.version !== entry.scoreVersion) {
      return { conflict: { message: scoreConflictMessage(before.name), current: asScorecard(before) } };
    }
    const changed = body.strokes.flatMap((strokes, index) => (strokes === before.strokes[index] ? [] : [{ hole: index + 1, strokes }]));
    if (changed.length === 0) return { saved: asScorecard(before) };
    const cleared = changed.filter((hole) => hole.strokes === null).map((hole) => hole.hole);
    const written = changed.flatMap((hole) => (hole.strokes === null ? [] : [{ entryId: entry.id, hole: hole.hole, strokes: hole.strokes, enteredBy: actor.id, enteredAt: now }]));
    if (cleared.length > 0) await tx.delete(tournamentHoleScores).where(and(eq(tournamentHoleScores.entryId, entry.id), inArray(tournamentHoleScores.hole, cleared)));
    if (written.length > 0) {
      await tx
        .insert(tournamentHoleScores)
        .values(written)
        .onConflictDoUpdate({
          target: [tournamentHoleScores.entryId, tournamentHoleScores.hole],
          set: { strokes: sqlExcluded('strokes'), enteredBy: actor.id, enteredAt: now },
        });
    }
    await tx
      .update(tournamentEntries)
      .set({ scoreVersion: entry.scoreVersion + 1 })
      .where(eq(tournamentEntries.id, entry.id));
    if (scorer.kind === 'staff') {
      await recordStaffAction(
        tx,
        actor,
        {
          action: 'tournament.scores_entered',
          entity: { type: 'event', id: eventId },
          detail: memberId,
          before: { strokes: before.strokes },
          after: { strokes: body.strokes },
        },
        now,
      );
    }
    return { saved: { ...asScorecard(before), strokes: body.strokes, version: entry.scoreVersion + 1 } };
  });
}

async function cardOf(tx: Transaction, tournament: TournamentRow, entryId: number): Promise<LeaderboardCard> {
  const cards = await cardsOf(tx, tournament, entryId);
  return cards[0]!;
}

/** An upsert's new value of a column. */
const sqlExcluded = (column: string) => sql.raw(`excluded."${column}"`);
