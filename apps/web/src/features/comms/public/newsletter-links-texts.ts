import { defineTexts } from '@/lib/texts';
import type english from './locales/newsletter-links.en.json';

/** The pages the newsletter's mail links open: confirm a subscription, unsubscribe. */
export const newsletterLinksTexts = defineTexts<typeof english>('features/comms/public/newsletter-links', {
  en: () => import('./locales/newsletter-links.en.json'),
  bn: () => import('./locales/newsletter-links.bn.json'),
});
