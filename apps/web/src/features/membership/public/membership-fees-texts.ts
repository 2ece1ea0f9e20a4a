import { defineTexts } from '@/lib/texts';
import type english from './locales/membership-fees.en.json';

/** The public page of membership categories and their fees. */
export const membershipFeesTexts = defineTexts<typeof english>('features/membership/public/membership-fees', {
  en: () => import('./locales/membership-fees.en.json'),
  bn: () => import('./locales/membership-fees.bn.json'),
});
