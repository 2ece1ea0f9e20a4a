import { NavLink } from 'react-router';

/** The pages of Billing this part of the console has: each member's account, opening balances, the settings. */
const pages = [
  { to: '/admin/billing', label: 'Billing', end: true },
  { to: '/admin/billing/members', label: "A member's account", end: false },
  { to: '/admin/billing/opening-balances', label: 'Opening balances', end: true },
  { to: '/admin/billing/settings', label: 'Prices, tax and rules', end: true },
];

export function BillingNav() {
  return (
    <nav aria-label="Billing">
      <ul className="flex flex-wrap gap-2">
        {pages.map((page) => (
          <li key={page.to}>
            <NavLink
              to={page.to}
              end={page.end}
              className={({ isActive }) =>
                `block rounded-full px-4 py-2 text-sm font-semibold ring-1 ring-fairway-200 ${isActive ? 'bg-fairway-700 text-cream' : 'bg-white text-fairway-800 hover:bg-fairway-50'}`
              }
            >
              {page.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
