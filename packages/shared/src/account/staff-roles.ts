/**
 * Who signs in: members, and club staff in one of four roles. Each role may use some sections
 * of the staff console (`/admin`); the server checks the section on every staff endpoint.
 */
export const staffRoles = ['admin', 'membership', 'content', 'accounts'] as const;
export type StaffRole = (typeof staffRoles)[number];

export const accountRoles = [...staffRoles, 'member'] as const;
export type AccountRole = (typeof accountRoles)[number];

/** The staff console's sections, in its navigation's order. */
export const consoleSections = ['Applications', 'Members', 'Payments', 'Billing', 'Bookings', 'Golf', 'Events', 'Content', 'Inbox', 'Reviews', 'Audit log', 'Staff', 'Jobs'] as const;
export type ConsoleSection = (typeof consoleSections)[number];

/**
 * `admin`: everything, Staff and Jobs (the server's background work) included; `membership`: the members' side, with the services they
 * book (tee sheet, rooms, the hall); `content`: the site's, tournaments included; both: Golf (tees,
 * scores, the Federation's indexes); `accounts`: the members' accounts
 * (charges at the counter, payments, credit notes, refunds, runs, receivables).
 */
export const sectionsOfRole: Record<StaffRole, readonly ConsoleSection[]> = {
  admin: consoleSections,
  membership: ['Applications', 'Members', 'Payments', 'Bookings', 'Golf'],
  content: ['Events', 'Golf', 'Content', 'Inbox', 'Reviews'],
  accounts: ['Billing'],
};

/** Where each section lives in the console. */
export const consoleSectionPaths: Record<ConsoleSection, string> = {
  Applications: '/admin/applications',
  Members: '/admin/members',
  Payments: '/admin/payments',
  Billing: '/admin/billing',
  Bookings: '/admin/bookings',
  Golf: '/admin/golf',
  Events: '/admin/events',
  Content: '/admin/content',
  Inbox: '/admin/inbox',
  Reviews: '/admin/reviews',
  'Audit log': '/admin/audit-log',
  Staff: '/admin/staff',
  Jobs: '/admin/jobs',
};

export const isAccountRole = (value: unknown): value is AccountRole => (accountRoles as readonly unknown[]).includes(value);

export const isStaffRole = (role: AccountRole): role is StaffRole => (staffRoles as readonly string[]).includes(role);

export const mayUseSection = (role: AccountRole, section: ConsoleSection): boolean => isStaffRole(role) && sectionsOfRole[role].includes(section);

/** The section a console address belongs to, if any. */
export const sectionOfPath = (pathname: string): ConsoleSection | undefined =>
  consoleSections.find((section) => pathname === consoleSectionPaths[section] || pathname.startsWith(`${consoleSectionPaths[section]}/`));

/** The roles that may use a section, in the roles' order. */
export const rolesOfSection = (section: ConsoleSection): StaffRole[] => staffRoles.filter((role) => sectionsOfRole[role].includes(section));

/** Where `/admin` takes a member of staff: the first section of their role. */
export const consoleHomeOf = (role: StaffRole): string => consoleSectionPaths[sectionsOfRole[role][0]!];

/** How the console names each role, and what it may do. */
export const staffRoleLabels: Record<StaffRole, string> = { admin: 'Admin', membership: 'Membership', content: 'Content', accounts: 'Accounts' };
