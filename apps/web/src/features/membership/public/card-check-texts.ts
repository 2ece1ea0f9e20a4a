import { defineTexts } from '@/lib/texts';
import type english from './locales/card-check.en.json';

/** The gate's page a membership card's QR code opens. */
export const cardCheckTexts = defineTexts<typeof english>('features/membership/public/card-check', {
  en: () => import('./locales/card-check.en.json'),
  bn: () => import('./locales/card-check.bn.json'),
});
