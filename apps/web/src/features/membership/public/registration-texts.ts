import { defineTexts } from '@/lib/texts';
import type english from './locales/registration.en.json';

/** The membership registration page: the category chooser, the application form and its image uploads. */
export const registrationTexts = defineTexts<typeof english>('features/membership/public/registration', {
  en: () => import('./locales/registration.en.json'),
  bn: () => import('./locales/registration.bn.json'),
});
