import { defineTexts } from '@/lib/texts';
import type english from './locales/requests.en.json';

/** The console's guest-room and convention-hall requests: the lists, the cards, the decision dialog and the rooms. */
export const requestsTexts = defineTexts<typeof english>('features/bookings/staff/requests', {
  en: () => import('./locales/requests.en.json'),
  bn: () => import('./locales/requests.bn.json'),
});
