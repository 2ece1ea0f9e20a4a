import { choiceFilter, dateFilter, searchFilter } from '../common/list-filters';

/** What a staff action in the audit log changed; the log is searchable by it. */
export const auditEntityTypes = ['application', 'member', 'payment', 'event', 'announcement', 'content', 'settings', 'inbox', 'review', 'staff', 'tee-time', 'room-booking', 'hall-booking', 'guest-room', 'member-import', 'billing-run', 'billing-settings', 'tee', 'score', 'job'] as const;
export type AuditEntityType = (typeof auditEntityTypes)[number];

/** How the console names each kind of thing. */
export const auditEntityLabels: Record<AuditEntityType, string> = {
  application: 'Application',
  member: 'Member',
  payment: 'Payment',
  event: 'Event',
  announcement: 'Announcement',
  content: 'Content',
  settings: 'Club settings',
  inbox: 'Inbox',
  review: 'Review',
  staff: 'Staff',
  'tee-time': 'Tee time',
  'room-booking': 'Guest room booking',
  'hall-booking': 'Convention hall booking',
  'guest-room': 'Guest room',
  'member-import': 'Import of members',
  'billing-run': 'Billing run',
  'billing-settings': 'Prices, tax and billing rules',
  tee: 'Tees and ratings',
  score: 'Score',
  job: 'Background job',
};

/** The audit log's search: by who, what kind and which entry, between days at the club. */
export const auditLogFilters = {
  actor: searchFilter('Staff email', { tooLong: 'The actor search is limited to 100 characters' }),
  entityType: choiceFilter('Kind', auditEntityTypes, { any: 'Everything', optionLabels: auditEntityLabels, unknown: 'Unknown kind of entry' }),
  entityId: searchFilter('Id', { maxLength: 40, tooLong: 'The id is limited to 40 characters', input: 'text' }),
  from: dateFilter('From'),
  to: dateFilter('To'),
};
