import { defineTexts } from '@/lib/texts';
import type english from './locales/clubhouse.en.json';

/** The clubhouse television's leaderboard page (its table's texts are in components/golf-results). */
export const clubhouseTexts = defineTexts<typeof english>('features/golf/public/clubhouse', {
  en: () => import('./locales/clubhouse.en.json'),
  bn: () => import('./locales/clubhouse.bn.json'),
});
