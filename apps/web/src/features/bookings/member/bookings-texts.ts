import { defineTexts } from '@/lib/texts';
import type english from './locales/bookings.en.json';

/** The member's Bookings page: tee times, guest-room stays and hall requests, with cancel. */
export const bookingsTexts = defineTexts<typeof english>('features/bookings/member/bookings', {
  en: () => import('./locales/bookings.en.json'),
  bn: () => import('./locales/bookings.bn.json'),
});
