import { defineTexts, type TextKey } from '@/lib/texts';
import type { ReviewCategory } from '@rgcc/shared/comms/review-constants';
import type english from './locales/reviews.en.json';

/** The console's Reviews page: the restaurant's reviews, hidden, shown again or deleted by staff. */
export const reviewModerationTexts = defineTexts<typeof english>('features/comms/staff/reviews', {
  en: () => import('./locales/reviews.en.json'),
  bn: () => import('./locales/reviews.bn.json'),
});

/** Each rating category's name on the page (the category itself stays the data's key). */
export const categoryTextKeys: Record<ReviewCategory, TextKey<typeof reviewModerationTexts>> = {
  'Ambience & Atmosphere': 'categoryAmbience',
  'Service & Hospitality': 'categoryService',
  'Food & Beverages': 'categoryFood',
};
