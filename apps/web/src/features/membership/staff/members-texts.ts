import { defineTexts } from '@/lib/texts';
import type english from './locales/members.en.json';

/** The console's register of members: the list, one member's page, adding a member by hand, and the import. */
export const membersTexts = defineTexts<typeof english>('features/membership/staff/members', {
  en: () => import('./locales/members.en.json'),
  bn: () => import('./locales/members.bn.json'),
});
