import { defineTexts } from '@/lib/texts';
import type english from './locales/support.en.json';

/** The member's Support pages: their threads with the club office, one thread, and the forms to write. */
export const supportTexts = defineTexts<typeof english>('features/comms/member/support', {
  en: () => import('./locales/support.en.json'),
  bn: () => import('./locales/support.bn.json'),
});
