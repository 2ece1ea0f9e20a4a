import { choiceFilter, dateFilter, searchFilter } from '../common/list-filters';
import { applicantCategories } from './membership';

/**
 * A member's standing: `active`, `payment_due` (the registration fee is unpaid, so the dashboard
 * is locked) or `suspended` by staff (sign-in refused). Free of zod, for the console's first load.
 */
export const memberStatuses = ['active', 'payment_due', 'suspended'] as const;
export type MemberStatus = (typeof memberStatuses)[number];
export const memberStatusLabels: Record<MemberStatus, string> = { active: 'Active', payment_due: 'Payment due', suspended: 'Suspended' };

export const paidFilters = ['paid', 'unpaid'] as const;
export const paidFilterLabels: Record<(typeof paidFilters)[number], string> = { paid: 'Paid', unpaid: 'Unpaid' };

/** How far a member of the register is from signing in: brought in and not invited, invited, or with a password. */
export const accessFilters = ['not_invited', 'invited', 'can_sign_in'] as const;
export type AccessFilter = (typeof accessFilters)[number];
export const accessFilterLabels: Record<(typeof accessFilters)[number], string> = { not_invited: 'Not invited yet', invited: 'Invited, no password yet', can_sign_in: 'Can sign in' };

export const suspensionReasonRequiredMessage = 'A reason is required to suspend a member.';

/** The Members list's search and filters (joined between days at the club), newest first. */
export const memberListFilters = {
  q: searchFilter('Search by name, email or member ID'),
  status: choiceFilter('Status', memberStatuses, { any: 'Any status', optionLabels: memberStatusLabels, unknown: 'Unknown status' }),
  category: choiceFilter('Category', applicantCategories, { any: 'Any category', unknown: 'Unknown category' }),
  paid: choiceFilter('Fee', paidFilters, { any: 'Paid or unpaid', optionLabels: paidFilterLabels, unknown: 'Unknown payment filter' }),
  access: choiceFilter('Sign-in', accessFilters, { any: 'Any sign-in', optionLabels: accessFilterLabels, unknown: 'Unknown sign-in filter' }),
  from: dateFilter('Joined from'),
  to: dateFilter('Joined to'),
};
