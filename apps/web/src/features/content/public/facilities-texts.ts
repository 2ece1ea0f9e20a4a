import { defineTexts } from '@/lib/texts';
import type english from './locales/facilities.en.json';

/** The facilities pages, for guests and for members. */
export const facilitiesTexts = defineTexts<typeof english>('features/content/public/facilities', {
  en: () => import('./locales/facilities.en.json'),
  bn: () => import('./locales/facilities.bn.json'),
});
