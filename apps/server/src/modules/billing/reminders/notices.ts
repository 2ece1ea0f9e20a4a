import { and, asc, eq, gt, inArray, isNull, lt, lte, sum } from 'drizzle-orm';
import { standingOn } from '@rgcc/shared/billing/standing';
import { addMonthsToDay } from '@rgcc/shared/billing/fiscal-year';
import { addDays, clubToday } from '@rgcc/shared/format/club-date';
import { paisa } from '@rgcc/shared/format/money';
import type { Config } from '../../../config';
import type { Database, Transaction } from '../../../db/client';
import { accounts, billingDocuments, billingNotices, members } from '../../../db/schema';
import { enqueueMail, type QueuedMail } from '../../../infra/mail/outbox';
import { readSetting } from '../../content/entry';
import { leftToPay } from '../ledger/account-summary';
import { billReminderMail, paymentDueLetter } from './notice-mails';

/**
 * Mails about money, each sent once per bill however many instances run the job at once: the
 * notice's row (bill, notice) is inserted with ON CONFLICT DO NOTHING, and only the instance whose
 * insert returned the row queues the mail, in the same transaction. Of two at once, the second
 * waits for the first's row and then finds it there.
 */
async function sendOnce(tx: Transaction, notices: { documentId: number; mail: QueuedMail }[], notice: string, now: Date): Promise<number> {
  if (notices.length === 0) return 0;
  const claimed = await tx
    .insert(billingNotices)
    .values(notices.map(({ documentId }) => ({ documentId, notice, sentAt: now })))
    .onConflictDoNothing()
    .returning({ documentId: billingNotices.documentId });
  const mine = new Set(claimed.map((row) => row.documentId));
  for (const { documentId, mail } of notices) if (mine.has(documentId)) await enqueueMail(tx, mail);
  return mine.size;
}

/** The days after the last reminder's day it is still sent (a server down on the day sends it late, not weeks late). */
export const lastReminderSpanDays = 7;

/** Each reminder's notice: `reminder:-7`, `reminder:0`, `reminder:7`, `reminder:30`. */
export const reminderNotice = (daysFromDue: number) => `reminder:${daysFromDue}`;

/**
 * The reminders of open bills (invoices, balances brought forward) due today: each reminder day
 * of the rules (days from the due date: a week before, on it, a week and a month after) on that
 * day, or later until the next reminder's day, never before. A bill paid or void is no longer
 * open and gets none. Answers how many were queued.
 */
export async function sendBillReminders(db: Database, config: Config, now = new Date()): Promise<number> {
  const today = clubToday(now);
  const { reminderDays } = await readSetting(db, 'billing');
  const days = [...new Set(reminderDays)].sort((a, b) => a - b);
  let sent = 0;
  for (const [index, daysFromDue] of days.entries()) {
    const span = index + 1 < days.length ? days[index + 1]! - daysFromDue : lastReminderSpanDays;
    // Its day is dueOn + daysFromDue: reached today, and the next reminder's day not yet.
    const lastDue = addDays(today, -daysFromDue);
    const firstDue = addDays(lastDue, -span + 1);
    const bills = await db
      .select({ id: billingDocuments.id, number: billingDocuments.number, dueOn: billingDocuments.dueOn, leftPaisa: leftToPay.mapWith(Number), email: accounts.email, language: accounts.language })
      .from(billingDocuments)
      .innerJoin(accounts, eq(accounts.id, billingDocuments.accountId))
      .where(and(eq(billingDocuments.status, 'open'), lte(billingDocuments.dueOn, lastDue), gt(billingDocuments.dueOn, addDays(firstDue, -1)), isNull(accounts.deactivatedAt)))
      .orderBy(asc(billingDocuments.id));
    const notices = bills
      .filter((bill) => bill.leftPaisa > 0)
      .map((bill) => ({ documentId: bill.id, mail: billReminderMail(config, { to: bill.email, number: bill.number, dueOn: bill.dueOn!, leftPaisa: paisa(bill.leftPaisa), daysFromDue, language: bill.language }) }));
    sent += await db.transaction((tx) => sendOnce(tx, notices, reminderNotice(daysFromDue), now));
  }
  return sent;
}

export const paymentDueLetterNotice = 'payment-due-letter';

/**
 * The letter to each member whose oldest unpaid bill passed its due date by the months of the
 * rules (3 by default): "Payment due", and when the membership goes on hold. Once per oldest
 * bill (its notice): paid, and a later bill falling as far behind brings another letter. Members
 * staff suspended are left to staff.
 */
export async function sendPaymentDueLetters(db: Database, config: Config, now = new Date()): Promise<number> {
  const today = clubToday(now);
  const rules = await readSetting(db, 'billing');
  // A month has at least 28 days: no bill due later than this is months enough behind.
  const latestDue = addDays(today, -28 * rules.paymentDueAfterMonths);
  const oldest = await db
    .selectDistinctOn([billingDocuments.accountId], {
      id: billingDocuments.id,
      accountId: billingDocuments.accountId,
      number: billingDocuments.number,
      dueOn: billingDocuments.dueOn,
      email: accounts.email,
      language: accounts.language,
      memberId: accounts.memberId,
      name: members.name,
    })
    .from(billingDocuments)
    .innerJoin(accounts, eq(accounts.id, billingDocuments.accountId))
    .innerJoin(members, eq(members.accountId, accounts.id))
    .where(and(eq(billingDocuments.status, 'open'), lte(billingDocuments.dueOn, latestDue), isNull(accounts.deactivatedAt)))
    .orderBy(billingDocuments.accountId, asc(billingDocuments.dueOn), asc(billingDocuments.id));
  const behind = oldest.filter((bill) => standingOn(today, { suspended: false, oldestUnpaidDueOn: bill.dueOn }, rules).standing !== 'active');
  if (behind.length === 0) return 0;
  const overdue = await db
    .select({ accountId: billingDocuments.accountId, total: sum(leftToPay).mapWith(Number) })
    .from(billingDocuments)
    .where(and(inArray(billingDocuments.accountId, behind.map((bill) => bill.accountId)), eq(billingDocuments.status, 'open'), lt(billingDocuments.dueOn, today)))
    .groupBy(billingDocuments.accountId);
  const overdueOf = new Map(overdue.map((row) => [row.accountId, paisa(row.total)]));
  const notices = behind.map((bill) => {
    const onHoldOn = addMonthsToDay(bill.dueOn!, rules.onHoldAfterMonths);
    const mail = paymentDueLetter(config, {
      to: bill.email,
      name: bill.name,
      memberId: bill.memberId ?? '',
      number: bill.number,
      dueOn: bill.dueOn!,
      overduePaisa: overdueOf.get(bill.accountId) ?? paisa(0),
      onHoldOn,
      onHoldAlready: today >= onHoldOn,
      language: bill.language,
    });
    return { documentId: bill.id, mail };
  });
  return db.transaction((tx) => sendOnce(tx, notices, paymentDueLetterNotice, now));
}
