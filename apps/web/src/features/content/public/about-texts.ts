import { defineTexts } from '@/lib/texts';
import type english from './locales/about.en.json';

/** The pages about the club: About (its history), Mission, Vision and Services. */
export const aboutTexts = defineTexts<typeof english>('features/content/public/about', {
  en: () => import('./locales/about.en.json'),
  bn: () => import('./locales/about.bn.json'),
});
