import { defineTexts } from '@/lib/texts';
import type english from './locales/tournament.en.json';

/** A tournament in the console: its entries, settings, format and divisions, draw, scoring during play and results. */
export const tournamentTexts = defineTexts<typeof english>('features/golf/staff/tournament', {
  en: () => import('./locales/tournament.en.json'),
  bn: () => import('./locales/tournament.bn.json'),
});
