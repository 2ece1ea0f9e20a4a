import { defineTexts, type TextKey } from '@/lib/texts';
import type { ConsoleSection, StaffRole } from '@rgcc/shared/account/staff-roles';
import type english from './locales/console.en.json';

/**
 * The texts of the staff console's frame: its navigation and the page that refuses a section
 * outside the person's role. Declared by the console's layout; the error page, which the router
 * imports on every page, imports this module only when it shows, so no public page loads it.
 */
export const consoleTexts = defineTexts<typeof english>('app/console', {
  en: () => import('./locales/console.en.json'),
  bn: () => import('./locales/console.bn.json'),
});

type ConsoleText = TextKey<typeof consoleTexts>;

/** Each section's name in the page's language (staff-roles.ts holds the English, which the server also uses). */
export const sectionNames: Record<ConsoleSection, ConsoleText> = {
  Applications: 'sectionApplications',
  Members: 'sectionMembers',
  Payments: 'sectionPayments',
  Billing: 'sectionBilling',
  Bookings: 'sectionBookings',
  Golf: 'sectionGolf',
  Events: 'sectionEvents',
  Content: 'sectionContent',
  Inbox: 'sectionInbox',
  Reviews: 'sectionReviews',
  'Audit log': 'sectionAuditLog',
  Staff: 'sectionStaff',
  Jobs: 'sectionJobs',
};

/** Each staff role's name in the page's language (staffRoleLabels in staff-roles.ts holds the English). */
export const roleNames: Record<StaffRole, ConsoleText> = {
  admin: 'roleAdmin',
  membership: 'roleMembership',
  content: 'roleContent',
  accounts: 'roleAccounts',
};
