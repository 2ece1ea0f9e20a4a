import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import type { HandicapSource } from '@rgcc/shared/golf/golf-constants';
import { playingHandicapFromIndex, roundRating } from '@rgcc/shared/golf/handicap/course';
import { divisionOf } from '@rgcc/shared/golf/handicap/divisions';
import type { Database, Transaction } from '../../../db/client';
import { tees, tournamentEntries, tournaments, type TeeRow, type TournamentRow } from '../../../db/schema';
import { AppError } from '../../../http/errors';
import { currentIndexOf } from '../handicap/current-index';

/**
 * Each entry's playing handicap, frozen at the close of entries (decision 0038): the Course
 * Handicap of an 18-hole round on the entry's tees from the Federation's index, else the club
 * estimate, else the handicap declared on entry, times the tournament's allowance, rounded once
 * (Rule 6.1 Note and Rule 6.2: the allowance applies to the unrounded Course Handicap); then its
 * division. Written once per entry: a later read finds it set and leaves it.
 */

export const unknownEntryTeeMessage = 'There are no such tees.';

/** The tees in the order staff list them: the first is an entry's default. */
export const teesInOrder = (db: Database | Transaction) => db.select().from(tees).orderBy(asc(tees.position), asc(tees.id));

/** The tees an entry plays: the one chosen, else the first. */
export function teeOfEntry(all: TeeRow[], teeId: number | null): TeeRow {
  const tee = (teeId === null ? undefined : all.find((candidate) => candidate.id === teeId)) ?? all[0];
  if (!tee) throw new AppError(409, 'The course has no tees: staff must set them before tournaments.');
  return tee;
}

/** A member's chosen tees, checked: 400 with the field's message for tees that do not exist. */
export async function checkedTeeId(db: Database | Transaction, teeId: number | undefined, field = 'teeId'): Promise<number | null> {
  if (teeId === undefined) return null;
  const [tee] = await db.select({ id: tees.id }).from(tees).where(eq(tees.id, teeId));
  if (!tee) throw new AppError(400, unknownEntryTeeMessage, { [field]: unknownEntryTeeMessage });
  return tee.id;
}

export type FrozenHandicap = { playingHandicap: number; handicapSource: HandicapSource; division: string | null };

/** One entry's playing handicap from the index that counts now (official, estimate, declared). */
export async function playingHandicapOf(
  db: Database | Transaction,
  tournament: Pick<TournamentRow, 'allowancePercent' | 'divisions'>,
  entry: { accountId: number; handicapTenths: number },
  tee: TeeRow,
): Promise<FrozenHandicap> {
  const current = await currentIndexOf(db, entry.accountId);
  const [indexTenths, handicapSource]: [number, HandicapSource] =
    current.indexTenths !== null && current.source !== null ? [current.indexTenths, current.source] : [entry.handicapTenths, 'declared'];
  const playingHandicap = playingHandicapFromIndex(indexTenths, roundRating(tee, 18), tournament.allowancePercent);
  return { playingHandicap, handicapSource, division: divisionOf(playingHandicap, tournament.divisions) };
}

/**
 * Sets the playing handicap of every entry that has none, once entries have closed: at the close,
 * at the draw, at the first read or action after the close, and by the golf area's job. Locks the
 * tournament's row, so two at once write each entry once. Returns how many it set.
 */
export async function freezePlayingHandicaps(tx: Transaction, eventId: number, now: Date): Promise<number> {
  const [tournament] = await tx.select().from(tournaments).where(eq(tournaments.eventId, eventId)).for('update');
  if (!tournament || now < tournament.entriesCloseAt) return 0;
  const open = await tx
    .select()
    .from(tournamentEntries)
    .where(and(eq(tournamentEntries.eventId, eventId), isNull(tournamentEntries.playingHandicap)))
    .orderBy(asc(tournamentEntries.id));
  if (open.length === 0) return 0;
  const all = await teesInOrder(tx);
  for (const entry of open) {
    const frozen = await playingHandicapOf(tx, tournament, entry, teeOfEntry(all, entry.teeId));
    await tx.update(tournamentEntries).set(frozen).where(eq(tournamentEntries.id, entry.id));
  }
  return open.length;
}

/** Entries have closed and some entry still waits for its playing handicap: cheap to ask before taking a lock. */
async function needsFreezing(db: Database | Transaction, eventId: number, now: Date): Promise<boolean> {
  const [waiting] = await db
    .select({ id: tournamentEntries.id })
    .from(tournamentEntries)
    .innerJoin(tournaments, eq(tournaments.eventId, tournamentEntries.eventId))
    .where(and(eq(tournamentEntries.eventId, eventId), isNull(tournamentEntries.playingHandicap), lte(tournaments.entriesCloseAt, now)))
    .limit(1);
  return Boolean(waiting);
}

/** Before a read: freezes in a transaction of its own when needed (inside a transaction, a savepoint of it). */
export async function freezeBeforeReading(db: Database | Transaction, eventId: number, now: Date): Promise<void> {
  if (await needsFreezing(db, eventId, now)) await db.transaction((tx) => freezePlayingHandicaps(tx, eventId, now));
}

/** The golf area's job: every tournament whose entries closed with entries still to freeze. */
export async function freezeClosedTournaments(db: Database, now = new Date()): Promise<number> {
  const waiting = await db
    .selectDistinct({ eventId: tournamentEntries.eventId })
    .from(tournamentEntries)
    .innerJoin(tournaments, eq(tournaments.eventId, tournamentEntries.eventId))
    .where(and(isNull(tournamentEntries.playingHandicap), lte(tournaments.entriesCloseAt, now)));
  let frozen = 0;
  for (const { eventId } of waiting) frozen += await db.transaction((tx) => freezePlayingHandicaps(tx, eventId, now));
  return frozen;
}

/** Forgets the frozen handicaps (settings changed, or entries opened again): they are set again at the close. */
export async function thawPlayingHandicaps(tx: Transaction, eventId: number): Promise<void> {
  await tx.update(tournamentEntries).set({ playingHandicap: null, handicapSource: null, division: null }).where(eq(tournamentEntries.eventId, eventId));
}
