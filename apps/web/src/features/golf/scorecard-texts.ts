import { defineTexts } from '@/lib/texts';
import type english from './locales/scorecard.en.json';

/** The scorecard editor's texts (a marker's phone and the console's scoring page). */
export const scorecardTexts = defineTexts<typeof english>('features/golf/scorecard', {
  en: () => import('./locales/scorecard.en.json'),
  bn: () => import('./locales/scorecard.bn.json'),
});
