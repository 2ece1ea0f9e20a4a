import { SectionHub } from '@/components/ui/section-hub';
import { useTexts } from '@/lib/texts';
import { billingPages } from './billing-nav';
import { billingTexts } from './billing-texts';

/** `/admin/billing`: the Billing section's pages, each a link. */
export function BillingPage() {
  const t = useTexts(billingTexts);
  return (
    <SectionHub
      title={t('billing')}
      intro={t('billingIntro')}
      pages={billingPages.map((page) => ({ to: page.to, label: t(page.label), description: t(page.description) }))}
    />
  );
}
