import { defineTexts } from '@/lib/texts';
import type english from './locales/venue.en.json';

/** The headings of a venue's details (venue-details.tsx), on the restaurant and convention hall pages. */
export const venueTexts = defineTexts<typeof english>('components/ui/venue', {
  en: () => import('./locales/venue.en.json'),
  bn: () => import('./locales/venue.bn.json'),
});
