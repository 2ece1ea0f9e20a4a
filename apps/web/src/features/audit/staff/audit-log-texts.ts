import { defineTexts, type TextKey } from '@/lib/texts';
import type { AuditEntityType } from '@rgcc/shared/audit/audit-log-constants';
import type english from './locales/audit-log.en.json';

/** The audit log page's texts. */
export const auditLogTexts = defineTexts<typeof english>('features/audit/staff/audit-log', {
  en: () => import('./locales/audit-log.en.json'),
  bn: () => import('./locales/audit-log.bn.json'),
});

/** Each kind of entry's name in the page's language (auditEntityLabels in audit-log-constants.ts holds the English). */
export const entityNames: Record<AuditEntityType, TextKey<typeof auditLogTexts>> = {
  application: 'entityApplication',
  member: 'entityMember',
  payment: 'entityPayment',
  event: 'entityEvent',
  announcement: 'entityAnnouncement',
  content: 'entityContent',
  settings: 'entitySettings',
  inbox: 'entityInbox',
  review: 'entityReview',
  staff: 'entityStaff',
  'tee-time': 'entityTeeTime',
  'room-booking': 'entityRoomBooking',
  'hall-booking': 'entityHallBooking',
  'guest-room': 'entityGuestRoom',
  'member-import': 'entityMemberImport',
  'billing-run': 'entityBillingRun',
  'billing-settings': 'entityBillingSettings',
  tee: 'entityTee',
  score: 'entityScore',
  job: 'entityJob',
};
