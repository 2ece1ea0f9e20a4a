import { defineTexts } from '@/lib/texts';
import type english from './locales/account-link.en.json';

/** The name of the member's Account page, as a link inside a message that names it. */
export const accountLinkTexts = defineTexts<typeof english>('components/account-link', {
  en: () => import('./locales/account-link.en.json'),
  bn: () => import('./locales/account-link.bn.json'),
});
