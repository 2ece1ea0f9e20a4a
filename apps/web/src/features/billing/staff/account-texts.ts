import { defineTexts } from '@/lib/texts';
import type english from './locales/account.en.json';

/** A member's account under Billing: finding the member (by ID or the card's QR code), the account, what staff do to it, the statement, and opening balances. */
export const accountTexts = defineTexts<typeof english>('features/billing/staff/account', {
  en: () => import('./locales/account.en.json'),
  bn: () => import('./locales/account.bn.json'),
});
