import { defineTexts, type TextKey } from '@/lib/texts';
import type { HoursPlace } from '@rgcc/shared/content/club-settings';
import type english from './locales/club-settings.en.json';

/** The Content page, and the pages that edit the club's settings: course status, contact details and opening hours. */
export const clubSettingsTexts = defineTexts<typeof english>('features/content/staff/club-settings', {
  en: () => import('./locales/club-settings.en.json'),
  bn: () => import('./locales/club-settings.bn.json'),
});

type ClubSettingsText = TextKey<typeof clubSettingsTexts>;

/** Each place with opening hours: its heading and where its hours show. */
export const placeWords: Record<HoursPlace, { title: ClubSettingsText; shownOn: ClubSettingsText }> = {
  club: { title: 'placeClub', shownOn: 'placeClubShownOn' },
  restaurant: { title: 'placeRestaurant', shownOn: 'placeRestaurantShownOn' },
  conventionHall: { title: 'placeConventionHall', shownOn: 'placeConventionHallShownOn' },
};
