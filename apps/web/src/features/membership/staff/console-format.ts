import type { ApplicationStatus } from '@rgcc/shared/membership/application-statuses';

/** The staff console's formats: status badges. */

const badge = 'inline-flex items-center rounded-full px-3 py-1 text-xs font-semibold whitespace-nowrap ring-1 ring-inset';

/** Each status in its own colour, so a long list can be scanned; the label still says it in words. */
export const statusBadgeClass: Record<ApplicationStatus, string> = {
  awaiting_verification: `${badge} bg-sand-100 text-ink ring-sand-300`,
  awaiting_approval: `${badge} bg-river-100 text-river-700 ring-river-500/30`,
  approved: `${badge} bg-fairway-100 text-fairway-800 ring-fairway-200`,
  rejected: `${badge} bg-red-50 text-red-800 ring-red-200`,
};
