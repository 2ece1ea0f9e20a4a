import { and, asc, eq, gte, lt, sql, sum } from 'drizzle-orm';
import { statementPeriodOf } from '@rgcc/shared/billing/billing-report-constants';
import type { Statement, StatementQuery } from '@rgcc/shared/billing/billing-reports';
import { clubDayEnd, clubDayStart, clubToday } from '@rgcc/shared/format/club-date';
import { paisa, sumPaisa } from '@rgcc/shared/format/money';
import type { Database } from '../../../db/client';
import { billingDocuments, documentLines, ledgerEntries, receipts, type AccountRow } from '../../../db/schema';
import { AppError } from '../../../http/errors';
import { assertMember, assertStaff } from '../../account/entry';
import { memberAccountOf } from './member-account-of';

type Reader = Pick<Database, 'select'>;

/**
 * An account's statement for a period of club days (`from` to `to`, both included): the opening
 * balance (every entry before `from` at the club), each entry of the period in the order it was
 * posted with the balance after it, and the closing balance. An entry names the document it is a
 * line of, and a payment (a refund, a reversed payment) its receipt. Positive is owed to the club.
 * The member's page and PDF read it too: this file is theirs to import.
 */
export async function statementOf(db: Reader, accountId: number, from: string, to: string): Promise<Statement> {
  const start = clubDayStart(from);
  const [[opening], rows] = await Promise.all([
    db
      .select({ total: sum(ledgerEntries.amountPaisa).mapWith(Number) })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.accountId, accountId), lt(ledgerEntries.postedAt, start))),
    db
      .select({
        id: ledgerEntries.id,
        postedAt: ledgerEntries.postedAt,
        kind: ledgerEntries.kind,
        description: ledgerEntries.description,
        amountPaisa: ledgerEntries.amountPaisa,
        documentNumber: sql<string | null>`(select ${billingDocuments.number} from ${documentLines} join ${billingDocuments} on ${billingDocuments.id} = ${documentLines.documentId} where ${documentLines.entryId} = ${ledgerEntries.id})`,
        receiptNumber: receipts.receiptNumber,
      })
      .from(ledgerEntries)
      .leftJoin(receipts, eq(receipts.id, ledgerEntries.receiptId))
      .where(and(eq(ledgerEntries.accountId, accountId), gte(ledgerEntries.postedAt, start), lt(ledgerEntries.postedAt, clubDayEnd(to))))
      .orderBy(asc(ledgerEntries.postedAt), asc(ledgerEntries.id)),
  ]);
  const openingBalancePaisa = paisa(opening?.total ?? 0);
  let balance = openingBalancePaisa;
  const entries = rows.map((row) => {
    balance = sumPaisa([balance, paisa(row.amountPaisa)]);
    return {
      id: row.id,
      postedAt: row.postedAt.toISOString(),
      day: clubToday(row.postedAt),
      kind: row.kind,
      description: row.description,
      documentNumber: row.documentNumber,
      receiptNumber: row.receiptNumber,
      amountPaisa: row.amountPaisa,
      balancePaisa: balance,
    };
  });
  return { from, to, openingBalancePaisa, entries, closingBalancePaisa: balance };
}

/** The period asked for, with its defaults (the last 12 months to today at the club), or 400 with why not. */
function periodOf(query: StatementQuery, now: Date) {
  const period = statementPeriodOf(query, clubToday(now));
  if ('error' in period) throw new AppError(400, period.error);
  return period;
}

/** `GET /api/member/statement`: the signed-in member's own. */
export async function memberStatement(db: Database, actor: AccountRow, query: StatementQuery, now = new Date()): Promise<Statement> {
  assertMember(actor, { unlocked: true });
  const { from, to } = periodOf(query, now);
  return statementOf(db, actor.id, from, to);
}

/** `GET /api/admin/members/{memberId}/statement`: a member's, by the member ID on their card. */
export async function staffStatement(db: Database, actor: AccountRow, memberId: string, query: StatementQuery, now = new Date()): Promise<Statement> {
  assertStaff(actor, 'Billing');
  const { from, to } = periodOf(query, now);
  const member = await memberAccountOf(db, memberId);
  return statementOf(db, member.id, from, to);
}
