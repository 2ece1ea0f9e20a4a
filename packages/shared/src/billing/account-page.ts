/**
 * The member's Account page (the dashboard's Payments card), where bills are paid: named by the
 * on-hold message and linked from it. A file of its own, so that a public page linking it loads
 * nothing else of billing.
 */
export const accountPagePath = '/dashboard/payments';
