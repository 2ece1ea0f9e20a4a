/**
 * A member's standing: `active`, `payment_due` (the registration fee is unpaid, so the dashboard
 * is locked) or `suspended` by staff (sign-in refused). Free of zod, for the console's first load.
 */
export const memberStatuses = ['active', 'payment_due', 'suspended'] as const;
export type MemberStatus = (typeof memberStatuses)[number];
export const memberStatusLabels: Record<MemberStatus, string> = { active: 'Active', payment_due: 'Payment due', suspended: 'Suspended' };

export const paidFilters = ['paid', 'unpaid'] as const;
export const paidFilterLabels: Record<(typeof paidFilters)[number], string> = { paid: 'Paid', unpaid: 'Unpaid' };

export const suspensionReasonRequiredMessage = 'A reason is required to suspend a member.';
