import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Locale } from '@rgcc/shared/format/locale';
import { browserRouterContext, rootRouteId } from '@/lib/page-data';
import { LocaleContext } from '@/lib/use-locale';
import { HelpPage } from './help-page';
import { PrivacyPage } from './privacy-page';
import { TermsPage } from './terms-page';

const club = {
  details: { phone: '+880 1700-000000', bookingPhone: '+880 1800-000000', email: 'info@example.com', membershipEmail: 'members@example.com', address: 'Ghaghat\nRangpur', location: '' },
  hours: {
    club: [
      { days: 'Mon to Sat', hours: '7:00 AM to 5:00 PM' },
      { days: 'Sunday', hours: 'Closed' },
    ],
    restaurant: [],
    conventionHall: [],
  },
};

async function renderPage(Page: ComponentType, locale: Locale) {
  const router = createMemoryRouter(
    [{ id: rootRouteId, loader: () => ({ renderedAt: 0, club }), HydrateFallback: () => null, children: [{ path: '/page', Component: Page }] }],
    { initialEntries: ['/page'], getContext: browserRouterContext },
  );
  render(
    <LocaleContext value={locale}>
      <RouterProvider router={router} />
    </LocaleContext>,
  );
  await screen.findByRole('heading', { level: 1 });
}

describe('the help, privacy and terms pages', () => {
  it('write the club’s details and the registration fee into the help, with the office’s hours on one line', async () => {
    await renderPage(HelpPage, 'en');
    expect(screen.getByRole('navigation', { name: 'On this page' })).toBeInTheDocument();
    expect(screen.getByText(/Pay the registration fee of 1,320\.00 BDT \(including 10% tax\)/)).toBeInTheDocument();
    expect(screen.getByText(/\(Mon to Sat 7:00 AM to 5:00 PM, Sunday closed\)/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'members@example.com' })).toHaveAttribute('href', 'mailto:members@example.com');
    expect(screen.getByRole('link', { name: 'restaurant page' })).toHaveAttribute('href', '/restaurant');
  });

  it('are in Bangla on a Bangla page, with links that stay in Bangla', async () => {
    await renderPage(HelpPage, 'bn');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('সহায়তা');
    expect(screen.getByRole('navigation', { name: 'এই পাতায়' })).toBeInTheDocument();
    expect(screen.getByText(/১,৩২০\.০০ ৳ রেজিস্ট্রেশন ফি \(১০% করসহ\)/)).toBeInTheDocument();
    expect(screen.getByText(/Sunday বন্ধ/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'রেস্তোরাঁর পাতায়' })).toHaveAttribute('href', '/bn/restaurant');
  });

  it('open a privacy request with the subject the policy names, in the page’s language', async () => {
    await renderPage(PrivacyPage, 'en');
    expect(screen.getByText(/with the subject “Privacy request”/)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'info@example.com' })[0]).toHaveAttribute('href', 'mailto:info@example.com?subject=Privacy%20request');
    expect(screen.getByText(/Last updated/)).toHaveTextContent('Last updated 22 November 2026');
  });

  it('give the terms’ fees in the page’s digits', async () => {
    await renderPage(TermsPage, 'bn');
    expect(screen.getByText(/রেজিস্ট্রেশন ফি ১,২০০\.০০ ৳, সঙ্গে ১০% কর, সব মিলিয়ে ১,৩২০\.০০ ৳।/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'গোপনীয়তা নীতিতে' })).toHaveAttribute('href', '/bn/privacy-policy');
  });
});
