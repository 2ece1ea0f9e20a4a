import { defineTexts } from '@/lib/texts';
import type english from './locales/leadership-and-sponsors.en.json';

/** The leadership grid and the sponsors carousel, shown on the home page and on their own pages. */
export const leadershipAndSponsorsTexts = defineTexts<typeof english>('components/club-content/leadership-and-sponsors', {
  en: () => import('./locales/leadership-and-sponsors.en.json'),
  bn: () => import('./locales/leadership-and-sponsors.bn.json'),
});
