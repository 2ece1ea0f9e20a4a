import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserRouterContext } from '@/lib/page-data';
import { LocaleContext } from '@/lib/use-locale';
import type { Locale } from '@rgcc/shared/format/locale';
import type { MembershipCategory } from '@rgcc/shared/content/content';
import { membershipFeesLoader } from './membership-fees-api';
import { MembershipFeesPage } from './membership-fees-page';

/** The page with its loader, reading a fake API that answers `categories`; the paths it asked for are kept. */
function renderPage(categories: MembershipCategory[], locale: Locale = 'en') {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      asked.push(url);
      return new Response(JSON.stringify(categories), { status: 200 });
    }),
  );
  const router = createMemoryRouter([{ path: '/membership', loader: membershipFeesLoader, Component: MembershipFeesPage }], {
    initialEntries: ['/membership'],
    getContext: browserRouterContext,
  });
  render(
    <LocaleContext value={locale}>
      <RouterProvider router={router} />
    </LocaleContext>,
  );
  return asked;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('MembershipFeesPage', () => {
  it('shows each category as staff last saved it, with the fee and the price per month grouped the Bangladeshi way', async () => {
    const asked = renderPage([
      { id: 7, title: 'Government Officers', feeTaka: 125000, perMonthTaka: 900, description: 'For serving and retired civil government officers.' },
      { id: 3, title: 'Corporate', feeTaka: 1250000, perMonthTaka: 1500, description: 'For companies.' },
    ]);
    const cards = await screen.findAllByRole('article');
    expect(asked).toEqual(['/api/membership-categories']);
    expect(cards).toHaveLength(2);

    const government = within(screen.getByRole('article', { name: 'Government Officers' }));
    expect(government.getByText('For serving and retired civil government officers.')).toBeInTheDocument();
    expect(government.getByText('Membership fee: 1,25,000 tk')).toBeInTheDocument();
    expect(cards[0]).toHaveTextContent('900 BDT / month');

    const corporate = within(screen.getByRole('article', { name: 'Corporate' }));
    expect(corporate.getByText('Membership fee: 12,50,000 tk')).toBeInTheDocument();
    expect(cards[1]).toHaveTextContent('1,500 BDT / month');
    expect(corporate.getByRole('link', { name: /Get Started/ })).toHaveAttribute('href', '/membership-registration');
  });

  it('writes the fees in Bengali digits and the taka sign on the Bangla page', async () => {
    renderPage([{ id: 7, title: 'Government Officers', feeTaka: 125000, perMonthTaka: 1500, description: 'For officers.' }], 'bn');
    const card = await screen.findByRole('article', { name: 'Government Officers' });
    expect(within(card).getByText('সদস্যপদ ফি: ১,২৫,০০০ টাকা')).toBeInTheDocument();
    expect(card).toHaveTextContent('১,৫০০ ৳ / মাস');
    expect(within(card).getByRole('link', { name: /শুরু করুন/ })).toBeInTheDocument();
  });
});
