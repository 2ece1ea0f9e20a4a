import type { CurrentAccount } from '@rgcc/shared/account/account';
import type { AccountRow } from '../../db/schema';

/** The account as `GET /api/me` and every sign-in answer show it. */
export function currentAccountView(account: AccountRow): CurrentAccount {
  return {
    email: account.email,
    role: account.role,
    memberId: account.memberId,
    dashboardLocked: account.dashboardLocked,
    mustChangePassword: account.mustChangePassword,
  };
}
