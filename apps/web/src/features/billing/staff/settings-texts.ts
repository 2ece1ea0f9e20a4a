import { defineTexts } from '@/lib/texts';
import type english from './locales/settings.en.json';

/** Billing's prices, tax rates and rules. */
export const settingsTexts = defineTexts<typeof english>('features/billing/staff/settings', {
  en: () => import('./locales/settings.en.json'),
  bn: () => import('./locales/settings.bn.json'),
});
