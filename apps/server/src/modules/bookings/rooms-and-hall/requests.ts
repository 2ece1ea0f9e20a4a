import { desc, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { BookingStatus } from '@rgcc/shared/bookings/rooms-and-hall-constants';
import type { Locale } from '@rgcc/shared/format/locale';
import { clubToday } from '@rgcc/shared/format/club-date';
import type { DeclineInput } from '@rgcc/shared/bookings/rooms-and-hall';
import type { Config } from '../../../config';
import type { Database, Transaction } from '../../../db/client';
import type { AccountRow } from '../../../db/schema';
import { AppError } from '../../../http/errors';
import { enqueueMail } from '../../../infra/mail/outbox';
import { assertMember, assertStaff } from '../../account/entry';
import { recordStaffAction } from '../../audit/entry';
import { chargeService, takeBackServiceCharge, type ServiceCharge } from '../../billing/entry';
import { notifyClub, type ArrivalKind } from '../../comms/entry';
import { bookingAnswerMail, type AnswerDetail, type RequestKind } from './answer-mail';
import {
  assertMayCancel,
  assertPending,
  bookingNotFoundMessage,
  noEmailToTellMessage,
  refusingConflicts,
  requestCancelledMessage,
  requestConfirmedMessage,
  requestDeclinedMessage,
} from './shared-rules';

/** The columns every request has, whatever it asks for. */
interface RequestRow {
  id: number;
  status: BookingStatus;
}

/** What the answer to a request writes; each kind adds what staff chose (a room, a session). */
export interface AnswerValues {
  status: BookingStatus;
  decisionNote?: string;
  handledAt?: Date;
  handledByAccountId?: number;
  cancelledAt?: Date;
}

/** A request, locked, with who asked: `from` names them to the office, `email`, `name` and `language` tell them the answer. */
export interface LockedRequest<Row> {
  row: Row;
  from: string;
  email: string | null;
  name: string | null;
  language: Locale;
}

/**
 * A kind of request staff answer: guest-room nights or a hall date. The two differ only by
 * their table, their words and what staff choose when confirming; the flows below are written once.
 */
export interface RequestColumns {
  id: PgColumn;
  status: PgColumn;
  firstDay: PgColumn;
}

export interface RequestBook<Row extends RequestRow, Chosen> {
  /** What the answer's mail says was asked for ("Your guest room request …"), and the audit entity. */
  what: RequestKind;
  entity: 'room-booking' | 'hall-booking';
  consolePath: string;
  cancelledNotice: ArrivalKind;
  begunMessage: string;
  datePassedMessage: string;
  columns: RequestColumns;
  firstDay(row: Row): string;
  /** The request (the requester's own when `ownerId` is given), locked against a second answer at once. */
  lock(tx: Transaction, id: number, ownerId?: number): Promise<LockedRequest<Row> | undefined>;
  write(tx: Transaction, id: number, values: AnswerValues, chosen?: Chosen): Promise<unknown>;
  details(row: Row): AnswerDetail[];
  /** What a confirmed request charges to the member's account; null: nothing (a request from the public has no account). */
  charge(row: Row, chosen: Chosen): Pick<ServiceCharge, 'accountId' | 'service' | 'line' | 'quantity' | 'price'> | null;
  /** The constraint that refuses a second confirmation of the same room night or session, and its words. */
  conflict: { is(error: unknown): boolean; message: string; field: string };
}

/** Every request of a kind, pending ones first (soonest first), then the rest, latest first. */
export function pendingFirst(columns: RequestColumns): SQL[] {
  const isPending = sql`${columns.status} = 'pending'`;
  return [sql`case when ${isPending} then 0 else 1 end`, sql`case when ${isPending} then ${columns.firstDay} end`, desc(columns.firstDay), desc(columns.id)];
}

export const statusFilter = (columns: { status: PgColumn }, status: BookingStatus | undefined) => (status ? eq(columns.status, status) : undefined);

/** A confirmed request's charge, once per request: `room-booking:12`, `hall-booking:5`. */
const chargeSourceKey = (book: { entity: string }, id: number) => `${book.entity}:${id}`;

/** The requester cancels a pending request, or a confirmed one before its first day; the office hears of a confirmed one. */
export async function cancelOwnRequest<Row extends RequestRow, Chosen>(
  db: Database,
  config: Config,
  book: RequestBook<Row, Chosen>,
  account: AccountRow,
  id: number,
  now = new Date(),
) {
  assertMember(account, { unlocked: true });
  await db.transaction(async (tx) => {
    const found = await book.lock(tx, id, account.id);
    if (!found) throw new AppError(404, bookingNotFoundMessage);
    assertMayCancel(found.row.status, book.firstDay(found.row), clubToday(now), book.begunMessage);
    await book.write(tx, id, { status: 'cancelled', cancelledAt: now });
    if (found.row.status === 'confirmed') {
      await takeBackServiceCharge(tx, account.id, chargeSourceKey(book, id), { at: now, reason: 'Cancelled by the member before the day' });
      await notifyClub(tx, config, { what: book.cancelledNotice, from: found.from, consolePath: book.consolePath });
    }
  });
  return { message: requestCancelledMessage };
}

async function lockPending<Row extends RequestRow, Chosen>(tx: Transaction, book: RequestBook<Row, Chosen>, id: number) {
  const found = await book.lock(tx, id);
  if (!found) throw new AppError(404, bookingNotFoundMessage);
  assertPending(found.row.status);
  return found;
}

/** What staff chose when confirming: the columns it sets, what the audit and the mail say of it. */
export interface Choice<Chosen> {
  values: Chosen;
  after: Record<string, string>;
  details: AnswerDetail[];
  /** The server chose (the first free room), so another choice may follow a conflict. */
  automatic?: boolean;
}

/** More rooms than a club lets: past this many conflicts in a row, the last one is the answer. */
const maxChoices = 50;

/**
 * Chooses and writes in a savepoint. When the server chose, and a confirmation at the same moment
 * took that choice first, the constraint refuses the write: the savepoint is undone and the next
 * choice is made, seeing the other confirmation now (8 requests at once for 4 free rooms fill all 4).
 */
async function writeChoice<Row extends RequestRow, Chosen>(
  tx: Transaction,
  book: RequestBook<Row, Chosen>,
  id: number,
  row: Row,
  values: AnswerValues,
  choose: (tx: Transaction, row: Row) => Promise<Choice<Chosen>>,
): Promise<Choice<Chosen>> {
  for (let attempt = 1; ; attempt++) {
    let choice: Choice<Chosen> | undefined;
    try {
      return await tx.transaction(async (savepoint) => {
        choice = await choose(savepoint, row);
        await book.write(savepoint, id, values, choice.values);
        return choice;
      });
    } catch (error) {
      if (!choice?.automatic || !book.conflict.is(error) || attempt >= maxChoices) throw error;
    }
  }
}

/**
 * Staff confirm a request with a note mailed to the requester. Whether the room or session is free
 * is decided by the constraint as the row changes, not by a look beforehand: of two confirmations
 * at once, the second waits for the first and is refused with a 409. A request without an email
 * address is confirmed all the same; staff call the number given. A member's request charges
 * their account as it is confirmed (billing/entry.ts), in the same transaction.
 */
export async function confirmRequest<Row extends RequestRow, Chosen>(
  db: Database,
  config: Config,
  book: RequestBook<Row, Chosen>,
  actor: AccountRow,
  id: number,
  note: string,
  choose: (tx: Transaction, row: Row) => Promise<Choice<Chosen>>,
  now = new Date(),
) {
  assertStaff(actor, 'Bookings');
  const told = await refusingConflicts(
    () =>
      db.transaction(async (tx) => {
        const { row, email, name, language } = await lockPending(tx, book, id);
        if (book.firstDay(row) < clubToday(now)) throw new AppError(409, book.datePassedMessage);
        const choice = await writeChoice(tx, book, id, row, { status: 'confirmed', decisionNote: note, handledAt: now, handledByAccountId: actor.id }, choose);
        const charge = book.charge(row, choice.values);
        if (charge) await chargeService(tx, { ...charge, sourceKey: chargeSourceKey(book, id), postedBy: actor.id }, now);
        await recordStaffAction(tx, actor, { action: `${book.entity}.confirmed`, entity: { type: book.entity, id }, before: { status: 'pending' }, after: { status: 'confirmed', ...choice.after }, detail: note }, now);
        if (email) await enqueueMail(tx, bookingAnswerMail(config, { to: email, name, what: book.what, confirmed: true, details: choice.details, note, language }));
        return email !== null;
      }),
    book.conflict.is,
    book.conflict.message,
    book.conflict.field,
  );
  return { message: told ? requestConfirmedMessage : noEmailToTellMessage };
}

/** Staff decline a request with a note mailed to the requester. */
export async function declineRequest<Row extends RequestRow, Chosen>(
  db: Database,
  config: Config,
  book: RequestBook<Row, Chosen>,
  actor: AccountRow,
  id: number,
  input: DeclineInput,
  now = new Date(),
) {
  assertStaff(actor, 'Bookings');
  const told = await db.transaction(async (tx) => {
    const { row, email, name, language } = await lockPending(tx, book, id);
    await book.write(tx, id, { status: 'declined', decisionNote: input.note, handledAt: now, handledByAccountId: actor.id });
    await recordStaffAction(tx, actor, { action: `${book.entity}.declined`, entity: { type: book.entity, id }, before: { status: 'pending' }, after: { status: 'declined' }, detail: input.note }, now);
    if (email) await enqueueMail(tx, bookingAnswerMail(config, { to: email, name, what: book.what, confirmed: false, details: book.details(row), note: input.note, language }));
    return email !== null;
  });
  return { message: told ? requestDeclinedMessage : noEmailToTellMessage };
}
