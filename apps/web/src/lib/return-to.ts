import type { AccountRole } from '@rgcc/shared/schemas/account';

/** What the sign-in guard hands the login page: where the person was going. */
export interface ReturnTo {
  returnTo?: string;
}

/** Back where the person was going (a path of this site only), else their own home. */
export function homeAfterSignIn(role: AccountRole, returnTo: string | undefined): string {
  if (returnTo?.startsWith('/') && !returnTo.startsWith('//')) return returnTo;
  return role === 'admin' ? '/admin' : '/dashboard';
}
