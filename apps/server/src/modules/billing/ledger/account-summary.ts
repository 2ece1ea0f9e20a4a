import { and, asc, eq, lt, sql, sum } from 'drizzle-orm';
import type { Standing } from '@rgcc/shared/billing/account-constants';
import type { MemberAccount } from '@rgcc/shared/billing/accounts';
import { standingOn } from '@rgcc/shared/billing/standing';
import { clubToday } from '@rgcc/shared/format/club-date';
import { paisa, type Paisa } from '@rgcc/shared/format/money';
import type { Database } from '../../../db/client';
import { accounts, billingDocuments, ledgerEntries } from '../../../db/schema';
import { readSetting } from '../../content/entry';

type Reader = Pick<Database, 'select'>;

/** The balance: the sum of the account's entries. Positive is owed to the club, negative is credit. */
export async function balanceOf(db: Reader, accountId: number): Promise<Paisa> {
  const [row] = await db.select({ total: sum(ledgerEntries.amountPaisa).mapWith(Number) }).from(ledgerEntries).where(eq(ledgerEntries.accountId, accountId));
  return paisa(row?.total ?? 0);
}

/** What is left to pay of a bill. */
export const leftToPay = sql<number>`${billingDocuments.totalPaisa} - ${billingDocuments.creditedPaisa} - ${billingDocuments.paidPaisa}`;

/** What is left to pay of open bills past their due date, and the oldest one's due date. */
export async function overdueOf(db: Reader, accountId: number, today: string): Promise<{ overduePaisa: Paisa; oldestUnpaidDueOn: string | null }> {
  const [row] = await db
    .select({ total: sum(leftToPay).mapWith(Number), oldest: sql<string | null>`min(${billingDocuments.dueOn})` })
    .from(billingDocuments)
    .where(and(eq(billingDocuments.accountId, accountId), eq(billingDocuments.status, 'open'), lt(billingDocuments.dueOn, today)));
  return { overduePaisa: paisa(row?.total ?? 0), oldestUnpaidDueOn: row?.oldest ?? null };
}

/** A member's standing today (shared/billing/standing.ts), with whether staff should decide on a suspension. */
export async function standingOf(db: Reader, accountId: number, now = new Date()): Promise<{ standing: Standing; toSuspend: boolean; overduePaisa: Paisa }> {
  const today = clubToday(now);
  const [account] = await db.select({ deactivatedAt: accounts.deactivatedAt }).from(accounts).where(eq(accounts.id, accountId));
  const { overduePaisa, oldestUnpaidDueOn } = await overdueOf(db, accountId, today);
  const rules = await readSetting(db, 'billing');
  return { ...standingOn(today, { suspended: account?.deactivatedAt != null, oldestUnpaidDueOn }, rules), overduePaisa };
}

/** `GET /api/member/account`. */
export async function accountSummary(db: Reader, accountId: number, now = new Date()): Promise<MemberAccount> {
  const [balancePaisa, { standing, overduePaisa }] = await Promise.all([balanceOf(db, accountId), standingOf(db, accountId, now)]);
  return { balancePaisa, overduePaisa, standing };
}

/** The open bills of an account, oldest first: what a payment of the whole balance settles. */
export async function openBills(db: Reader, accountId: number) {
  return db
    .select({ id: billingDocuments.id, leftPaisa: leftToPay.mapWith(Number) })
    .from(billingDocuments)
    .where(and(eq(billingDocuments.accountId, accountId), eq(billingDocuments.status, 'open')))
    .orderBy(asc(billingDocuments.dueOn), asc(billingDocuments.id));
}
