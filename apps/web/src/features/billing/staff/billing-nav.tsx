import { NavLink } from '@/lib/links';

/** The Billing section's pages, each a page of its own: the hub lists them, and each page's tabs lead to the others. */
export const billingPages = [
  { to: '/admin/billing/runs', label: 'Runs', description: "This month's run: what it would issue per category, starting it, and the runs so far." },
  { to: '/admin/billing/invoices', label: 'Invoices', description: 'Every invoice, credit note and balance brought forward: search, filter by status and month, CSV.' },
  { to: '/admin/billing/receivables', label: 'Receivables', description: 'What is left to pay by days past due, per member and in all, and the members to suspend.' },
  { to: '/admin/billing/vat-register', label: 'VAT register', description: "A month's invoices and credit notes with value before VAT and VAT by rate, CSV for the accountant." },
  {
    to: '/admin/billing/members',
    label: "A member's account",
    description: 'Find a member by member ID or their card’s QR code: balance, bills and receipts; post a charge at the counter, record a payment, issue a credit note, refund credit, reverse a payment.',
  },
  { to: '/admin/billing/opening-balances', label: 'Opening balances', description: 'Bring balances over from the club’s old books: from a CSV of member ID and amount, previewed before anything is written.' },
  {
    to: '/admin/billing/settings',
    label: 'Prices, tax and rules',
    description: 'Each category’s subscription and entrance fee, the guest green fee, room and hall; tax rates from a day; days to pay, standing, reinstatement, reminders and the club’s BIN.',
  },
] as const;

/** Tabs between the Billing section's pages (a member's account stays lit on its own pages). */
export function BillingNav() {
  return (
    <nav aria-label="Billing pages" className="flex flex-wrap gap-2">
      {billingPages.map((tab) => (
        <NavLink
          key={tab.to}
          to={tab.to}
          end={tab.to !== '/admin/billing/members'}
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
