import { defineTexts } from '@/lib/texts';
import type english from './locales/convention-hall.en.json';

/** The convention hall page's texts, with its prebook form. */
export const conventionHallTexts = defineTexts<typeof english>('features/bookings/public/convention-hall', {
  en: () => import('./locales/convention-hall.en.json'),
  bn: () => import('./locales/convention-hall.bn.json'),
});
