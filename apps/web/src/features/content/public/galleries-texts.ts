import { defineTexts } from '@/lib/texts';
import type english from './locales/galleries.en.json';

/** The image and video galleries. */
export const galleriesTexts = defineTexts<typeof english>('features/content/public/galleries', {
  en: () => import('./locales/galleries.en.json'),
  bn: () => import('./locales/galleries.bn.json'),
});
