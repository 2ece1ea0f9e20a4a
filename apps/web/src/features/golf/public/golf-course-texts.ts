import { defineTexts } from '@/lib/texts';
import type english from './locales/golf-course.en.json';

/** The golf course page's texts, with its scorecard and its tees' ratings. */
export const golfCourseTexts = defineTexts<typeof english>('features/golf/public/golf-course', {
  en: () => import('./locales/golf-course.en.json'),
  bn: () => import('./locales/golf-course.bn.json'),
});
