import { aliasedTable, and, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { bookingsPageSize, formatDay, hallSessionLabels, lastHallDate, type HallSession } from '@rgcc/shared/bookings/rooms-and-hall-constants';
import type { RoomAndHallSettings } from '@rgcc/shared/bookings/rooms-and-hall';
import { clubToday } from '@rgcc/shared/format/club-date';
import { formatCount } from '@rgcc/shared/format/number';
import type { conventionHallBookingSchema } from '@rgcc/shared/bookings/hall-request';
import {
  hallSessionRequiredMessage,
  type DeclineInput,
  type HallAvailability,
  type HallBooking,
  type HallConfirmInput,
  type StaffBookingsQuery,
  type StaffHallBookingPage,
} from '@rgcc/shared/bookings/rooms-and-hall';
import type { z } from 'zod';
import type { Config } from '../../../config';
import type { Database, Transaction } from '../../../db/client';
import { accounts, conventionHallBookings, type AccountRow, type ConventionHallBookingRow } from '../../../db/schema';
import { isUniqueViolation } from '../../../db/unique-violation';
import { AppError } from '../../../http/errors';
import { enqueueMail } from '../../../infra/mail/outbox';
import { assertMember, assertStaff } from '../../account/entry';
import { recordStaffAction } from '../../audit/entry';
import { notifyClub } from '../../comms/entry';
import { bookingAnswerMail } from './answer-mail';
import {
  assertMayCancel,
  assertPending,
  bookingNotFoundMessage,
  handlerEmail,
  mayCancel,
  refusingConflicts,
  requestCancelledMessage,
  requestConfirmedMessage,
  requestDeclinedMessage,
} from './shared-rules';
import { readRoomAndHallSettings } from './settings';

export const hallRequestedMessage = 'Thank you! Our events team will call you to confirm your booking.';
export const sessionTakenMessage = 'That date and session are already booked. Please choose another.';
export const eventDatePassedMessage = 'The date of this event has passed.';
export const noEmailToTellMessage = 'Done. The request has no email address: please call the requester to tell them.';
export const eventBegunMessage = 'Your event is today or has passed; please call the club to change it.';
/** The refusal of the horizon staff set, naming the number in force. */
export const hallHorizonMessage = (rules: Pick<RoomAndHallSettings, 'hallBookingHorizonDays'>) =>
  `The hall can be requested up to ${formatCount(rules.hallBookingHorizonDays, 'day')} ahead`;

/** The hall's confirmed dates and sessions from today to the horizon, shown in the popup before a request is sent. */
export async function hallAvailability(db: Database, now = new Date()): Promise<HallAvailability> {
  const from = clubToday(now);
  const { hallBookingHorizonDays } = await readRoomAndHallSettings(db);
  const to = lastHallDate({ hallBookingHorizonDays }, from);
  const taken = await db
    .select({ date: conventionHallBookings.eventDate, session: conventionHallBookings.session })
    .from(conventionHallBookings)
    .where(and(eq(conventionHallBookings.status, 'confirmed'), gte(conventionHallBookings.eventDate, from), lte(conventionHallBookings.eventDate, to)))
    .orderBy(conventionHallBookings.eventDate, conventionHallBookings.session);
  return { from, to, hallBookingHorizonDays, taken: taken.map(({ date, session }) => ({ date, session: session! })) };
}

/**
 * Anyone asks for a date and session within the horizon in force (a signed-in member follows it on
 * the dashboard). A session already confirmed to someone else is refused at once; the rule itself
 * is kept when staff confirm.
 */
export async function requestHall(db: Database, config: Config, requester: AccountRow | null, input: z.output<typeof conventionHallBookingSchema>, now = new Date()) {
  const rules = await readRoomAndHallSettings(db);
  if (input.eventDate > lastHallDate(rules, clubToday(now))) throw new AppError(400, hallHorizonMessage(rules), { eventDate: hallHorizonMessage(rules) });
  const [taken] = await db
    .select({ id: conventionHallBookings.id })
    .from(conventionHallBookings)
    .where(and(eq(conventionHallBookings.status, 'confirmed'), eq(conventionHallBookings.eventDate, input.eventDate), eq(conventionHallBookings.session, input.session)));
  if (taken) throw new AppError(409, sessionTakenMessage, { session: sessionTakenMessage });
  await db.transaction(async (tx) => {
    await tx.insert(conventionHallBookings).values({ ...input, email: input.email || null, accountId: requester?.role === 'member' ? requester.id : null });
    await notifyClub(tx, config, { what: 'A new convention hall request', from: input.name, consolePath: '/admin/bookings/hall' });
  });
  return { message: hallRequestedMessage };
}

const memberView = (row: ConventionHallBookingRow, today: string): HallBooking => ({
  id: row.id,
  eventDate: row.eventDate,
  session: row.session,
  eventType: row.eventType,
  guests: row.guests,
  status: row.status,
  note: row.decisionNote,
  createdAt: row.createdAt.toISOString(),
  cancellable: mayCancel(row.status, row.eventDate, today),
});

/** The hall requests a member sent while signed in, latest date first. */
export async function listOwnHallBookings(db: Database, account: AccountRow, now = new Date()): Promise<HallBooking[]> {
  assertMember(account, { unlocked: true });
  const today = clubToday(now);
  const rows = await db
    .select()
    .from(conventionHallBookings)
    .where(eq(conventionHallBookings.accountId, account.id))
    .orderBy(desc(conventionHallBookings.eventDate), desc(conventionHallBookings.id));
  return rows.map((row) => memberView(row, today));
}

export async function cancelHallBooking(db: Database, config: Config, account: AccountRow, id: number, now = new Date()) {
  assertMember(account, { unlocked: true });
  const today = clubToday(now);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(conventionHallBookings)
      .where(and(eq(conventionHallBookings.id, id), eq(conventionHallBookings.accountId, account.id)))
      .for('update');
    if (!row) throw new AppError(404, bookingNotFoundMessage);
    assertMayCancel(row.status, row.eventDate, today, eventBegunMessage);
    await tx.update(conventionHallBookings).set({ status: 'cancelled', cancelledAt: now }).where(eq(conventionHallBookings.id, id));
    if (row.status === 'confirmed') await notifyClub(tx, config, { what: 'A cancelled convention hall booking', from: row.name, consolePath: '/admin/bookings/hall' });
  });
  return { message: requestCancelledMessage };
}

const requester = aliasedTable(accounts, 'requester');

/** Every hall request, pending ones first (soonest date first), then the rest, latest date first. */
export async function listHallBookings(db: Database, actor: AccountRow, query: StaffBookingsQuery, now = new Date()): Promise<StaffHallBookingPage> {
  assertStaff(actor, 'Bookings');
  const today = clubToday(now);
  const where: SQL | undefined = query.status ? eq(conventionHallBookings.status, query.status) : undefined;
  const isPending = sql`${conventionHallBookings.status} = 'pending'`;
  const [rows, total] = await Promise.all([
    db
      .select({ booking: conventionHallBookings, handledBy: handlerEmail(conventionHallBookings.handledByAccountId) })
      .from(conventionHallBookings)
      .where(where)
      .orderBy(sql`case when ${isPending} then 0 else 1 end`, sql`case when ${isPending} then ${conventionHallBookings.eventDate} end`, desc(conventionHallBookings.eventDate), desc(conventionHallBookings.id))
      .limit(bookingsPageSize)
      .offset((query.page - 1) * bookingsPageSize),
    db.$count(conventionHallBookings, where),
  ]);
  return {
    items: rows.map(({ booking, handledBy }) => ({
      ...memberView(booking, today),
      name: booking.name,
      phone: booking.phone,
      email: booking.email,
      message: booking.message,
      handledBy,
    })),
    total,
    page: query.page,
    pageSize: bookingsPageSize,
  };
}

/** The request locked, and where to tell its requester: the address they gave, or their account's. */
async function lockRequest(tx: Transaction, id: number) {
  const [found] = await tx
    .select({ booking: conventionHallBookings, accountEmail: requester.email })
    .from(conventionHallBookings)
    .leftJoin(requester, eq(requester.id, conventionHallBookings.accountId))
    .where(eq(conventionHallBookings.id, id))
    .for('update', { of: conventionHallBookings });
  if (!found) throw new AppError(404, bookingNotFoundMessage);
  assertPending(found.booking.status);
  return { booking: found.booking, email: found.booking.email ?? found.accountEmail };
}

const eventDetails = (booking: ConventionHallBookingRow, session: HallSession | null) => [
  { label: 'Date', value: formatDay(booking.eventDate) },
  ...(session ? [{ label: 'Session', value: hallSessionLabels[session] }] : []),
  { label: 'Event', value: booking.eventType },
];

/**
 * Staff confirm a date and session. The unique index on confirmed (date, session) decides, as
 * the row changes: of two confirmations of one session at once, the second is refused with a 409.
 * A request without an email address is confirmed all the same; staff call the number given.
 */
export async function confirmHallBooking(db: Database, config: Config, actor: AccountRow, id: number, input: HallConfirmInput & { session: HallSession | null }, now = new Date()) {
  assertStaff(actor, 'Bookings');
  const told = await refusingConflicts(
    () =>
      db.transaction(async (tx) => {
        const { booking, email } = await lockRequest(tx, id);
        if (booking.eventDate < clubToday(now)) throw new AppError(409, eventDatePassedMessage);
        const session = booking.session ?? input.session;
        if (!session) throw new AppError(400, hallSessionRequiredMessage, { session: hallSessionRequiredMessage });
        await tx
          .update(conventionHallBookings)
          .set({ status: 'confirmed', session, decisionNote: input.note, handledAt: now, handledByAccountId: actor.id })
          .where(eq(conventionHallBookings.id, id));
        await recordStaffAction(tx, actor, { action: 'hall-booking.confirmed', entity: { type: 'hall-booking', id }, before: { status: 'pending' }, after: { status: 'confirmed', session }, detail: input.note }, now);
        if (email) {
          await enqueueMail(tx, bookingAnswerMail(config, { to: email, name: booking.name, what: 'convention hall', confirmed: true, details: eventDetails(booking, session), note: input.note }));
        }
        return email !== null;
      }),
    isUniqueViolation,
    sessionTakenMessage,
    'session',
  );
  return { message: told ? requestConfirmedMessage : noEmailToTellMessage };
}

export async function declineHallBooking(db: Database, config: Config, actor: AccountRow, id: number, input: DeclineInput, now = new Date()) {
  assertStaff(actor, 'Bookings');
  const told = await db.transaction(async (tx) => {
    const { booking, email } = await lockRequest(tx, id);
    await tx
      .update(conventionHallBookings)
      .set({ status: 'declined', decisionNote: input.note, handledAt: now, handledByAccountId: actor.id })
      .where(eq(conventionHallBookings.id, id));
    await recordStaffAction(tx, actor, { action: 'hall-booking.declined', entity: { type: 'hall-booking', id }, before: { status: 'pending' }, after: { status: 'declined' }, detail: input.note }, now);
    if (email) {
      await enqueueMail(tx, bookingAnswerMail(config, { to: email, name: booking.name, what: 'convention hall', confirmed: false, details: eventDetails(booking, booking.session), note: input.note }));
    }
    return email !== null;
  });
  return { message: told ? requestDeclinedMessage : noEmailToTellMessage };
}
