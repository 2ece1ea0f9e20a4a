import { Link } from 'react-router';
import { PageHeader, Section } from '@/components/ui/page-header';
import { BillingNav } from './billing-nav';

const card = 'block rounded-2xl bg-white p-5 shadow-sm ring-1 ring-fairway-100 hover:ring-fairway-400 sm:p-6';

const links = [
  { to: '/admin/billing/members', title: "A member's account", text: 'Find a member by member ID or their card’s QR code: balance, bills and receipts; post a charge at the counter, record a payment, issue a credit note, refund credit, reverse a payment.' },
  { to: '/admin/billing/opening-balances', title: 'Opening balances', text: 'Bring balances over from the club’s old books: from a CSV of member ID and amount, previewed before anything is written.' },
  { to: '/admin/billing/settings', title: 'Prices, tax and rules', text: 'Each category’s subscription and entrance fee, the guest green fee, room and hall; tax rates from a day; days to pay, standing, reinstatement, reminders and the club’s BIN.' },
];

/** `/admin/billing`: the Billing section's pages. */
export function BillingPage() {
  return (
    <>
      <PageHeader title="Billing" eyebrow="Staff console" inConsole>
        Members’ accounts, the club’s prices and tax.
      </PageHeader>
      <Section className="bg-cream">
        <div className="space-y-6">
          <BillingNav />
          <ul className="grid gap-4 md:grid-cols-3">
            {links.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={card}>
                  <h2 className="text-xl text-fairway-900">{link.title}</h2>
                  <p className="mt-2 text-ink-muted">{link.text}</p>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </Section>
    </>
  );
}
