import { defineTexts } from '@/lib/texts';
import type english from './locales/contact.en.json';

/** The Contact page: its header, the club's details, the location card and the contact form. */
export const contactTexts = defineTexts<typeof english>('features/comms/public/contact', {
  en: () => import('./locales/contact.en.json'),
  bn: () => import('./locales/contact.bn.json'),
});
