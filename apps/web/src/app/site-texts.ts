import { defineTexts } from '@/lib/texts';
import type english from './locales/site.en.json';

/** The texts of the site's frame: the header, the navigation, the footer and the not-found page. */
export const siteTexts = defineTexts<typeof english>('app/site', {
  en: () => import('./locales/site.en.json'),
  bn: () => import('./locales/site.bn.json'),
});
