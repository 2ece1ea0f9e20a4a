import { useCallback } from 'react';
import { defineTexts, useTexts, type TextKey } from '@/lib/texts';
import type { ApplicantCategory } from '@rgcc/shared/membership/membership';
import type english from './locales/billing.en.json';

/**
 * The console's Billing section as a whole: its hub and tabs, and the words its pages share
 * (statuses, kinds of document, payment methods, services, tax codes, standings, categories).
 */
export const billingTexts = defineTexts<typeof english>('features/billing/staff/billing', {
  en: () => import('./locales/billing.en.json'),
  bn: () => import('./locales/billing.bn.json'),
});

const categoryKeys: Record<ApplicantCategory, TextKey<typeof billingTexts>> = {
  'Serving Defence Officer': 'servingDefenceOfficer',
  'Retired Defence Officer': 'retiredDefenceOfficer',
  'Government Officer': 'governmentOfficer',
  'Non Military': 'nonMilitary',
  'Corporate/Business': 'corporateBusiness',
  'Foreigner/Diplomat': 'foreignerDiplomat',
};

/** A membership category in the page's language; one the list does not know (older data) as it is. */
export function useCategoryName() {
  const t = useTexts(billingTexts);
  return useCallback((category: string) => {
    const key = categoryKeys[category as ApplicantCategory] as TextKey<typeof billingTexts> | undefined;
    return key ? t(key) : category;
  }, [t]);
}
