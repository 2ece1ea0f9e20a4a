import { defineTexts } from '@/lib/texts';
import type english from './locales/password.en.json';

/** A forgotten password: asking for the link, the check-your-email page, and the reset link's page. */
export const passwordTexts = defineTexts<typeof english>('features/account/public/password', {
  en: () => import('./locales/password.en.json'),
  bn: () => import('./locales/password.bn.json'),
});
