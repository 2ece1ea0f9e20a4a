import { NavLink } from '@/lib/links';
import { useTexts, type TextKey } from '@/lib/texts';
import { billingTexts } from './billing-texts';

type BillingKey = TextKey<typeof billingTexts>;

/** The Billing section's pages, each a page of its own: the hub lists them, and each page's tabs lead to the others. Label and description are texts of billingTexts. */
export const billingPages: readonly { to: string; label: BillingKey; description: BillingKey }[] = [
  { to: '/admin/billing/runs', label: 'runs', description: 'runsDescription' },
  { to: '/admin/billing/invoices', label: 'invoices', description: 'invoicesDescription' },
  { to: '/admin/billing/receivables', label: 'receivables', description: 'receivablesDescription' },
  { to: '/admin/billing/vat-register', label: 'vatRegister', description: 'vatRegisterDescription' },
  { to: '/admin/billing/members', label: 'membersAccount', description: 'membersAccountDescription' },
  { to: '/admin/billing/opening-balances', label: 'openingBalances', description: 'openingBalancesDescription' },
  { to: '/admin/billing/settings', label: 'pricesTaxRules', description: 'pricesTaxRulesDescription' },
];

/** Tabs between the Billing section's pages (a member's account stays lit on its own pages). */
export function BillingNav() {
  const t = useTexts(billingTexts);
  return (
    <nav aria-label={t('billingPages')} className="flex flex-wrap gap-2">
      {billingPages.map((tab) => (
        <NavLink
          key={tab.to}
          to={tab.to}
          end={tab.to !== '/admin/billing/members'}
          className={({ isActive }) =>
            `rounded-full px-4 py-2 text-sm font-semibold ring-1 ${isActive ? 'bg-fairway-800 text-cream ring-fairway-800' : 'bg-white text-fairway-800 ring-fairway-200 hover:bg-fairway-50'}`
          }
        >
          {t(tab.label)}
        </NavLink>
      ))}
    </nav>
  );
}
