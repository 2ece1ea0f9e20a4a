import { defineTexts } from '@/lib/texts';
import type english from './locales/staff.en.json';

/** The console's Staff page: the accounts, their roles, the invitations and the actions on each. */
export const staffTexts = defineTexts<typeof english>('features/account/staff/staff', {
  en: () => import('./locales/staff.en.json'),
  bn: () => import('./locales/staff.bn.json'),
});
