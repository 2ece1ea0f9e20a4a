import { defineTexts } from '@/lib/texts';
import type english from './locales/checkout.en.json';

/** The registration fee's checkout (`/checkout`, `/bn/checkout`, `/payment-checkout`) and the payment's outcome (`/payment-status`). */
export const checkoutTexts = defineTexts<typeof english>('features/billing/member/checkout', {
  en: () => import('./locales/checkout.en.json'),
  bn: () => import('./locales/checkout.bn.json'),
});
