import { and, asc, eq, gte, inArray, isNull, lt } from 'drizzle-orm';
import type { Attendance } from '@rgcc/shared/bookings/tee-time-constants';
import { clubDayEnd, clubDayStart, clubToday } from '@rgcc/shared/format/club-date';
import { formatClubClock } from '@rgcc/shared/format/dates';
import { defaultLocale } from '@rgcc/shared/format/locale';
import type { TeeSheet, TeeTimeBlockRequest } from '@rgcc/shared/bookings/tee-times';
import { minutesOf } from '@rgcc/shared/bookings/tee-time-constants';
import { clubDateOf, slotTimes } from '@rgcc/shared/bookings/tee-time-slots';
import type { Config } from '../../../config';
import type { Database } from '../../../db/client';
import { teeTimeBookings, teeTimePlayers, teeTimeSlots, teeTimeWaitlist, type AccountRow } from '../../../db/schema';
import { AppError } from '../../../http/errors';
import { assertStaff } from '../../account/entry';
import { recordStaffAction } from '../../audit/entry';
import { membersByAccount } from '../../membership/entry';
import { cancelBookingIn, slotsOfDay } from './service';
import { readTeeTimeSettings } from './settings';
import { ensureAndLockSlot, offerFreedPlaces } from './waitlist';

export const playerNotFoundMessage = 'No such player on the tee sheet.';
export const checkInTooEarlyMessage = 'Players can be checked in from the day of their tee time.';
export const noShowTooEarlyMessage = 'A player can be marked as a no-show only after their tee time.';
export const guestNoShowMessage = 'Only members are marked as no-shows: a guest who does not come is not recorded.';
export const noTeeTimesInRangeMessage = 'There are no tee times between those times that day.';
export const bookedSlotsMessage = (times: string[]) =>
  `Some of these tee times have bookings or places held (${times.join(', ')}): cancel those bookings first, then block the times.`;

/** The day's tee sheet: every slot with its bookings, players' attendance and waitlist. */
export async function teeSheet(db: Database, actor: AccountRow, date: string, now = new Date()): Promise<TeeSheet> {
  assertStaff(actor, 'Bookings');
  const inDay = (column: typeof teeTimeBookings.startsAt | typeof teeTimeWaitlist.startsAt) => and(gte(column, clubDayStart(date)), lt(column, clubDayEnd(date)));
  // Three reads that do not depend on each other, at once where the database allows (PostgreSQL).
  const [slots, players, waitlist] = await Promise.all([
    slotsOfDay(db, date, now),
    // Every booking has its booker as a player, so the players carry every booking of the day.
    db
      .select({ booking: teeTimeBookings, player: teeTimePlayers })
      .from(teeTimePlayers)
      .innerJoin(teeTimeBookings, eq(teeTimeBookings.id, teeTimePlayers.bookingId))
      .where(and(inDay(teeTimeBookings.startsAt), isNull(teeTimeBookings.cancelledAt)))
      .orderBy(asc(teeTimeBookings.id), asc(teeTimePlayers.position)),
    db
      .select()
      .from(teeTimeWaitlist)
      .where(and(inDay(teeTimeWaitlist.startsAt), inArray(teeTimeWaitlist.state, ['waiting', 'offered'])))
      .orderBy(asc(teeTimeWaitlist.createdAt), asc(teeTimeWaitlist.id)),
  ]);
  const members = await membersByAccount(db, [
    ...players.flatMap(({ booking, player }) => (player.accountId ? [booking.bookedBy, player.accountId] : [booking.bookedBy])),
    ...waitlist.map((entry) => entry.accountId),
  ]);
  const person = (accountId: number) => ({ name: members.get(accountId)!.name, memberId: members.get(accountId)!.memberId });

  type SheetBooking = TeeSheet['slots'][number]['bookings'][number];
  const bookingsAt = new Map<number, SheetBooking[]>();
  let current: SheetBooking | undefined;
  for (const { booking, player } of players) {
    if (current?.id !== booking.id) {
      current = { id: booking.id, bookedBy: person(booking.bookedBy), players: [] };
      const time = booking.startsAt.getTime();
      bookingsAt.set(time, [...(bookingsAt.get(time) ?? []), current]);
    }
    current.players.push({ id: player.id, ...(player.accountId ? person(player.accountId) : { name: player.guestName!, memberId: null }), attendance: player.attendance });
  }
  const waitingAt = new Map<number, TeeSheet['slots'][number]['waitlist']>();
  for (const entry of waitlist) {
    const time = entry.startsAt.getTime();
    waitingAt.set(time, [
      ...(waitingAt.get(time) ?? []),
      { ...person(entry.accountId), places: entry.places, state: entry.state, offerExpiresAt: entry.offerExpiresAt?.toISOString() ?? null },
    ]);
  }
  return {
    date,
    slots: slots.map((slot) => {
      const time = Date.parse(slot.startsAt);
      return { ...slot, bookings: bookingsAt.get(time) ?? [], waitlist: waitingAt.get(time) ?? [] };
    }),
  };
}

/**
 * Checks a player in, marks a no-show, or undoes either. A no-show counts towards the pause of
 * online booking (no-shows.ts), so it is only for members, and only once the tee time has come.
 */
export async function setAttendance(db: Database, actor: AccountRow, playerId: number, attendance: Attendance, now = new Date()) {
  assertStaff(actor, 'Bookings');
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ player: teeTimePlayers, startsAt: teeTimeBookings.startsAt })
      .from(teeTimePlayers)
      .innerJoin(teeTimeBookings, eq(teeTimeBookings.id, teeTimePlayers.bookingId))
      .where(and(eq(teeTimePlayers.id, playerId), isNull(teeTimeBookings.cancelledAt)));
    if (!found) throw new AppError(404, playerNotFoundMessage);
    if (attendance !== 'expected' && clubDateOf(found.startsAt) > clubToday(now)) throw new AppError(409, checkInTooEarlyMessage);
    if (attendance === 'no_show' && found.startsAt > now) throw new AppError(409, noShowTooEarlyMessage);
    if (attendance === 'no_show' && !found.player.accountId) throw new AppError(409, guestNoShowMessage);
    await tx.update(teeTimePlayers).set({ attendance, attendanceAt: attendance === 'expected' ? null : now }).where(eq(teeTimePlayers.id, playerId));
    await recordStaffAction(
      tx,
      actor,
      {
        action: `tee-time.attendance.${attendance}`,
        entity: { type: 'tee-time', id: found.player.bookingId },
        detail: found.player.guestName ? `Guest ${found.player.guestName}` : `Member account ${found.player.accountId}`,
        before: { attendance: found.player.attendance },
        after: { attendance },
      },
      now,
    );
    return { message: attendance === 'checked_in' ? 'Checked in.' : attendance === 'no_show' ? 'Marked as a no-show.' : 'Marked as expected.' };
  });
}

/** The tee times of a day from one time to another (both included). */
async function timesInRange(db: Database, range: { date: string; from: string; to: string }) {
  const settings = await readTeeTimeSettings(db);
  const from = clubDayStart(range.date).getTime() + minutesOf(range.from) * 60_000;
  const to = clubDayStart(range.date).getTime() + minutesOf(range.to) * 60_000;
  const times = slotTimes(range.date, settings).filter((time) => time.getTime() >= from && time.getTime() <= to);
  if (times.length === 0) throw new AppError(400, noTeeTimesInRangeMessage);
  return { settings, times };
}

/** Closes tee times with a reason (maintenance, a tournament); booked ones must be cancelled first. */
export async function blockTeeTimes(db: Database, actor: AccountRow, block: TeeTimeBlockRequest, now = new Date()) {
  assertStaff(actor, 'Bookings');
  const { settings, times } = await timesInRange(db, block);
  await db.transaction(async (tx) => {
    const slots = [];
    for (const time of times) slots.push(await ensureAndLockSlot(tx, time, settings.playersPerSlot));
    const taken = slots.filter((slot) => slot.booked + slot.held > 0);
    if (taken.length > 0) throw new AppError(409, bookedSlotsMessage(taken.map((slot) => formatClubClock(slot.startsAt, defaultLocale))));
    await tx.update(teeTimeSlots).set({ blockedReason: block.reason }).where(inArray(teeTimeSlots.startsAt, times));
    await recordStaffAction(tx, actor, { action: 'tee-time.blocked', entity: { type: 'tee-time', id: null }, detail: `${block.date} ${block.from}–${block.to}: ${block.reason}` }, now);
  });
  return { message: `${times.length} ${times.length === 1 ? 'tee time is' : 'tee times are'} closed: ${block.reason}.` };
}

/** Opens blocked tee times again; members waiting for them are offered their places. */
export async function reopenTeeTimes(db: Database, config: Config, actor: AccountRow, range: { date: string; from: string; to: string }, now = new Date()) {
  assertStaff(actor, 'Bookings');
  const { times } = await timesInRange(db, range);
  await db.transaction(async (tx) => {
    const reopened = await tx.update(teeTimeSlots).set({ blockedReason: null }).where(inArray(teeTimeSlots.startsAt, times)).returning({ startsAt: teeTimeSlots.startsAt });
    for (const slot of reopened) await offerFreedPlaces(tx, config, slot.startsAt, now);
    await recordStaffAction(tx, actor, { action: 'tee-time.reopened', entity: { type: 'tee-time', id: null }, detail: `${range.date} ${range.from}–${range.to}` }, now);
  });
  return { message: `The tee times from ${range.from} to ${range.to} are open.` };
}

/** Staff cancel a booking from the tee sheet at any time, with a reason the players are told. */
export async function staffCancelBooking(db: Database, config: Config, actor: AccountRow, bookingId: number, reason: string, now = new Date()) {
  assertStaff(actor, 'Bookings');
  await db.transaction(async (tx) => {
    await cancelBookingIn(tx, config, actor, bookingId, { by: 'staff', reason }, now);
    await recordStaffAction(tx, actor, { action: 'tee-time.cancelled', entity: { type: 'tee-time', id: bookingId }, detail: reason }, now);
  });
  return { message: 'The booking is cancelled and its players have been told by email.' };
}
