import { defineTexts } from '@/lib/texts';
import type english from './locales/statement.en.json';

/** A statement's table of entries: the member's statement and the one staff read of a member. */
export const statementTexts = defineTexts<typeof english>('features/billing/statement', {
  en: () => import('./locales/statement.en.json'),
  bn: () => import('./locales/statement.bn.json'),
});
