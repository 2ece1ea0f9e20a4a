import { and, eq } from 'drizzle-orm';
import type { EntryTeeForm } from '@rgcc/shared/golf/tournaments';
import type { Database } from '../../../db/client';
import { accounts, tournamentEntries, tournaments, type AccountRow } from '../../../db/schema';
import { AppError } from '../../../http/errors';
import { assertStaff } from '../../account/entry';
import { recordStaffAction } from '../../audit/entry';
import { checkedTeeId, freezePlayingHandicaps, teeOfEntry, teesInOrder } from './playing-handicaps';
import { memberNotEnteredMessage, notOpenForEntriesMessage, staffTournament } from './service';
import { resultsPublishedMessage } from './results';

/**
 * Staff change the tees an entrant plays, until the results are published. After the close of
 * entries the entry's playing handicap and division are set again from the new tees' ratings.
 */
export async function changeEntryTee(db: Database, actor: AccountRow, eventId: number, memberId: string, input: EntryTeeForm, now = new Date()) {
  assertStaff(actor, 'Events');
  return db.transaction(async (tx) => {
    const [tournament] = await tx.select().from(tournaments).where(eq(tournaments.eventId, eventId)).for('update');
    if (!tournament) throw new AppError(404, notOpenForEntriesMessage);
    if (tournament.resultsPublishedAt) throw new AppError(409, resultsPublishedMessage);
    const [entry] = await tx
      .select({ id: tournamentEntries.id, teeId: tournamentEntries.teeId, playingHandicap: tournamentEntries.playingHandicap })
      .from(tournamentEntries)
      .innerJoin(accounts, eq(accounts.id, tournamentEntries.accountId))
      .where(and(eq(tournamentEntries.eventId, eventId), eq(accounts.memberId, memberId)));
    if (!entry) throw new AppError(404, memberNotEnteredMessage(memberId));
    const teeId = await checkedTeeId(tx, input.teeId);
    const allTees = await teesInOrder(tx);
    await tx.update(tournamentEntries).set({ teeId, playingHandicap: null, handicapSource: null, division: null }).where(eq(tournamentEntries.id, entry.id));
    await freezePlayingHandicaps(tx, eventId, now);
    const [after] = await tx.select({ playingHandicap: tournamentEntries.playingHandicap }).from(tournamentEntries).where(eq(tournamentEntries.id, entry.id));
    await recordStaffAction(tx, actor, {
      action: 'tournament.entry_tee_changed',
      entity: { type: 'event', id: eventId },
      before: { memberId, tee: teeOfEntry(allTees, entry.teeId).name, playingHandicap: entry.playingHandicap },
      after: { memberId, tee: teeOfEntry(allTees, teeId).name, playingHandicap: after!.playingHandicap },
    });
    return staffTournament(tx, actor, eventId, now);
  });
}
