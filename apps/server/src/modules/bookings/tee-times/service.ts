import { and, asc, eq, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { TeeTimeSettings } from '@rgcc/shared/bookings/tee-times';
import { clubDayEnd, clubDayStart, clubToday } from '@rgcc/shared/format/club-date';
import { formatBookedTime, formatClubDay } from '@rgcc/shared/format/dates';
import { defaultLocale } from '@rgcc/shared/format/locale';
import { unknownMemberIdMessage } from '@rgcc/shared/membership/member-id';
import type { MyTeeTimes, StaffTeeTimeBookingRequest, TeeTimeBooking, TeeTimeBookingRequest, TeeTimeSlot, TeeTimeWaitlistEntry, TeeTimeWaitlistRequest } from '@rgcc/shared/bookings/tee-times';
import { cancelDeadline, clubDateOf, isTeeTime, lastBookableDate, slotTimes } from '@rgcc/shared/bookings/tee-time-slots';
import type { Config } from '../../../config';
import type { Database, Transaction } from '../../../db/client';
import { teeTimeBookings, teeTimePlayers, teeTimeSlots, teeTimeWaitlist, type AccountRow } from '../../../db/schema';
import { isUniqueViolation } from '../../../db/unique-violation';
import { AppError } from '../../../http/errors';
import { enqueueMail } from '../../../infra/mail/outbox';
import { assertMember, assertStaff } from '../../account/entry';
import { recordStaffAction } from '../../audit/entry';
import { assertNotOnHold, chargeService, ledgerLines, takeBackServiceCharge } from '../../billing/entry';
import { readSetting } from '../../content/entry';
import { onlineBookingBlockedUntil } from './no-shows';
import { lockMembers, membersByAccount, membersByMemberId, type MemberPlayer } from '../../membership/entry';
import { readTeeTimeSettings } from './settings';
import { bookingCancelledMail, bookingConfirmedMail, inTheirLanguages, type BookingForMail, type Cancellation } from './tee-time-mail';
import { ensureAndLockSlot, lockSlot, offerFreedPlaces, releaseOffer } from './waitlist';

export const noSuchTeeTimeMessage = 'There is no tee time at that time. Choose one from the tee sheet.';
export const teeTimePassedMessage = 'That tee time has passed. Choose a later one.';
export const bookingNotFoundMessage = 'No such booking.';
export const alreadyCancelledMessage = 'This booking is already cancelled.';
export const waitlistEntryNotFoundMessage = 'You are not on that waitlist.';
export const alreadyWaitingMessage = 'You are already on the waitlist for this tee time.';
export const placesFreeMessage = 'There are enough places free at this tee time: book them instead.';
export const alreadyPlayingMessage = 'You already play at this tee time.';

export const outsideWindowMessage = (settings: Pick<TeeTimeSettings, 'daysAhead'>) =>
  `Tee times can be booked up to ${settings.daysAhead} days ahead. Choose an earlier day.`;
export const tooManyPlayersMessage = (settings: Pick<TeeTimeSettings, 'playersPerSlot'>) =>
  `A tee time holds at most ${settings.playersPerSlot} players: you and ${settings.playersPerSlot - 1} others.`;
export const blockedSlotMessage = (reason: string) => `This tee time is closed: ${reason}.`;
export const tooFewPlacesMessage = (free: number) =>
  free <= 0
    ? 'This tee time is full. Join its waitlist, or choose another time.'
    : `Only ${free} ${free === 1 ? 'place is' : 'places are'} left at this tee time. Book fewer players, join its waitlist, or choose another time.`;
export const secondBookingMessage = (settings: Pick<TeeTimeSettings, 'bookingsPerDay'>, day: string) =>
  `You already have ${settings.bookingsPerDay === 1 ? 'a tee time' : `${settings.bookingsPerDay} tee times`} on ${day}: members may hold ${settings.bookingsPerDay} ${settings.bookingsPerDay === 1 ? 'booking' : 'bookings'} a day.`;
export const otherMemberBookedMessage = (memberId: string) => `${memberId} already has a tee time that day.`;
export const inactiveMemberMessage = (memberId: string) => `${memberId} cannot be booked: their membership is not active.`;
export const selfNamedMessage = 'You are always a player: name only the others.';
export const pausedPlayerMessage = (memberId: string, until: Date) =>
  `${memberId} cannot be booked online until ${formatBookedTime(until, defaultLocale)} after missed tee times. Please phone the pro shop.`;
export const blockedMemberMessage = (until: Date) =>
  `Online booking is paused until ${formatBookedTime(until, defaultLocale)} after missed tee times. Please phone the pro shop to book.`;
export const cancelCutOffMessage = (settings: Pick<TeeTimeSettings, 'cancelHoursBefore'>, phone: string) =>
  `Tee times can be cancelled online until ${settings.cancelHoursBefore} hours before. To cancel now, please phone the pro shop on ${phone}.`;

/** The slots of a day, as `GET /api/tee-times` answers them (the issue's contract). */
export async function teeTimesOfDay(db: Database, actor: AccountRow, date: string, now = new Date()): Promise<TeeTimeSlot[]> {
  assertMember(actor, { unlocked: true });
  return slotsOfDay(db, date, now);
}

/**
 * Every tee time of a day: those of the settings, and any booked under earlier settings. Places
 * held for a waitlist offer are not available to others.
 */
export async function slotsOfDay(db: Pick<Database, 'select'>, date: string, now: Date) {
  const settings = await readTeeTimeSettings(db);
  const rows = await db
    .select()
    .from(teeTimeSlots)
    .where(and(gte(teeTimeSlots.startsAt, clubDayStart(date)), lt(teeTimeSlots.startsAt, clubDayEnd(date))));
  const stored = new Map(rows.map((row) => [row.startsAt.getTime(), row]));
  const times = new Set([...slotTimes(date, settings).map((time) => time.getTime()), ...rows.filter((row) => row.booked > 0).map((row) => row.startsAt.getTime())]);
  return [...times]
    .sort((a, b) => a - b)
    .map((time) => {
      const row = stored.get(time);
      const capacity = row?.capacity ?? settings.playersPerSlot;
      const taken = row ? row.booked + row.held : 0;
      return {
        startsAt: new Date(time).toISOString(),
        capacity,
        available: time <= now.getTime() ? 0 : Math.max(0, capacity - taken),
        blocked: row?.blockedReason ?? null,
      };
    });
}

/** A tee time of the rules, to come, within the booking window: for members and staff alike. */
function assertOpenTeeTime(startsAt: Date, settings: TeeTimeSettings, now: Date) {
  if (!isTeeTime(startsAt, settings)) throw new AppError(400, noSuchTeeTimeMessage, { startsAt: noSuchTeeTimeMessage });
  if (startsAt <= now) throw new AppError(400, teeTimePassedMessage, { startsAt: teeTimePassedMessage });
  if (clubDateOf(startsAt) > lastBookableDate(now, settings)) throw new AppError(400, outsideWindowMessage(settings), { startsAt: outsideWindowMessage(settings) });
}

/** Refusals that hold for a member's booking and for joining a waitlist alike; a membership on hold books nothing (billing). */
async function assertBookable(db: Pick<Database, 'select'>, actor: AccountRow, startsAt: Date, settings: TeeTimeSettings, now: Date) {
  await assertNotOnHold(db, actor.id, now);
  assertOpenTeeTime(startsAt, settings, now);
  const blockedUntil = await onlineBookingBlockedUntil(db, actor.id, settings, now);
  if (blockedUntil) throw new AppError(400, blockedMemberMessage(blockedUntil));
}

/** How many bookings (not cancelled) each of these members plays in on a day. */
async function bookingsThatDay(tx: Pick<Database, 'select'>, accountIds: number[], day: string) {
  const rows = await tx
    .select({ accountId: teeTimePlayers.accountId, count: sql<number>`count(*)::int` })
    .from(teeTimePlayers)
    .innerJoin(teeTimeBookings, eq(teeTimeBookings.id, teeTimePlayers.bookingId))
    .where(and(inArray(teeTimePlayers.accountId, accountIds), eq(teeTimePlayers.clubDate, day), isNull(teeTimeBookings.cancelledAt)))
    .groupBy(teeTimePlayers.accountId);
  return new Map(rows.map((row) => [row.accountId!, row.count]));
}

/**
 * The members a booking names, checked: each must exist and be active. Online (`online` is the
 * member booking), none may be paused after missed tee times, as another member's booking would
 * get round the pause; the pro shop books a paused member on the phone.
 */
async function namedMembers(db: Pick<Database, 'select'>, memberIds: string[], settings: TeeTimeSettings, now: Date, online: AccountRow | null): Promise<MemberPlayer[]> {
  if (online && memberIds.includes(online.memberId!)) throw new AppError(400, selfNamedMessage, { [`members.${memberIds.indexOf(online.memberId!)}`]: selfNamedMessage });
  const found = await membersByMemberId(db, memberIds);
  const members: MemberPlayer[] = [];
  for (const [index, memberId] of memberIds.entries()) {
    const refuse = (message: string) => new AppError(400, message, { [`members.${index}`]: message });
    const member = found.get(memberId);
    if (!member) throw refuse(unknownMemberIdMessage(memberId));
    if (!member.active) throw refuse(inactiveMemberMessage(memberId));
    const pausedUntil = online && (await onlineBookingBlockedUntil(db, member.accountId, settings, now));
    if (pausedUntil) throw refuse(pausedPlayerMessage(memberId, pausedUntil));
    members.push(member);
  }
  return members;
}

/** Books a tee time for the signed-in member and the players they name (see placeBooking). */
export async function bookTeeTime(db: Database, config: Config, actor: AccountRow, request: TeeTimeBookingRequest, now = new Date()): Promise<TeeTimeBooking> {
  assertMember(actor, { unlocked: true });
  const settings = await readTeeTimeSettings(db);
  const startsAt = new Date(request.startsAt);
  await assertBookable(db, actor, startsAt, settings, now);
  const playerCount = 1 + request.members.length + request.guests.length;
  if (playerCount > settings.playersPerSlot) throw new AppError(400, tooManyPlayersMessage(settings));
  const others = await namedMembers(db, request.members, settings, now, actor);
  const [booker] = [...(await membersByAccount(db, [actor.id])).values()];
  const bookingId = await placeBooking(db, config, settings, { startsAt, booker: booker!, others, guests: request.guests, bookerNamed: false }, now);
  return (await bookingViews(db, settings, eq(teeTimeBookings.id, bookingId)))[0]!;
}

/**
 * Staff book for a member who phones the pro shop: the first member named books. The rules of a
 * booking hold (the window, the places, bookings a day, closed times), except the pause after
 * missed tee times, which is a pause of online booking.
 */
export async function staffBookTeeTime(db: Database, config: Config, actor: AccountRow, request: StaffTeeTimeBookingRequest, now = new Date()): Promise<TeeTimeBooking> {
  assertStaff(actor, 'Bookings');
  const settings = await readTeeTimeSettings(db);
  const startsAt = new Date(request.startsAt);
  assertOpenTeeTime(startsAt, settings, now);
  if (request.members.length + request.guests.length > settings.playersPerSlot) throw new AppError(400, tooManyPlayersMessage(settings));
  const [booker, ...others] = await namedMembers(db, request.members, settings, now, null);
  const bookingId = await placeBooking(db, config, settings, { startsAt, booker: booker!, others, guests: request.guests, bookerNamed: true }, now, (tx, id) =>
    recordStaffAction(tx, actor, { action: 'tee-time.booked', entity: { type: 'tee-time', id }, after: request }),
  );
  return (await bookingViews(db, settings, eq(teeTimeBookings.id, bookingId)))[0]!;
}

/** A booking's players, checked by the caller; `bookerNamed`: the booker is `members.0` of the request. */
interface NewBooking {
  startsAt: Date;
  booker: MemberPlayer;
  others: MemberPlayer[];
  guests: string[];
  bookerNamed: boolean;
}

/**
 * Makes a booking under the locks of the players' rows (bookings a day) and of the slot
 * (places), so no race can overbook either; the slot's check constraint refuses it anyway. An
 * offer from the waitlist lets the booker use the places held for them. Each member who plays is
 * mailed.
 */
async function placeBooking(
  db: Database,
  config: Config,
  settings: TeeTimeSettings,
  { startsAt, booker, others, guests, bookerNamed }: NewBooking,
  now: Date,
  record?: (tx: Transaction, bookingId: number) => Promise<void>,
): Promise<number> {
  const day = clubDateOf(startsAt);
  const members = [booker, ...others];
  const playerCount = members.length + guests.length;
  return db.transaction(async (tx) => {
    await lockMembers(
      tx,
      members.map((member) => member.accountId),
    );
    const counts = await bookingsThatDay(
      tx,
      members.map((member) => member.accountId),
      day,
    );
    members.forEach((member, position) => {
      if ((counts.get(member.accountId) ?? 0) < settings.bookingsPerDay) return;
      const field = bookerNamed ? position : position - 1;
      if (field < 0) throw new AppError(400, secondBookingMessage(settings, formatClubDay(startsAt, defaultLocale)));
      throw new AppError(400, otherMemberBookedMessage(member.memberId), { [`members.${field}`]: otherMemberBookedMessage(member.memberId) });
    });

    const slot = await ensureAndLockSlot(tx, startsAt, settings.playersPerSlot);
    if (slot.blockedReason) throw new AppError(400, blockedSlotMessage(slot.blockedReason));
    // An offer the minute's sweep has not yet lapsed still holds its places for its member.
    const [offer] = await tx
      .select()
      .from(teeTimeWaitlist)
      .where(and(eq(teeTimeWaitlist.startsAt, startsAt), eq(teeTimeWaitlist.accountId, booker.accountId), eq(teeTimeWaitlist.state, 'offered')));
    const heldForBooker = offer?.places ?? 0;
    const free = slot.capacity - slot.booked - slot.held;
    if (playerCount > free + heldForBooker) throw new AppError(409, tooFewPlacesMessage(free + heldForBooker));

    await tx
      .update(teeTimeSlots)
      .set({ booked: sql`${teeTimeSlots.booked} + ${playerCount}`, held: sql`${teeTimeSlots.held} - ${heldForBooker}` })
      .where(eq(teeTimeSlots.startsAt, startsAt));
    // A member who books leaves the slot's line, with or without an offer.
    await tx
      .update(teeTimeWaitlist)
      .set({ state: 'booked' })
      .where(and(eq(teeTimeWaitlist.startsAt, startsAt), eq(teeTimeWaitlist.accountId, booker.accountId), inArray(teeTimeWaitlist.state, ['waiting', 'offered'])));

    const [booking] = await tx.insert(teeTimeBookings).values({ startsAt, bookedBy: booker.accountId, createdAt: now }).returning({ id: teeTimeBookings.id });
    await tx.insert(teeTimePlayers).values([
      ...members.map((member, index) => ({ bookingId: booking!.id, position: index, accountId: member.accountId, clubDate: day })),
      ...guests.map((guestName, index) => ({ bookingId: booking!.id, position: members.length + index, guestName, clubDate: day })),
    ]);
    // The booker's account is charged each guest's green fee; members play on their subscription.
    await chargeService(
      tx,
      {
        accountId: booker.accountId,
        service: 'guest_green_fee',
        line: ledgerLines.guestGreenFee(startsAt),
        quantity: guests.length,
        price: 'guest_green_fee',
        sourceKey: teeTimeSourceKey(booking!.id),
      },
      now,
    );
    const forMail = mailView(booking!.id, startsAt, booker, [...members.map((member) => member.name), ...guests], settings);
    for (const member of await inTheirLanguages(tx, members)) await enqueueMail(tx, bookingConfirmedMail(config, member, forMail, now));
    // Places an offer held beyond what was booked go to the next member waiting.
    if (heldForBooker > 0 && playerCount < heldForBooker) await offerFreedPlaces(tx, config, startsAt, now);
    await record?.(tx, booking!.id);
    return booking!.id;
  });
}

/** A booking's guest green fees, charged once per booking. */
const teeTimeSourceKey = (bookingId: number) => `tee-time:${bookingId}`;

const mailView = (id: number, startsAt: Date, booker: MemberPlayer, players: string[], settings: TeeTimeSettings): BookingForMail => ({
  id,
  startsAt,
  bookedByName: booker.name,
  players,
  cancelUntil: cancelDeadline(startsAt, settings),
});

/** A booking as its mails tell it, and the members who play in it (each is mailed). */
export async function bookingForMail(tx: Pick<Database, 'select'>, booking: { id: number; startsAt: Date; bookedBy: number }, settings: TeeTimeSettings) {
  const players = await tx.select().from(teeTimePlayers).where(eq(teeTimePlayers.bookingId, booking.id)).orderBy(asc(teeTimePlayers.position));
  const members = await membersByAccount(tx, [booking.bookedBy, ...players.flatMap((player) => (player.accountId ? [player.accountId] : []))]);
  const names = players.map((player) => (player.accountId ? members.get(player.accountId)!.name : player.guestName!));
  return {
    forMail: mailView(booking.id, booking.startsAt, members.get(booking.bookedBy)!, names, settings),
    playingMembers: await inTheirLanguages(tx, players.flatMap((player) => (player.accountId ? [members.get(player.accountId)!] : []))),
    playerCount: players.length,
  };
}

/** Bookings with their players, soonest first. */
async function bookingViews(db: Pick<Database, 'select'>, settings: TeeTimeSettings, where: ReturnType<typeof eq>): Promise<TeeTimeBooking[]> {
  const bookings = await db.select().from(teeTimeBookings).where(where).orderBy(asc(teeTimeBookings.startsAt), asc(teeTimeBookings.id));
  if (bookings.length === 0) return [];
  const players = await db
    .select()
    .from(teeTimePlayers)
    .where(
      inArray(
        teeTimePlayers.bookingId,
        bookings.map((booking) => booking.id),
      ),
    )
    .orderBy(asc(teeTimePlayers.position));
  const members = await membersByAccount(db, [...bookings.map((booking) => booking.bookedBy), ...players.flatMap((player) => (player.accountId ? [player.accountId] : []))]);
  const asPlayer = (accountId: number | null, guestName: string | null) => {
    const member = accountId ? members.get(accountId) : undefined;
    return member ? { name: member.name, memberId: member.memberId } : { name: guestName ?? '', memberId: null };
  };
  return bookings.map((booking) => ({
    id: booking.id,
    startsAt: booking.startsAt.toISOString(),
    bookedBy: asPlayer(booking.bookedBy, null),
    players: players.filter((player) => player.bookingId === booking.id).map((player) => asPlayer(player.accountId, player.guestName)),
    cancelUntil: cancelDeadline(booking.startsAt, settings).toISOString(),
    cancelledAt: booking.cancelledAt?.toISOString() ?? null,
  }));
}

/**
 * The member's tee times from today at the club on (those they booked and those they were
 * named in, cancelled ones included so that a cancellation by someone else is seen), and
 * their places in waitlists.
 */
export async function myTeeTimes(db: Database, actor: AccountRow, now = new Date()): Promise<MyTeeTimes> {
  assertMember(actor, { unlocked: true });
  const settings = await readTeeTimeSettings(db);
  const from = clubDayStart(clubToday(now));
  const namedIn = db
    .select({ id: teeTimePlayers.bookingId })
    .from(teeTimePlayers)
    .where(and(eq(teeTimePlayers.accountId, actor.id), gte(teeTimePlayers.clubDate, clubToday(now))));
  const bookings = await bookingViews(db, settings, and(gte(teeTimeBookings.startsAt, from), or(eq(teeTimeBookings.bookedBy, actor.id), inArray(teeTimeBookings.id, namedIn)))!);
  const waitlist = await db
    .select()
    .from(teeTimeWaitlist)
    .where(and(eq(teeTimeWaitlist.accountId, actor.id), gte(teeTimeWaitlist.startsAt, now), inArray(teeTimeWaitlist.state, ['waiting', 'offered'])))
    .orderBy(asc(teeTimeWaitlist.startsAt));
  return { bookings, waitlist: waitlist.map(waitlistView) };
}

const waitlistView = (entry: typeof teeTimeWaitlist.$inferSelect): TeeTimeWaitlistEntry => ({
  id: entry.id,
  startsAt: entry.startsAt.toISOString(),
  places: entry.places,
  state: entry.state,
  offerExpiresAt: entry.state === 'offered' ? entry.offerExpiresAt!.toISOString() : null,
});

/**
 * Cancels a booking and frees its places, which go to the slot's waitlist. By staff (from the
 * tee sheet, with a reason) or for a suspension: at any time; otherwise only the member who
 * booked it, until the cut-off.
 */
export async function cancelBookingIn(
  tx: Transaction,
  config: Config,
  actor: AccountRow,
  bookingId: number,
  cancellation: Cancellation,
  now: Date,
): Promise<void> {
  const byClub = cancellation.by !== 'booker';
  const settings = await readTeeTimeSettings(tx);
  const [found] = await tx.select().from(teeTimeBookings).where(eq(teeTimeBookings.id, bookingId));
  if (!found || (!byClub && found.bookedBy !== actor.id)) throw new AppError(404, bookingNotFoundMessage);
  if (!byClub && now >= cancelDeadline(found.startsAt, settings)) {
    const { phone } = await readSetting(tx, 'details');
    throw new AppError(409, cancelCutOffMessage(settings, phone));
  }
  await lockSlot(tx, found.startsAt);
  const [cancelled] = await tx
    .update(teeTimeBookings)
    .set({ cancelledAt: now, cancelledBy: actor.id })
    .where(and(eq(teeTimeBookings.id, bookingId), isNull(teeTimeBookings.cancelledAt)))
    .returning();
  if (!cancelled) throw new AppError(409, alreadyCancelledMessage);
  const { forMail, playingMembers, playerCount } = await bookingForMail(tx, cancelled, settings);
  await tx
    .update(teeTimeSlots)
    .set({ booked: sql`${teeTimeSlots.booked} - ${playerCount}` })
    .where(eq(teeTimeSlots.startsAt, found.startsAt));
  const reason = byClub ? `Tee time cancelled by the club: ${cancellation.by === 'staff' ? cancellation.reason : suspendedBookerReason}` : 'Tee time cancelled by the member';
  await takeBackServiceCharge(tx, found.bookedBy, teeTimeSourceKey(bookingId), { at: now, reason, by: byClub ? actor.id : null });
  for (const member of playingMembers) await enqueueMail(tx, bookingCancelledMail(config, member, forMail, now, cancellation));
  await offerFreedPlaces(tx, config, found.startsAt, now);
}

/** Why a suspension cancels the booker's tee times, as the account's ledger says it (the players' mails say it in their language). */
export const suspendedBookerReason = 'the member who booked it can no longer play';

/**
 * A suspended member's tee times to come: the bookings they made are cancelled (the players
 * they named are told, without the reason), and they leave every waitlist, so that the places
 * go to members who may play. In the suspension's transaction.
 */
export async function releaseTeeTimesOf(tx: Transaction, config: Config, actor: AccountRow, accountId: number, now: Date): Promise<void> {
  const bookings = await tx
    .select({ id: teeTimeBookings.id })
    .from(teeTimeBookings)
    .where(and(eq(teeTimeBookings.bookedBy, accountId), isNull(teeTimeBookings.cancelledAt), gte(teeTimeBookings.startsAt, now)));
  for (const booking of bookings) await cancelBookingIn(tx, config, actor, booking.id, { by: 'suspension' }, now);
  const entries = await tx
    .select()
    .from(teeTimeWaitlist)
    .where(and(eq(teeTimeWaitlist.accountId, accountId), inArray(teeTimeWaitlist.state, ['waiting', 'offered'])));
  for (const entry of entries) {
    await lockSlot(tx, entry.startsAt);
    await tx.update(teeTimeWaitlist).set({ state: 'left' }).where(eq(teeTimeWaitlist.id, entry.id));
    if (entry.state === 'offered') {
      await releaseOffer(tx, entry);
      await offerFreedPlaces(tx, config, entry.startsAt, now);
    }
  }
}

/** `DELETE /api/tee-time-bookings/{id}`: the member who booked it, until the cut-off. */
export async function cancelTeeTimeBooking(db: Database, config: Config, actor: AccountRow, bookingId: number, now = new Date()) {
  assertMember(actor, { unlocked: true });
  await db.transaction((tx) => cancelBookingIn(tx, config, actor, bookingId, { by: 'booker' }, now));
  return { message: 'Your tee time is cancelled. The players you named have been told by email.' };
}

/** Joins a full tee time's waitlist, for the places the member needs. */
export async function joinWaitlist(db: Database, actor: AccountRow, request: TeeTimeWaitlistRequest, now = new Date()): Promise<TeeTimeWaitlistEntry> {
  assertMember(actor, { unlocked: true });
  const settings = await readTeeTimeSettings(db);
  const startsAt = new Date(request.startsAt);
  await assertBookable(db, actor, startsAt, settings, now);
  if (request.places > settings.playersPerSlot) throw new AppError(400, tooManyPlayersMessage(settings), { places: tooManyPlayersMessage(settings) });
  try {
    return await db.transaction(async (tx) => {
      await lockMembers(tx, [actor.id]);
      const day = clubDateOf(startsAt);
      if (((await bookingsThatDay(tx, [actor.id], day)).get(actor.id) ?? 0) >= settings.bookingsPerDay) {
        const playsHere = await tx
          .select({ id: teeTimePlayers.id })
          .from(teeTimePlayers)
          .innerJoin(teeTimeBookings, eq(teeTimeBookings.id, teeTimePlayers.bookingId))
          .where(and(eq(teeTimePlayers.accountId, actor.id), eq(teeTimeBookings.startsAt, startsAt), isNull(teeTimeBookings.cancelledAt)));
        throw new AppError(400, playsHere.length > 0 ? alreadyPlayingMessage : secondBookingMessage(settings, formatClubDay(startsAt, defaultLocale)));
      }
      const slot = await ensureAndLockSlot(tx, startsAt, settings.playersPerSlot);
      if (slot.blockedReason) throw new AppError(400, blockedSlotMessage(slot.blockedReason));
      if (slot.capacity - slot.booked - slot.held >= request.places) throw new AppError(400, placesFreeMessage);
      const [entry] = await tx.insert(teeTimeWaitlist).values({ startsAt, accountId: actor.id, places: request.places, createdAt: now }).returning();
      return waitlistView(entry!);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, alreadyWaitingMessage);
    throw error;
  }
}

/** Leaves a waitlist; places held for the member's offer go to the next in line. */
export async function leaveWaitlist(db: Database, config: Config, actor: AccountRow, entryId: number, now = new Date()) {
  assertMember(actor, { unlocked: true });
  await db.transaction(async (tx) => {
    const live = and(eq(teeTimeWaitlist.id, entryId), eq(teeTimeWaitlist.accountId, actor.id), inArray(teeTimeWaitlist.state, ['waiting', 'offered']));
    const [found] = await tx.select({ startsAt: teeTimeWaitlist.startsAt }).from(teeTimeWaitlist).where(live);
    if (!found) throw new AppError(404, waitlistEntryNotFoundMessage);
    // Read again under the slot's lock: an offer may have been made or lapsed meanwhile.
    await lockSlot(tx, found.startsAt);
    const [entry] = await tx.select().from(teeTimeWaitlist).where(live);
    if (!entry) throw new AppError(404, waitlistEntryNotFoundMessage);
    await tx.update(teeTimeWaitlist).set({ state: 'left' }).where(eq(teeTimeWaitlist.id, entryId));
    if (entry.state === 'offered') {
      await releaseOffer(tx, entry);
      await offerFreedPlaces(tx, config, entry.startsAt, now);
    }
  });
  return { message: 'You have left the waitlist.' };
}
