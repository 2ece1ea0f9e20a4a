import { defineTexts } from '@/lib/texts';
import type english from './locales/reports.en.json';

/** The Billing reports (runs, invoices, aged receivables, the VAT register) and the registration fee payments' list. */
export const reportsTexts = defineTexts<typeof english>('features/billing/staff/reports', {
  en: () => import('./locales/reports.en.json'),
  bn: () => import('./locales/reports.bn.json'),
});
