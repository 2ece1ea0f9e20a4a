import type { StaffRole } from '@rgcc/shared/account/staff-roles';

/**
 * The staff the suite signs in: one per role, made by the admin command before the server
 * starts and signed in once with a code (global-setup.ts). A TOTP code is accepted once, so the
 * tests share each one's session (12 hours) instead of signing in again and again.
 */
export const suiteStaffEmails: Record<StaffRole, string> = {
  admin: 'staff@example.com',
  membership: 'membership.staff@example.com',
  content: 'content.staff@example.com',
  accounts: 'accounts.staff@example.com',
};
export const suiteStaffPassword = 'e2e-fairway-staff-2026';

/** The environment variable global-setup.ts leaves a role's session in. */
export const sessionVariable = (role: StaffRole) => `E2E_${role.toUpperCase()}_STAFF_SESSION`;
