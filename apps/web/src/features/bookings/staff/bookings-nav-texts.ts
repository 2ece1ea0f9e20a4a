import { defineTexts } from '@/lib/texts';
import type english from './locales/bookings-nav.en.json';

/** The Bookings section's tabs, and the link to the room and hall rules. */
export const bookingsNavTexts = defineTexts<typeof english>('features/bookings/staff/bookings-nav', {
  en: () => import('./locales/bookings-nav.en.json'),
  bn: () => import('./locales/bookings-nav.bn.json'),
});
