import { and, eq } from 'drizzle-orm';
import { billingMessages } from '@rgcc/shared/billing/account-constants';
import type { Database } from '../../../db/client';
import { accounts, type AccountRow } from '../../../db/schema';
import { AppError } from '../../../http/errors';

/** The member's account by the member ID on their card (`M-0246`); 404 when no member has it. */
export async function memberAccountOf(db: Pick<Database, 'select'>, memberId: string): Promise<AccountRow> {
  const [account] = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.memberId, memberId.trim().toUpperCase()), eq(accounts.role, 'member')));
  if (!account) throw new AppError(404, billingMessages.unknownMember);
  return account;
}
