import { choiceFilter, searchFilter } from '../common/list-filters';
import { applicantCategories } from './membership';

/** Where a membership application stands: the applicant verifies the email, then staff decide. */
export const applicationStatuses = ['awaiting_verification', 'awaiting_approval', 'approved', 'rejected'] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];

/** How staff read each status in the console. */
export const applicationStatusLabels: Record<ApplicationStatus, string> = {
  awaiting_verification: 'Email unverified',
  awaiting_approval: 'Awaiting approval',
  approved: 'Approved',
  rejected: 'Rejected',
};

/** The Applications list's search and filters (its page changes them as they are chosen). */
export const applicationListFilters = {
  q: searchFilter('Search by name or email'),
  status: choiceFilter('Status', applicationStatuses, { any: 'All statuses', optionLabels: applicationStatusLabels, unknown: 'Unknown status' }),
  category: choiceFilter('Category', applicantCategories, { any: 'All categories', unknown: 'Unknown category' }),
};
