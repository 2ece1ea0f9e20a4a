import { defineTexts } from '@/lib/texts';
import type english from './locales/verification.en.json';

/** The applicant's email verification: the code's page and its boxes, the link's page, and Email Verified. */
export const verificationTexts = defineTexts<typeof english>('features/membership/public/verification', {
  en: () => import('./locales/verification.en.json'),
  bn: () => import('./locales/verification.bn.json'),
});
