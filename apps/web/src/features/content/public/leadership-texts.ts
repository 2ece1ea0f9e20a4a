import { defineTexts } from '@/lib/texts';
import type english from './locales/leadership.en.json';

/** The leadership team's page. */
export const leadershipTexts = defineTexts<typeof english>('features/content/public/leadership', {
  en: () => import('./locales/leadership.en.json'),
  bn: () => import('./locales/leadership.bn.json'),
});
