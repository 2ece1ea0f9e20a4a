import { defineTexts } from '@/lib/texts';
import type english from './locales/privacy.en.json';

/** The Privacy Policy page. */
export const privacyTexts = defineTexts<typeof english>('features/content/public/privacy', {
  en: () => import('./locales/privacy.en.json'),
  bn: () => import('./locales/privacy.bn.json'),
});
