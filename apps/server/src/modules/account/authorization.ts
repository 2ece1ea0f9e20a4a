import { isStaffRole, mayUseSection, type ConsoleSection } from '@rgcc/shared/account/staff-roles';
import type { AccountRow } from '../../db/schema';
import { AppError } from '../../http/errors';

export const staffOnlyMessage = 'This is for club staff only.';
export const membersOnlyMessage = 'This is for members only.';
export const newPasswordFirstMessage = 'Please choose a new password first.';
export const memberSuspendedMessage = 'Your membership is suspended. Please contact the club.';
export const paymentRequiredMessage = 'Please pay the membership registration fee to unlock your dashboard.';

export const sectionNotInRoleMessage = (section: ConsoleSection) => `Your staff role does not include ${section}.`;

/** Club staff whose role includes the console's `section`, and who have chosen their own password. */
export function assertStaff(account: AccountRow, section: ConsoleSection) {
  if (!isStaffRole(account.role)) throw new AppError(403, staffOnlyMessage);
  if (!mayUseSection(account.role, section)) throw new AppError(403, sectionNotInRoleMessage(section));
  if (account.mustChangePassword) throw new AppError(403, newPasswordFirstMessage);
}

/**
 * A member past the first-sign-in password change; with `unlocked`, one who has also paid the
 * registration fee. The server decides this, whatever the browser has stored.
 */
export function assertMember(account: AccountRow, options: { unlocked: boolean }) {
  if (account.role !== 'member') throw new AppError(403, membersOnlyMessage);
  // Sessions end at suspension; this holds even for one started in the same instant.
  if (account.deactivatedAt) throw new AppError(403, memberSuspendedMessage);
  if (account.mustChangePassword) throw new AppError(403, newPasswordFirstMessage);
  if (options.unlocked && account.dashboardLocked) throw new AppError(403, paymentRequiredMessage);
}
