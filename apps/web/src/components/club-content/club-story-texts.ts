import { defineTexts } from '@/lib/texts';
import type english from './locales/club-story.en.json';

/** The club's own words (history, mission, vision, services) and the course's status, wherever a page shows them. */
export const clubStoryTexts = defineTexts<typeof english>('components/club-content/club-story', {
  en: () => import('./locales/club-story.en.json'),
  bn: () => import('./locales/club-story.bn.json'),
});
