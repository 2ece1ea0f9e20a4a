import { defineTexts } from '@/lib/texts';
import type english from './locales/rules.en.json';

/** The Bookings rules pages: the tee-time rules, and the room and hall rules. */
export const rulesTexts = defineTexts<typeof english>('features/bookings/staff/rules', {
  en: () => import('./locales/rules.en.json'),
  bn: () => import('./locales/rules.bn.json'),
});
