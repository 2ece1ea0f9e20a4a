import { defineTexts } from '@/lib/texts';
import type english from './locales/golf.en.json';

/** The console's Golf section: its hub, the tees and ratings, and the members' handicap records. */
export const golfTexts = defineTexts<typeof english>('features/golf/staff/golf', {
  en: () => import('./locales/golf.en.json'),
  bn: () => import('./locales/golf.bn.json'),
});
