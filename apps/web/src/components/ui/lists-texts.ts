import { defineTexts } from '@/lib/texts';
import type english from './locales/lists.en.json';

/** What the console's list controls say: the filter bar, the list table and its sideways scroll, the CSV link. */
export const listsTexts = defineTexts<typeof english>('components/ui/lists', {
  en: () => import('./locales/lists.en.json'),
  bn: () => import('./locales/lists.bn.json'),
});
