import { useSearchParams } from 'react-router';
import { isStaffRole, type AccountRole } from '@rgcc/shared/account/staff-roles';

/**
 * Where the person was going when the sign-in guard stopped them. It travels in the URL
 * (`?returnTo=`), since the server's redirect, not only the browser's router, sends people on.
 */
export function useReturnTo(): string | null {
  return useSearchParams()[0].get('returnTo');
}

/** The login page, then back to `returnTo`. */
export const loginPathFor = (returnTo: string) => `/login?${new URLSearchParams({ returnTo })}`;

/** A member with the emailed password chooses their own first, then goes on where they were going. */
export const changePasswordPathFor = (returnTo: string | null) =>
  returnTo ? `/change-password?${new URLSearchParams({ returnTo })}` : '/change-password';

/** Back where the person was going (a path of this site only), else their own home. */
export function homeAfterSignIn(role: AccountRole, returnTo: string | null): string {
  if (returnTo?.startsWith('/') && !returnTo.startsWith('//')) return returnTo;
  return isStaffRole(role) ? '/admin' : '/dashboard';
}
