import { eq } from 'drizzle-orm';
import { defaultStatementPeriod } from '@rgcc/shared/billing/account-document-constants';
import type { Statement, StatementQuery } from '@rgcc/shared/billing/account-documents';
import type { Config } from '../../../config';
import type { Database } from '../../../db/client';
import { members, type AccountRow } from '../../../db/schema';
import { assertMember, assertStaff } from '../../account/entry';
import { memberAccountOf } from './member-account-of';
import { sellerOf } from './member-documents';
import { statementOf } from './statement';

type Reader = Pick<Database, 'select'>;

/** `GET /api/member/statement`: the member's statement for the period asked (both days, or neither: the financial year so far). */
export async function memberStatement(db: Reader, actor: AccountRow, query: StatementQuery, now = new Date()): Promise<Statement> {
  assertMember(actor, { unlocked: true });
  const period = query.from && query.to ? { from: query.from, to: query.to } : defaultStatementPeriod(now);
  return statementOf(db, actor.id, period.from, period.to, actor.language);
}

/** The statement with the club and the member, as its PDF heads it. */
export async function memberStatementForPrint(db: Reader, config: Pick<Config, 'CLUB_NAME'>, actor: AccountRow, query: StatementQuery) {
  const statement = await memberStatement(db, actor, query);
  const [seller, [member]] = await Promise.all([sellerOf(db, config, actor.language), db.select({ name: members.name }).from(members).where(eq(members.accountId, actor.id))]);
  return { statement, seller, buyer: { memberId: actor.memberId ?? '', name: member?.name ?? actor.email } };
}

/** `GET /api/admin/members/{memberId}/statement`: a member's, by the member ID on their card, for the same periods as the member's own; its lines in the staff member's language. */
export async function staffStatement(db: Reader, actor: AccountRow, memberId: string, query: StatementQuery, now = new Date()): Promise<Statement> {
  assertStaff(actor, 'Billing');
  const member = await memberAccountOf(db, memberId);
  const period = query.from && query.to ? { from: query.from, to: query.to } : defaultStatementPeriod(now);
  return statementOf(db, member.id, period.from, period.to, actor.language);
}
