import { defineTexts } from '@/lib/texts';
import type english from './locales/membership.en.json';

/** The member's dashboard and the pages of its own cards: Profile (with the directory switch), Membership, the membership card. */
export const membershipTexts = defineTexts<typeof english>('features/membership/member/membership', {
  en: () => import('./locales/membership.en.json'),
  bn: () => import('./locales/membership.bn.json'),
});
