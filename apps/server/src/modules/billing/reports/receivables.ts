import { and, asc, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { billingReportMessages, receivablesPageSize } from '@rgcc/shared/billing/billing-report-constants';
import type { MembersToSuspend, ReceivableRow, Receivables, ReceivablesFilter, ReceivablesQuery } from '@rgcc/shared/billing/billing-reports';
import { addMonthsToDay } from '@rgcc/shared/billing/fiscal-year';
import { addDays, clubToday } from '@rgcc/shared/format/club-date';
import { defaultLocale } from '@rgcc/shared/format/locale';
import { formatAmount, paisa } from '@rgcc/shared/format/money';
import type { Database } from '../../../db/client';
import { accounts, billingDocuments, members, type AccountRow } from '../../../db/schema';
import { toCsv, word } from '../../../http/csv';
import { receivablesCsvHeader } from './report-csv';
import { AppError } from '../../../http/errors';
import { assertStaff } from '../../account/entry';
import { readSetting } from '../../content/entry';
import { leftToPay } from '../ledger/account-summary';

type Reader = Pick<Database, 'select'>;

/** The day bills are aged on: today at the club unless asked; never a day past (the bills are those open now). */
function agedOn(asked: string | undefined, now: Date): string {
  const today = clubToday(now);
  if (asked !== undefined && asked < today) throw new AppError(400, billingReportMessages.receivablesInThePast);
  return asked ?? today;
}

/**
 * What is left to pay of the open bills, per account, in the buckets of days past due on `on`
 * (docs/money.md): one grouped pass over the open bills (`billing_documents_open_idx`). A bill
 * due on `on` or later is current; one due 30 days before it is 30 days past due.
 */
function openBillsByAccount(db: Reader, on: string) {
  const due = billingDocuments.dueOn;
  const left = (name: string, condition?: SQL) => sql<number>`coalesce(sum(${leftToPay})${condition ? sql` filter (where ${condition})` : sql``}, 0)`.as(name);
  return db
    .select({
      accountId: billingDocuments.accountId,
      currentPaisa: left('current_paisa', sql`${due} >= ${on}`),
      days1To30Paisa: left('days_1_to_30_paisa', sql`${due} < ${on} and ${due} >= ${addDays(on, -30)}`),
      days31To60Paisa: left('days_31_to_60_paisa', sql`${due} < ${addDays(on, -30)} and ${due} >= ${addDays(on, -60)}`),
      days61To90Paisa: left('days_61_to_90_paisa', sql`${due} < ${addDays(on, -60)} and ${due} >= ${addDays(on, -90)}`),
      over90Paisa: left('over_90_paisa', sql`${due} < ${addDays(on, -90)}`),
      totalPaisa: left('total_paisa'),
      oldestDueOn: sql<string>`min(${due})`.as('oldest_due_on'),
    })
    .from(billingDocuments)
    .where(eq(billingDocuments.status, 'open'))
    .groupBy(billingDocuments.accountId)
    .as('owing');
}

const bucketFields = ['currentPaisa', 'days1To30Paisa', 'days31To60Paisa', 'days61To90Paisa', 'over90Paisa', 'totalPaisa'] as const;
type Buckets = Record<(typeof bucketFields)[number], number>;

/**
 * The members owing on `on`, most first (a page of them, or all), each with their buckets, and
 * over all members owing (window sums, in the same query) how many they are and each bucket's sum.
 */
async function receivableRows(db: Reader, on: string, page: { limit: number; offset: number } | null) {
  const owing = openBillsByAccount(db, on);
  const overAll = (column: SQL.Aliased<number>) => sql<string>`sum(${column}) over ()`;
  const query = db
    .select({
      memberId: accounts.memberId,
      name: members.name,
      category: members.category,
      currentPaisa: owing.currentPaisa,
      days1To30Paisa: owing.days1To30Paisa,
      days31To60Paisa: owing.days31To60Paisa,
      days61To90Paisa: owing.days61To90Paisa,
      over90Paisa: owing.over90Paisa,
      totalPaisa: owing.totalPaisa,
      all: {
        members: sql<string>`count(*) over ()`,
        currentPaisa: overAll(owing.currentPaisa),
        days1To30Paisa: overAll(owing.days1To30Paisa),
        days31To60Paisa: overAll(owing.days31To60Paisa),
        days61To90Paisa: overAll(owing.days61To90Paisa),
        over90Paisa: overAll(owing.over90Paisa),
        totalPaisa: overAll(owing.totalPaisa),
      },
    })
    .from(owing)
    .innerJoin(accounts, eq(accounts.id, owing.accountId))
    .leftJoin(members, eq(members.accountId, owing.accountId))
    .orderBy(desc(owing.totalPaisa), asc(accounts.memberId));
  return page ? query.limit(page.limit).offset(page.offset) : query;
}

type Row = Awaited<ReturnType<typeof receivableRows>>[number];

/** PostgreSQL sums bigints into numerics, which arrive as text. */
const bucketsOf = (row: Record<(typeof bucketFields)[number], number | string>): Buckets =>
  Object.fromEntries(bucketFields.map((field) => [field, Number(row[field])])) as Buckets;

const rowOf = (row: Row): ReceivableRow => ({ memberId: row.memberId ?? '', name: row.name ?? '', category: row.category ?? '', ...bucketsOf(row) });

const noTotals = { members: 0, ...bucketsOf({ currentPaisa: 0, days1To30Paisa: 0, days31To60Paisa: 0, days61To90Paisa: 0, over90Paisa: 0, totalPaisa: 0 }) };

/** Aged receivables on a day: the members owing, most first, 50 a page, and the totals of every bucket. */
export async function agedReceivables(db: Database, actor: AccountRow, query: ReceivablesQuery, now = new Date()): Promise<Receivables> {
  assertStaff(actor, 'Billing');
  const on = agedOn(query.on, now);
  const rows = await receivableRows(db, on, { limit: receivablesPageSize, offset: (query.page - 1) * receivablesPageSize });
  // Past the last page the totals still hold: read them with the first row.
  const all = rows[0]?.all ?? (query.page > 1 ? (await receivableRows(db, on, { limit: 1, offset: 0 }))[0]?.all : undefined);
  const totals = all ? { members: Number(all.members), ...bucketsOf(all) } : noTotals;
  return { on, items: rows.map(rowOf), total: totals.members, page: query.page, pageSize: receivablesPageSize, totals };
}

/** Every member owing on the day, most first, as CSV. */
export async function exportReceivables(db: Database, actor: AccountRow, filter: ReceivablesFilter, now = new Date()): Promise<string> {
  assertStaff(actor, 'Billing');
  const rows = (await receivableRows(db, agedOn(filter.on, now), null)).map(rowOf);
  const amount = (value: number) => formatAmount(paisa(value), defaultLocale);
  return toCsv(
    receivablesCsvHeader,
    rows.map((row) => [row.memberId, row.name, word(row.category), ...bucketFields.map((field) => amount(row[field]))]),
    actor.language,
  );
}

/**
 * The latest due date whose bill, still unpaid, has reached `months` months past due on `on`, as
 * the standing rule counts months (shared/billing/standing.ts: `addMonthsToDay`, clamped to the
 * month's end). A bill due on it or before has; one due the day after has not.
 */
export function lastDueDateReaching(on: string, months: number): string {
  let day = addMonthsToDay(on, -months);
  while (addMonthsToDay(addDays(day, 1), months) <= on) day = addDays(day, 1);
  return day;
}

/**
 * Members to suspend (the standing rule: the oldest unpaid bill `suspendAfterMonths` past due, 12
 * unless set), not yet suspended, oldest unpaid first: staff decide. With what they owe.
 */
export async function membersToSuspend(db: Database, actor: AccountRow, filter: ReceivablesFilter, now = new Date()): Promise<MembersToSuspend> {
  assertStaff(actor, 'Billing');
  const on = agedOn(filter.on, now);
  const { suspendAfterMonths } = await readSetting(db, 'billing');
  const owing = openBillsByAccount(db, on);
  const rows = await db
    .select({
      memberId: accounts.memberId,
      name: members.name,
      category: members.category,
      oldestUnpaidDueOn: owing.oldestDueOn,
      owedPaisa: owing.totalPaisa,
      overduePaisa: sql<number>`${owing.totalPaisa} - ${owing.currentPaisa}`.mapWith(Number),
    })
    .from(owing)
    .innerJoin(accounts, eq(accounts.id, owing.accountId))
    .leftJoin(members, eq(members.accountId, owing.accountId))
    .where(and(sql`${owing.oldestDueOn} <= ${lastDueDateReaching(on, suspendAfterMonths)}`, isNull(accounts.deactivatedAt)))
    .orderBy(asc(owing.oldestDueOn), asc(accounts.memberId));
  return {
    on,
    suspendAfterMonths,
    members: rows.map((row) => ({
      memberId: row.memberId ?? '',
      name: row.name ?? '',
      category: row.category ?? '',
      oldestUnpaidDueOn: row.oldestUnpaidDueOn,
      owedPaisa: Number(row.owedPaisa),
      overduePaisa: row.overduePaisa,
    })),
  };
}
