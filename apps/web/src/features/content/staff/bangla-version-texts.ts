import { defineTexts } from '@/lib/texts';
import type english from './locales/bangla-version.en.json';

/** The Bangla version of a text, in the console's content forms. */
export const banglaVersionTexts = defineTexts<typeof english>('features/content/staff/bangla-version', {
  en: () => import('./locales/bangla-version.en.json'),
  bn: () => import('./locales/bangla-version.bn.json'),
});
