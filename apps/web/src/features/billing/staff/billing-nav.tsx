import { NavLink } from 'react-router';

/** The Billing section's reports, each a page of its own. */
export const billingReportPages = [
  { to: '/admin/billing/runs', label: 'Runs', description: "This month's run: what it would issue per category, starting it, and the runs so far." },
  { to: '/admin/billing/invoices', label: 'Invoices', description: 'Every invoice, credit note and balance brought forward: search, filter by status and month, CSV.' },
  { to: '/admin/billing/receivables', label: 'Receivables', description: 'What is left to pay by days past due, per member and in all, and the members to suspend.' },
  { to: '/admin/billing/vat-register', label: 'VAT register', description: "A month's invoices and credit notes with value before VAT and VAT by rate, CSV for the accountant." },
] as const;

/** Tabs between the Billing section's reports. */
export function BillingNav() {
  return (
    <nav aria-label="Billing pages" className="flex flex-wrap gap-2">
      {billingReportPages.map((tab) => (
        <NavLink
          key={tab.to}
          to={tab.to}
          end
          className={({ isActive }) =>
            `rounded-full px-4 py-2 text-sm font-semibold ring-1 ${isActive ? 'bg-fairway-800 text-cream ring-fairway-800' : 'bg-white text-fairway-800 ring-fairway-200 hover:bg-fairway-50'}`
          }
        >
          {tab.label}
        </NavLink>
      ))}
    </nav>
  );
}
