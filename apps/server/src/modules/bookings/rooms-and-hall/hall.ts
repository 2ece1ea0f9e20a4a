import { aliasedTable, and, desc, eq, gte, lte } from 'drizzle-orm';
import { bookingsPageSize, lastHallDate, type HallSession } from '@rgcc/shared/bookings/rooms-and-hall-constants';
import type { conventionHallBookingSchema } from '@rgcc/shared/bookings/hall-request';
import {
  hallSessionRequiredMessage,
  type DeclineInput,
  type HallAvailability,
  type HallBooking,
  type HallConfirmInput,
  type RoomAndHallSettings,
  type StaffBookingsQuery,
  type StaffHallBookingPage,
} from '@rgcc/shared/bookings/rooms-and-hall';
import { clubToday } from '@rgcc/shared/format/club-date';
import { formatCount } from '@rgcc/shared/format/number';
import type { z } from 'zod';
import type { Config } from '../../../config';
import type { Database } from '../../../db/client';
import { accounts, conventionHallBookings, type AccountRow, type ConventionHallBookingRow } from '../../../db/schema';
import { storeOnce } from '../../../db/store-once';
import { isUniqueViolation } from '../../../db/unique-violation';
import { AppError } from '../../../http/errors';
import { assertMember, assertStaff } from '../../account/entry';
import { assertNotOnHold, ledgerLines } from '../../billing/entry';
import { notifyClub } from '../../comms/entry';
import type { AnswerDetail } from './answer-mail';
import { cancelOwnRequest, confirmRequest, declineRequest, pendingFirst, statusFilter, type RequestBook } from './requests';
import { handlerEmail, mayCancel } from './shared-rules';
import { readRoomAndHallSettings } from './settings';

export const hallRequestedMessage = 'Thank you! Our events team will call you to confirm your booking.';
export const sessionTakenMessage = 'That date and session are already booked. Please choose another.';
export const eventDatePassedMessage = 'The date of this event has passed.';
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
 * is kept when staff confirm. The same request sent again within a minute, by the same member or
 * with the same name, phone and email, is the first one (decision 0031).
 */
export async function requestHall(db: Database, config: Config, requester: AccountRow | null, input: z.output<typeof conventionHallBookingSchema>, now = new Date()) {
  const accountId = requester?.role === 'member' ? requester.id : null;
  if (accountId !== null) await assertNotOnHold(db, accountId, now);
  return storeOnce(db, { form: 'hall-request', accountId, content: input }, now, async (tx) => {
    const rules = await readRoomAndHallSettings(tx);
    if (input.eventDate > lastHallDate(rules, clubToday(now))) throw new AppError(400, hallHorizonMessage(rules), { eventDate: hallHorizonMessage(rules) });
    const [taken] = await tx
      .select({ id: conventionHallBookings.id })
      .from(conventionHallBookings)
      .where(and(eq(conventionHallBookings.status, 'confirmed'), eq(conventionHallBookings.eventDate, input.eventDate), eq(conventionHallBookings.session, input.session)));
    if (taken) throw new AppError(409, sessionTakenMessage, { session: sessionTakenMessage });
    await tx.insert(conventionHallBookings).values({ ...input, email: input.email || null, accountId });
    await notifyClub(tx, config, { what: 'newHallRequest', from: input.name, consolePath: '/admin/bookings/hall' });
    return { message: hallRequestedMessage };
  });
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

const requester = aliasedTable(accounts, 'requester');

const eventDetails = (booking: ConventionHallBookingRow, session: HallSession | null): AnswerDetail[] => [
  { label: 'date', day: booking.eventDate },
  ...(session ? [{ label: 'session', session } as const] : []),
  { label: 'event', eventType: booking.eventType },
];

/**
 * Hall dates as requests staff answer: the requester is told at the address they gave, or their
 * account's; a request without either is answered all the same, and staff call the number given.
 */
const hallBook: RequestBook<ConventionHallBookingRow, { session: HallSession }> = {
  what: 'hall',
  entity: 'hall-booking',
  consolePath: '/admin/bookings/hall',
  cancelledNotice: 'cancelledHallBooking',
  begunMessage: eventBegunMessage,
  datePassedMessage: eventDatePassedMessage,
  columns: { id: conventionHallBookings.id, status: conventionHallBookings.status, firstDay: conventionHallBookings.eventDate },
  firstDay: (row) => row.eventDate,
  async lock(tx, id, ownerId) {
    const [found] = await tx
      .select({ row: conventionHallBookings, accountEmail: requester.email, accountLanguage: requester.language })
      .from(conventionHallBookings)
      .leftJoin(requester, eq(requester.id, conventionHallBookings.accountId))
      .where(and(eq(conventionHallBookings.id, id), ownerId === undefined ? undefined : eq(conventionHallBookings.accountId, ownerId)))
      .for('update', { of: conventionHallBookings });
    // A visitor's request keeps no language: they are answered in English.
    return found && { row: found.row, from: found.row.name, email: found.row.email ?? found.accountEmail, name: found.row.name, language: found.accountLanguage ?? 'en' };
  },
  write: (tx, id, values, chosen) => tx.update(conventionHallBookings).set({ ...values, ...chosen }).where(eq(conventionHallBookings.id, id)),
  details: (row) => eventDetails(row, row.session),
  // Only a member's request goes on an account; one from the public is paid as the events team agrees.
  charge: (row, chosen) =>
    row.accountId === null
      ? null
      : {
          accountId: row.accountId,
          service: 'hall',
          line: ledgerLines.hall(row.eventDate, chosen.session),
          quantity: 1,
          price: 'hall_session',
        },
  conflict: { is: isUniqueViolation, message: sessionTakenMessage, field: 'session' },
};

export const cancelHallBooking = (db: Database, config: Config, account: AccountRow, id: number, now = new Date()) => cancelOwnRequest(db, config, hallBook, account, id, now);

/** Every hall request, pending ones first (soonest date first), then the rest, latest date first. */
export async function listHallBookings(db: Database, actor: AccountRow, query: StaffBookingsQuery, now = new Date()): Promise<StaffHallBookingPage> {
  assertStaff(actor, 'Bookings');
  const today = clubToday(now);
  const where = statusFilter(hallBook.columns, query.status);
  const [rows, total] = await Promise.all([
    db
      .select({ booking: conventionHallBookings, handledBy: handlerEmail(conventionHallBookings.handledByAccountId) })
      .from(conventionHallBookings)
      .where(where)
      .orderBy(...pendingFirst(hallBook.columns))
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

/** Staff confirm a date in the session asked for, or the one they chose when the request named none. */
export const confirmHallBooking = (db: Database, config: Config, actor: AccountRow, id: number, input: HallConfirmInput & { session: HallSession | null }, now = new Date()) =>
  confirmRequest(
    db,
    config,
    hallBook,
    actor,
    id,
    input.note,
    async (_tx, booking) => {
      const session = booking.session ?? input.session;
      if (!session) throw new AppError(400, hallSessionRequiredMessage, { session: hallSessionRequiredMessage });
      return { values: { session }, after: { session }, details: eventDetails(booking, session) };
    },
    now,
  );

export const declineHallBooking = (db: Database, config: Config, actor: AccountRow, id: number, input: DeclineInput, now = new Date()) => declineRequest(db, config, hallBook, actor, id, input, now);
