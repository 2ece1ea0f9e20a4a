import { defineTexts } from '@/lib/texts';
import type english from './locales/tournaments.en.json';

/** The member's tournament pages: the dashboard's Events, one tournament with its entry, and the marker's scoring page. */
export const tournamentsTexts = defineTexts<typeof english>('features/golf/member/tournaments', {
  en: () => import('./locales/tournaments.en.json'),
  bn: () => import('./locales/tournaments.bn.json'),
});
