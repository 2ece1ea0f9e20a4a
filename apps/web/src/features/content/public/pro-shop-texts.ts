import { defineTexts } from '@/lib/texts';
import type english from './locales/pro-shop.en.json';

/** The texts of the pro shop page. */
export const proShopTexts = defineTexts<typeof english>('features/content/public/pro-shop', {
  en: () => import('./locales/pro-shop.en.json'),
  bn: () => import('./locales/pro-shop.bn.json'),
});
