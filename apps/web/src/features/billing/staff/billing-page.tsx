import { SectionHub } from '@/components/ui/section-hub';
import { billingPages } from './billing-nav';

/** `/admin/billing`: the Billing section's pages, each a link. */
export function BillingPage() {
  return (
    <SectionHub
      title="Billing"
      intro="Members’ accounts: runs, invoices, receivables, the VAT register, each member’s account, and the club’s prices and tax."
      pages={billingPages}
    />
  );
}
