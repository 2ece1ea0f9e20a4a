import { defineTexts } from '@/lib/texts';
import type english from './locales/sign-in.en.json';

/** The login page, and the staff's second step: the sign-in code and the recovery codes. */
export const signInTexts = defineTexts<typeof english>('features/account/public/sign-in', {
  en: () => import('./locales/sign-in.en.json'),
  bn: () => import('./locales/sign-in.bn.json'),
});
