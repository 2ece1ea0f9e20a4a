import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Config } from '../../../config';
import type { Database, Transaction } from '../../../db/client';
import { teeTimeSlots, teeTimeWaitlist } from '../../../db/schema';
import { enqueueMail } from '../../../infra/mail/outbox';
import { membersByAccount } from '../../membership/entry';
import { readTeeTimeSettings } from './settings';
import { inTheirLanguages, waitlistOfferMail } from './tee-time-mail';

/** The slot's row, locked: every change to `booked` and `held` happens under this lock. */
export async function lockSlot(tx: Pick<Database, 'select'>, startsAt: Date) {
  const [slot] = await tx.select().from(teeTimeSlots).where(eq(teeTimeSlots.startsAt, startsAt)).for('update');
  return slot;
}

/** The slot's row, made with the current capacity if it does not exist yet, then locked. */
export async function ensureAndLockSlot(tx: Transaction, startsAt: Date, capacity: number) {
  await tx.insert(teeTimeSlots).values({ startsAt, capacity }).onConflictDoNothing();
  return (await lockSlot(tx, startsAt))!;
}

/**
 * Offers the places free at a slot (locked by the caller) to the members waiting, in the order
 * they joined: each offer holds its places for `waitlistHoldMinutes` and is mailed. A member
 * who needs more places than are free is passed over for one who needs fewer, and keeps their
 * place in line for the next places freed. Nothing is offered once the tee time has passed.
 */
export async function offerFreedPlaces(tx: Transaction, config: Config, startsAt: Date, now: Date): Promise<void> {
  if (startsAt <= now) return;
  const settings = await readTeeTimeSettings(tx);
  const slot = (await lockSlot(tx, startsAt))!;
  if (slot.blockedReason) return;
  let free = slot.capacity - slot.booked - slot.held;
  if (free <= 0) return;
  const line = await tx
    .select()
    .from(teeTimeWaitlist)
    .where(and(eq(teeTimeWaitlist.startsAt, startsAt), eq(teeTimeWaitlist.state, 'waiting')))
    .orderBy(asc(teeTimeWaitlist.createdAt), asc(teeTimeWaitlist.id));
  const members = await membersByAccount(
    tx,
    line.map((entry) => entry.accountId),
  );
  const expiresAt = new Date(now.getTime() + settings.waitlistHoldMinutes * 60_000);
  for (const entry of line) {
    if (entry.places > free) continue;
    const [member] = await inTheirLanguages(tx, [members.get(entry.accountId)!]);
    await tx.update(teeTimeWaitlist).set({ state: 'offered', offerExpiresAt: expiresAt }).where(eq(teeTimeWaitlist.id, entry.id));
    await tx.update(teeTimeSlots).set({ held: sql`${teeTimeSlots.held} + ${entry.places}` }).where(eq(teeTimeSlots.startsAt, startsAt));
    await enqueueMail(tx, waitlistOfferMail(config, member!, { startsAt, places: entry.places, expiresAt }));
    free -= entry.places;
    if (free <= 0) break;
  }
}

/** Gives back the places an offer held (it lapsed, or the member left the line). */
export async function releaseOffer(tx: Transaction, entry: { startsAt: Date; places: number }) {
  await tx.update(teeTimeSlots).set({ held: sql`${teeTimeSlots.held} - ${entry.places}` }).where(eq(teeTimeSlots.startsAt, entry.startsAt));
}

/**
 * Offers not taken up in time lapse: their places go to the next members waiting. Runs every
 * minute; each offer in its own transaction, so one failure holds up no other.
 */
export async function expireWaitlistOffers(db: Database, config: Config, now = new Date()): Promise<number> {
  const due = await db
    .select({ id: teeTimeWaitlist.id, startsAt: teeTimeWaitlist.startsAt })
    .from(teeTimeWaitlist)
    .where(and(eq(teeTimeWaitlist.state, 'offered'), lte(teeTimeWaitlist.offerExpiresAt, now)));
  let expired = 0;
  for (const offer of due) {
    await db.transaction(async (tx) => {
      await lockSlot(tx, offer.startsAt);
      const [lapsed] = await tx
        .update(teeTimeWaitlist)
        .set({ state: 'expired' })
        .where(and(eq(teeTimeWaitlist.id, offer.id), eq(teeTimeWaitlist.state, 'offered'), lte(teeTimeWaitlist.offerExpiresAt, now)))
        .returning();
      if (!lapsed) return;
      await releaseOffer(tx, lapsed);
      await offerFreedPlaces(tx, config, lapsed.startsAt, now);
      expired++;
    });
  }
  return expired;
}
