import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { LocaleContext } from '@/lib/use-locale';
import type { Locale } from '@rgcc/shared/format/locale';
import { BillingPage } from './billing-page';

function renderHub(locale: Locale) {
  const router = createMemoryRouter([{ path: '/admin/billing', Component: BillingPage }], { initialEntries: ['/admin/billing'] });
  render(
    <LocaleContext value={locale}>
      <RouterProvider router={router} />
    </LocaleContext>,
  );
}

afterEach(cleanup);

describe('the Billing hub', () => {
  it('lists the section’s pages in English', async () => {
    renderHub('en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Billing' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^A member's account/ })).toHaveAttribute('href', '/admin/billing/members');
    expect(screen.getByRole('link', { name: /^VAT register/ })).toHaveAttribute('href', '/admin/billing/vat-register');
  });

  it('lists them in Bangla, each with its description', async () => {
    renderHub('bn');
    expect(await screen.findByRole('heading', { level: 1, name: 'বিলিং' })).toBeInTheDocument();
    const members = screen.getByRole('link', { name: /^সদস্যের হিসাব/ });
    expect(members).toHaveAttribute('href', '/admin/billing/members');
    expect(within(members).getByText(/^সদস্য আইডি বা কার্ডের QR কোড দিয়ে সদস্য খুঁজুন/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^ভ্যাট রেজিস্টার/ })).toHaveAttribute('href', '/admin/billing/vat-register');
    expect(screen.getByRole('link', { name: /^মূল্য, কর ও নিয়ম/ })).toHaveAttribute('href', '/admin/billing/settings');
  });
});
