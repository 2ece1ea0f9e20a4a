import { defineTexts } from '@/lib/texts';
import type english from './locales/handicap.en.json';

/** The member's Handicap page, the page to post a round, and the partners' rounds to attest. */
export const handicapTexts = defineTexts<typeof english>('features/golf/member/handicap', {
  en: () => import('./locales/handicap.en.json'),
  bn: () => import('./locales/handicap.bn.json'),
});
