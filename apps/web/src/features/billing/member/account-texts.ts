import { defineTexts, type Translate } from '@/lib/texts';
import type english from './locales/account.en.json';

/** The member's Account (the dashboard's Payments card) and its documents: invoice, credit note, receipt, statement. */
export const accountTexts = defineTexts<typeof english>('features/billing/member/account', {
  en: () => import('./locales/account.en.json'),
  bn: () => import('./locales/account.bn.json'),
});

/** The part's texts as `useTexts(accountTexts)` gives them, for helpers that write a line. */
export type AccountTexts = Translate<typeof english>;
