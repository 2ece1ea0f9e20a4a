import { defineTexts } from '@/lib/texts';
import type english from './locales/member-area.en.json';

/** The frame of the member's pages: the dashboard header's welcome, role and Logout. */
export const memberAreaTexts = defineTexts<typeof english>('components/member-area/member-area', {
  en: () => import('./locales/member-area.en.json'),
  bn: () => import('./locales/member-area.bn.json'),
});
