import { defineTexts } from '@/lib/texts';
import type english from './locales/legal.en.json';

/** The shared frame of the help, privacy and terms pages: the contents list and the date of the last update. */
export const legalTexts = defineTexts<typeof english>('features/content/public/legal', {
  en: () => import('./locales/legal.en.json'),
  bn: () => import('./locales/legal.bn.json'),
});
