import { defineTexts } from '@/lib/texts';
import type english from './locales/tee-sheet.en.json';

/** The console's tee sheet, with the phone booking and the closing of tee times. */
export const teeSheetTexts = defineTexts<typeof english>('features/bookings/staff/tee-sheet', {
  en: () => import('./locales/tee-sheet.en.json'),
  bn: () => import('./locales/tee-sheet.bn.json'),
});
