import { defineTexts } from '@/lib/texts';
import type english from './locales/terms.en.json';

/** The Terms of Use page. */
export const termsTexts = defineTexts<typeof english>('features/content/public/terms', {
  en: () => import('./locales/terms.en.json'),
  bn: () => import('./locales/terms.bn.json'),
});
