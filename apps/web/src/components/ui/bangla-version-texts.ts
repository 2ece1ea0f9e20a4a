import { defineTexts } from '@/lib/texts';
import type english from './locales/bangla-version.en.json';

/** The Bangla version of a text staff write, in the console's forms. */
export const banglaVersionTexts = defineTexts<typeof english>('components/ui/bangla-version', {
  en: () => import('./locales/bangla-version.en.json'),
  bn: () => import('./locales/bangla-version.bn.json'),
});
