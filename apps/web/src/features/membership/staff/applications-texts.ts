import { defineTexts } from '@/lib/texts';
import type english from './locales/applications.en.json';

/** The console's membership applications: the list, one application, and the decision on it. */
export const applicationsTexts = defineTexts<typeof english>('features/membership/staff/applications', {
  en: () => import('./locales/applications.en.json'),
  bn: () => import('./locales/applications.bn.json'),
});
