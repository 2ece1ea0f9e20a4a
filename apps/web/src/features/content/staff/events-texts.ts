import { defineTexts } from '@/lib/texts';
import type english from './locales/events.en.json';

/** The console's Events pages: the list of events and announcements, and their forms. */
export const staffEventsTexts = defineTexts<typeof english>('features/content/staff/events', {
  en: () => import('./locales/events.en.json'),
  bn: () => import('./locales/events.bn.json'),
});
