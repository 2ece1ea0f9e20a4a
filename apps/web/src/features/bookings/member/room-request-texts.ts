import { defineTexts } from '@/lib/texts';
import type english from './locales/room-request.en.json';

/** The member's guest-room request page: the form and the free rooms by night. */
export const roomRequestTexts = defineTexts<typeof english>('features/bookings/member/room-request', {
  en: () => import('./locales/room-request.en.json'),
  bn: () => import('./locales/room-request.bn.json'),
});
