import { defineTexts } from '@/lib/texts';
import type english from './locales/events.en.json';

/** The texts of the events pages (upcoming, present, past, one event) and the home page's events carousel. */
export const eventsTexts = defineTexts<typeof english>('features/content/public/events', {
  en: () => import('./locales/events.en.json'),
  bn: () => import('./locales/events.bn.json'),
});
