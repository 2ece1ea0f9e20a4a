import { defineTexts } from '@/lib/texts';
import type english from './locales/controls.en.json';

/** What the shared controls say: carousels, slideshows, dialogs and pagers. */
export const controlsTexts = defineTexts<typeof english>('components/ui/controls', {
  en: () => import('./locales/controls.en.json'),
  bn: () => import('./locales/controls.bn.json'),
});
