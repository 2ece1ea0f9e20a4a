import { defineTexts } from '@/lib/texts';
import type english from './locales/newsletter.en.json';

/** The footer's newsletter form, on every page. */
export const newsletterTexts = defineTexts<typeof english>('features/comms/public/newsletter', {
  en: () => import('./locales/newsletter.en.json'),
  bn: () => import('./locales/newsletter.bn.json'),
});
