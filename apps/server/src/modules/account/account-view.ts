import { eq } from 'drizzle-orm';
import type { CurrentAccount } from '@rgcc/shared/account/account';
import type { Database } from '../../db/client';
import { members, type AccountRow } from '../../db/schema';

/**
 * The account as `GET /api/me` and every sign-in answer show it, with the first name the
 * register holds for a member (staff have none): the member area greets people by it. The
 * register's table is read here directly, since the membership area builds on this one.
 */
export async function currentAccountView(db: Pick<Database, 'select'>, account: AccountRow): Promise<CurrentAccount> {
  const [member] = account.role === 'member' ? await db.select({ firstName: members.firstName }).from(members).where(eq(members.accountId, account.id)) : [];
  return {
    email: account.email,
    firstName: member?.firstName ?? null,
    role: account.role,
    memberId: account.memberId,
    dashboardLocked: account.dashboardLocked,
    mustChangePassword: account.mustChangePassword,
    language: account.language,
  };
}
