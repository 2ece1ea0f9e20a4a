import { defineTexts } from '@/lib/texts';
import type english from './locales/restaurant.en.json';

/** The texts of the restaurant page, its menu category pages and its "Rate Us" dialog. */
export const restaurantTexts = defineTexts<typeof english>('features/content/public/restaurant', {
  en: () => import('./locales/restaurant.en.json'),
  bn: () => import('./locales/restaurant.bn.json'),
});
