import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocaleContext } from '@/lib/use-locale';
import { defaultBillingRules } from '@rgcc/shared/billing/account-constants';
import type { BillingSettings } from '@rgcc/shared/billing/billing-settings';
import type { Locale } from '@rgcc/shared/format/locale';
import { BillingSettingsPage } from './billing-settings-page';

const settings: BillingSettings = {
  prices: [
    { key: 'subscription:Government Officer', amountPaisa: 80000, taxCode: 'vat_standard', saved: true },
    { key: 'room_night', amountPaisa: 300000, taxCode: 'vat_standard', saved: true },
  ],
  taxRates: [
    { taxCode: 'vat_standard', rateBasisPoints: 750, effectiveFrom: '2027-01-01', createdAt: '2026-11-01T04:00:00.000Z' },
    { taxCode: 'vat_standard', rateBasisPoints: 1500, effectiveFrom: null, createdAt: null },
  ],
  ratesToday: { vat_standard: 1500, registration_fee: 1000, exempt: 0 },
  rules: { ...defaultBillingRules, bin: '000123456-0101' },
};

function renderSettings(locale: Locale) {
  vi.stubGlobal('ResizeObserver', class { observe() {} unobserve() {} disconnect() {} });
  const router = createMemoryRouter([{ path: '/admin/billing/settings', loader: () => ({ settings }), Component: BillingSettingsPage, HydrateFallback: () => null }], {
    initialEntries: ['/admin/billing/settings'],
  });
  render(
    <LocaleContext value={locale}>
      <RouterProvider router={router} />
    </LocaleContext>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Billing’s prices, tax and rules', () => {
  it('names each price, rate and rule in English', async () => {
    renderSettings('en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Prices, tax and rules' })).toBeInTheDocument();
    expect(screen.getByLabelText('Government Officer: monthly subscription (BDT)')).toHaveValue('800.00');
    expect(screen.getByLabelText('Guest room (per night) (BDT)')).toBeInTheDocument();
    expect(screen.getByText('Today: VAT (standard) 15 % · Exempt 0 % · Registration fee tax 10 % (the checkout’s, fixed)')).toBeInTheDocument();
    const rates = screen.getByRole('table', { name: "Each tax code's rates, newest first" });
    expect(within(rates).getAllByRole('row').slice(1).map((row) => row.textContent)).toEqual(['VAT (standard)7.5 %1 January 2027', 'VAT (standard)15 %The start']);
    expect(screen.getByLabelText('Months to “On hold”')).toHaveValue(6);
  });

  it('speaks Bangla, with the rates in Bengali digits', async () => {
    renderSettings('bn');
    expect(await screen.findByRole('heading', { level: 1, name: 'মূল্য, কর ও নিয়ম' })).toBeInTheDocument();
    expect(screen.getByLabelText('সরকারি কর্মকর্তা: মাসিক চাঁদা (টাকা)')).toBeInTheDocument();
    expect(screen.getByLabelText('অতিথি কক্ষ (প্রতি রাত) (টাকা)')).toBeInTheDocument();
    expect(screen.getByText('আজ: ভ্যাট (সাধারণ হার) ১৫ % · অব্যাহতিপ্রাপ্ত ০ % · নিবন্ধন ফির কর ১০ % (চেকআউটের, অপরিবর্তনীয়)')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'বিলিংয়ের নিয়ম' })).toBeInTheDocument();
    expect(screen.getByLabelText('ক্লাবের BIN')).toHaveValue('000123456-0101');
    expect(screen.getByRole('button', { name: 'নিয়ম সংরক্ষণ করুন' })).toBeInTheDocument();
  });
});
