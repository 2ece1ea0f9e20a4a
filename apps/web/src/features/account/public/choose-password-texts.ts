import { defineTexts } from '@/lib/texts';
import type english from './locales/choose-password.en.json';

/** Choosing a password outside the reset link: the change after the temporary one, a staff invitation, and the first admin's setup. */
export const choosePasswordTexts = defineTexts<typeof english>('features/account/public/choose-password', {
  en: () => import('./locales/choose-password.en.json'),
  bn: () => import('./locales/choose-password.bn.json'),
});
