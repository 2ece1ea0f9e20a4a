import { defineTexts } from '@/lib/texts';
import type english from './locales/sponsors.en.json';

/** The sponsors' page. */
export const sponsorsTexts = defineTexts<typeof english>('features/content/public/sponsors', {
  en: () => import('./locales/sponsors.en.json'),
  bn: () => import('./locales/sponsors.bn.json'),
});
