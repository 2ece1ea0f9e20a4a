import { and, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import { clubDayEnd, clubDayStart, clubToday } from '@rgcc/shared/format/club-date';
import { defaultLocale } from '@rgcc/shared/format/locale';
import { formatAmount, paisa } from '@rgcc/shared/format/money';
import { paymentStatusLabels } from '@rgcc/shared/billing/payment-constants';
import { paymentsPageSize, type PaymentListFilter, type PaymentListQuery, type PaymentPage } from '@rgcc/shared/billing/payments-review';
import type { Database } from '../../../db/client';
import { likePattern } from '../../../db/search';
import { accounts, members, payments, receipts, type AccountRow } from '../../../db/schema';
import { toCsv, word } from '../../../http/csv';
import { paymentCsvHeader } from './payment-csv';
import { assertStaff } from '../../account/entry';
import { memberMatching } from '../../membership/entry';

function whereOf(filter: PaymentListFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.q) {
    // Each table on its own (members/service.ts says why): the filter, and so the totals, need no join.
    const pattern = likePattern(filter.q);
    conditions.push(
      or(
        sql`${payments.accountId} in (select ${accounts.id} from ${accounts} where ${memberMatching(filter.q)})`,
        ilike(payments.invoiceNumber, pattern),
        sql`${payments.id} in (select ${receipts.paymentId} from ${receipts} where ${ilike(receipts.receiptNumber, pattern)})`,
      )!,
    );
  }
  if (filter.status) conditions.push(eq(payments.status, filter.status));
  if (filter.from) conditions.push(gte(payments.createdAt, clubDayStart(filter.from)));
  if (filter.to) conditions.push(lt(payments.createdAt, clubDayEnd(filter.to)));
  return conditions.length ? and(...conditions) : undefined;
}

const columns = {
  id: payments.id,
  invoiceNumber: payments.invoiceNumber,
  provider: payments.provider,
  amountPaisa: payments.amountPaisa,
  status: payments.status,
  createdAt: payments.createdAt,
  settledAt: payments.settledAt,
  receiptNumber: receipts.receiptNumber,
  accountId: accounts.id,
  memberId: accounts.memberId,
  email: accounts.email,
  name: members.name,
};

/** Payments with their member (and the member's application, for the name) and receipt. */
const paymentsWith = (db: Database) =>
  db
    .select(columns)
    .from(payments)
    .innerJoin(accounts, eq(accounts.id, payments.accountId))
    .leftJoin(members, eq(members.accountId, accounts.id))
    .leftJoin(receipts, eq(receipts.paymentId, payments.id));

type Row = Awaited<ReturnType<typeof paymentsWith>>[number];

const summaryOf = (row: Row) => ({
  id: row.id,
  invoiceNumber: row.invoiceNumber,
  provider: row.provider,
  amountPaisa: row.amountPaisa,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  settledAt: row.settledAt?.toISOString() ?? null,
  receiptNumber: row.receiptNumber,
  member: { id: row.accountId, memberId: row.memberId, name: row.name, email: row.email },
});

/**
 * The Payments list: newest first, 20 a page, with the count and sum of the completed payments
 * among all those the filter finds.
 */
export async function listPayments(db: Database, actor: AccountRow, query: PaymentListQuery): Promise<PaymentPage> {
  assertStaff(actor, 'Payments');
  const where = whereOf(query);
  const [rows, [totals]] = await Promise.all([
    paymentsWith(db)
      .where(where)
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(paymentsPageSize)
      .offset((query.page - 1) * paymentsPageSize),
    db
      .select({
        total: count(),
        completedCount: sql<number>`count(*) filter (where ${payments.status} = 'completed')`.mapWith(Number),
        completedPaisa: sql<number>`coalesce(sum(${payments.amountPaisa}) filter (where ${payments.status} = 'completed'), 0)`.mapWith(Number),
      })
      .from(payments)
      .where(where),
  ]);
  return {
    items: rows.map(summaryOf),
    total: totals?.total ?? 0,
    page: query.page,
    pageSize: paymentsPageSize,
    completed: { count: totals?.completedCount ?? 0, amountPaisa: totals?.completedPaisa ?? 0 },
  };
}

/** Every payment the filter finds, as CSV: the day at the club, the amount in taka. */
export async function exportPayments(db: Database, actor: AccountRow, filter: PaymentListFilter): Promise<string> {
  assertStaff(actor, 'Payments');
  const rows = await paymentsWith(db).where(whereOf(filter)).orderBy(desc(payments.createdAt), desc(payments.id));
  return toCsv(
    paymentCsvHeader,
    rows.map((row) => [row.invoiceNumber, clubToday(row.createdAt), word(paymentStatusLabels[row.status]), formatAmount(paisa(row.amountPaisa), defaultLocale), row.receiptNumber, row.memberId, row.name, row.email, row.provider]),
    actor.language,
  );
}
