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
