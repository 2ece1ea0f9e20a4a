import { defineTexts } from '@/lib/texts';
import type english from './locales/account.en.json';

/** What the account pages share: their frame, the email and new-password fields, the way back to login. */
export const accountTexts = defineTexts<typeof english>('features/account/public/account', {
  en: () => import('./locales/account.en.json'),
  bn: () => import('./locales/account.bn.json'),
});
