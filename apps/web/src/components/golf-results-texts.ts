import { defineTexts, type TextKey } from '@/lib/texts';
import type { TournamentFormat } from '@rgcc/shared/golf/golf-constants';
import type english from './locales/golf-results.en.json';

/** What a tournament's leaderboard, draw and results say, on the event page, the clubhouse view and the members' and staff pages. */
export const golfResultsTexts = defineTexts<typeof english>('components/golf-results', {
  en: () => import('./locales/golf-results.en.json'),
  bn: () => import('./locales/golf-results.bn.json'),
});

/** Each tournament format's name in the page's language (golf-constants.ts holds the English). */
export const formatNames: Record<TournamentFormat, TextKey<typeof golfResultsTexts>> = {
  stroke_gross: 'formatStrokeGross',
  stroke_net: 'formatStrokeNet',
  stableford: 'formatStableford',
};
