import { defineTexts } from '@/lib/texts';
import type english from './locales/star-rating.en.json';

/** The star rating controls' own texts (their legends and labels come from the pages using them). */
export const starRatingTexts = defineTexts<typeof english>('components/ui/star-rating', {
  en: () => import('./locales/star-rating.en.json'),
  bn: () => import('./locales/star-rating.bn.json'),
});
