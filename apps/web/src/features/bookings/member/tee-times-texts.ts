import { defineTexts } from '@/lib/texts';
import type english from './locales/tee-times.en.json';

/** The member's Tee times page, with its booking and waitlist dialogs. */
export const teeTimesTexts = defineTexts<typeof english>('features/bookings/member/tee-times', {
  en: () => import('./locales/tee-times.en.json'),
  bn: () => import('./locales/tee-times.bn.json'),
});
