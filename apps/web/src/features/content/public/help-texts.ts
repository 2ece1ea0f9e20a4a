import { defineTexts } from '@/lib/texts';
import type english from './locales/help.en.json';

/** The Help page: joining, booking, the member account and contacting the club. */
export const helpTexts = defineTexts<typeof english>('features/content/public/help', {
  en: () => import('./locales/help.en.json'),
  bn: () => import('./locales/help.bn.json'),
});
