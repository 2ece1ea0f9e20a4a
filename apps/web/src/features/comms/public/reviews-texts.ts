import { defineTexts, type TextKey } from '@/lib/texts';
import type { ReviewCategory } from '@rgcc/shared/comms/review-constants';
import type english from './locales/reviews.en.json';

/** The restaurant's Reviews page: the guests' ratings, their reviews and the form to leave one. */
export const reviewsTexts = defineTexts<typeof english>('features/comms/public/reviews', {
  en: () => import('./locales/reviews.en.json'),
  bn: () => import('./locales/reviews.bn.json'),
});

/** Each rating category's name on the page (the category itself stays the data's key). */
export const categoryTextKeys: Record<ReviewCategory, TextKey<typeof reviewsTexts>> = {
  'Ambience & Atmosphere': 'categoryAmbience',
  'Service & Hospitality': 'categoryService',
  'Food & Beverages': 'categoryFood',
};
