import { defineTexts } from '@/lib/texts';
import type english from './locales/home.en.json';

/** The home page's own texts (its sections' content is the club's story, club-story-texts.ts). */
export const homeTexts = defineTexts<typeof english>('features/content/public/home', {
  en: () => import('./locales/home.en.json'),
  bn: () => import('./locales/home.bn.json'),
});
