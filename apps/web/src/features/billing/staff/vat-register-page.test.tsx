import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserRouterContext } from '@/lib/page-data';
import { LocaleContext } from '@/lib/use-locale';
import type { VatRegister } from '@rgcc/shared/billing/billing-reports';
import type { Locale } from '@rgcc/shared/format/locale';
import { vatRegisterLoader } from './billing-reports-api';
import { VatRegisterPage } from './vat-register-page';

const register: VatRegister = {
  month: '2026-03',
  rates: [1500, 0],
  items: [
    {
      id: 4,
      kind: 'invoice',
      number: 'INV/2025-26/000004',
      issuedAt: '2026-02-28T18:10:00.000Z',
      memberId: 'M-0246',
      name: 'Anwar Hossain',
      netPaisa: 130000,
      taxPaisa: 12000,
      totalPaisa: 142000,
      byRate: [
        { rateBasisPoints: 1500, netPaisa: 80000, taxPaisa: 12000 },
        { rateBasisPoints: 0, netPaisa: 50000, taxPaisa: 0 },
      ],
    },
    {
      id: 7,
      kind: 'credit_note',
      number: 'CN/2025-26/000001',
      issuedAt: '2026-03-20T10:00:00.000Z',
      memberId: 'M-0247',
      name: 'Bilkis Banu',
      netPaisa: -30000,
      taxPaisa: -4500,
      totalPaisa: -34500,
      byRate: [{ rateBasisPoints: 1500, netPaisa: -30000, taxPaisa: -4500 }],
    },
  ],
  total: 2,
  page: 1,
  pageSize: 50,
  totals: {
    documents: 2,
    netPaisa: 100000,
    taxPaisa: 7500,
    totalPaisa: 107500,
    byRate: [
      { rateBasisPoints: 1500, netPaisa: 50000, taxPaisa: 7500 },
      { rateBasisPoints: 0, netPaisa: 50000, taxPaisa: 0 },
    ],
  },
};

function renderAt(address: string, locale: Locale = 'en') {
  const reads: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      reads.push(url);
      return new Response(JSON.stringify(register), { status: 200 });
    }),
  );
  vi.stubGlobal('ResizeObserver', class { observe() {} unobserve() {} disconnect() {} });
  const router = createMemoryRouter([{ path: '/admin/billing/vat-register', loader: vatRegisterLoader, Component: VatRegisterPage, HydrateFallback: () => null }], {
    initialEntries: [address],
    getContext: browserRouterContext,
  });
  render(
    <LocaleContext value={locale}>
      <RouterProvider router={router} />
    </LocaleContext>,
  );
  return reads;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the VAT register page', () => {
  it('has a column of value before VAT and of VAT for each rate of the month, and its totals by rate', async () => {
    const reads = renderAt('/admin/billing/vat-register?month=2026-03');
    const table = await screen.findByRole('table', { name: /^VAT register of March 2026/ });
    expect(within(table).getAllByRole('columnheader').map((heading) => heading.textContent)).toEqual(['Issued', 'Number', 'Member', 'Before VAT 15 %', 'VAT 15 %', 'Before VAT 0 %', 'VAT 0 %', 'Total']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getAllByRole('cell').map((cell) => cell.textContent).slice(3)).toEqual(['800.00 BDT', '120.00 BDT', '500.00 BDT', '0.00 BDT', '1,420.00 BDT']);
    // A document without a line at a rate shows none there.
    expect(within(rows[1]!).getAllByRole('cell').map((cell) => cell.textContent).slice(3)).toEqual(['-300.00 BDT', '-45.00 BDT', '—', '—', '-345.00 BDT']);

    const totals = screen.getByRole('table', { name: 'Totals of March 2026 by VAT rate' });
    expect(within(totals).getAllByRole('row').slice(1).map((row) => row.textContent)).toEqual([
      '15 %500.00 BDT75.00 BDT575.00 BDT',
      '0 %500.00 BDT0.00 BDT500.00 BDT',
      'All rates1,000.00 BDT75.00 BDT1,075.00 BDT',
    ]);
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/admin/billing/vat-register/export?month=2026-03');
    expect(reads).toEqual(['/api/admin/billing/vat-register?month=2026-03']);
  });

  it('speaks Bangla, each rate in Bengali digits and (Mushak-9.1) as মূসক-৯.১', async () => {
    renderAt('/admin/billing/vat-register?month=2026-03', 'bn');
    expect(await screen.findByRole('heading', { level: 1, name: 'ভ্যাট রেজিস্টার' })).toBeInTheDocument();
    expect(screen.getByText(/\(মূসক-৯\.১\)।$/)).toBeInTheDocument();
    const table = screen.getByRole('table', { name: /ভ্যাট রেজিস্টার, ইস্যুর ক্রমানুসারে, পাতা ১$/ });
    expect(within(table).getAllByRole('columnheader').map((heading) => heading.textContent)).toEqual(['ইস্যুর তারিখ', 'নম্বর', 'সদস্য', 'ভ্যাট-পূর্ব ১৫ %', 'ভ্যাট ১৫ %', 'ভ্যাট-পূর্ব ০ %', 'ভ্যাট ০ %', 'মোট']);
    expect(within(within(table).getAllByRole('row')[2]!).getByText('ক্রেডিট নোট')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: /: ২টি নথি$/ })).toBeInTheDocument();
    expect(screen.getByLabelText('মাস')).toHaveValue('2026-03');
  });

  it("opens on the current month when none is asked, and the month field shows the one the server chose", async () => {
    const reads = renderAt('/admin/billing/vat-register');
    expect(await screen.findByLabelText('Month')).toHaveValue('2026-03');
    expect(reads).toEqual(['/api/admin/billing/vat-register']);
  });
});
