import { screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CurrentAccount } from '@rgcc/shared/account/account';
import type { InvoiceDocument, ReceiptDocument, Statement } from '@rgcc/shared/billing/account-documents';
import { InvoicePage } from './invoice-page';
import { ReceiptPage } from './receipt-page';
import { StatementPage } from './statement-page';
import { renderSignedInPage } from '@/testing/render-signed-in-page';

const account: CurrentAccount = { email: 'rafiqul@example.com', firstName: 'Rafiqul', role: 'member', memberId: 'M-0246', dashboardLocked: false, mustChangePassword: false, language: 'bn' };
const seller = { name: 'Riverside Golf & Country Club', address: 'Ghaghat, Rangpur', bin: '' };

const invoice: InvoiceDocument = {
  id: 2,
  number: 'INV/2026-27/000002',
  issuedAt: '2026-10-31T18:10:00.000Z',
  seller,
  buyer: { memberId: 'M-0246', name: 'Rafiqul Islam', address: null },
  kind: 'invoice',
  dueOn: '2026-11-16',
  status: 'open',
  lines: [{ description: 'Monthly subscription, November 2026', quantity: 1, unitPricePaisa: 80000, netPaisa: 80000, taxRatePercent: 15, taxPaisa: 12000, totalPaisa: 92000 }],
  netPaisa: 80000,
  taxPaisa: 12000,
  totalPaisa: 92000,
  creditedPaisa: 0,
  paidPaisa: 0,
  leftPaisa: 92000,
  creditNotes: [],
};

const receipt: ReceiptDocument = {
  number: 'R-000007',
  paidAt: '2026-11-02T06:00:00.000Z',
  amountPaisa: 92000,
  method: 'cash',
  reference: 'Book 4, page 12',
  seller,
  buyer: { memberId: 'M-0246', name: 'Rafiqul Islam' },
  paid: [{ id: 2, number: 'INV/2026-27/000002', amountPaisa: 92000 }],
  creditPaisa: 0,
};

const statement: Statement = {
  from: '2026-07-01',
  to: '2026-11-05',
  openingBalancePaisa: 0,
  entries: [
    { postedAt: '2026-10-31T18:10:00.000Z', kind: 'charge', description: 'Monthly subscription', documentNumber: 'INV/2026-27/000002', receiptNumber: null, amountPaisa: 92000, balancePaisa: 92000 },
  ],
  closingBalancePaisa: 92000,
};

// The tables' sideways scrolling watches their size.
beforeEach(() => vi.stubGlobal('ResizeObserver', class { observe() {} unobserve() {} disconnect() {} }));
afterEach(() => vi.unstubAllGlobals());

/** A document's page in Bangla, for the member signed in, with the data its loader would give. */
function renderInBangla(path: string, Component: ComponentType, data: unknown) {
  renderSignedInPage({ path, Component, data, account, locale: 'bn' });
}

describe("the member's documents in Bangla", () => {
  it('the tax invoice: its title, facts, lines and totals in Bangla, and Pay', async () => {
    renderInBangla('/dashboard/invoices/2', InvoicePage, { invoice });
    const sheet = await screen.findByRole('article', { name: 'কর চালানপত্র (মূসক-৬.৩)' });
    expect(within(sheet).getByText('বিল প্রাপক')).toBeInTheDocument();
    expect(within(sheet).getByText('সদস্য আইডি M-0246')).toBeInTheDocument();
    expect(within(sheet).getByText('BIN: এখনো দেওয়া হয়নি')).toBeInTheDocument();
    expect(within(sheet).getByText('অপরিশোধিত')).toBeInTheDocument();
    const lines = within(sheet).getByRole('table', { name: 'বিবরণের সারি, অঙ্কগুলো টাকায়' });
    expect(within(lines).getByRole('columnheader', { name: 'ভ্যাট-পূর্ব মূল্য' })).toBeInTheDocument();
    expect(within(lines).getByRole('cell', { name: '১৫%' })).toBeInTheDocument();
    expect(within(sheet).getByText('পরিশোধ বাকি')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '৯২০.০০ ৳ পরিশোধ করুন' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'PDF ডাউনলোড করুন' })).toHaveAttribute('href', '/api/member/invoices/2.pdf');
  });

  it('the receipt: how it was paid and what it paid, in Bangla', async () => {
    renderInBangla('/dashboard/receipts/R-000007', ReceiptPage, { receipt });
    const sheet = await screen.findByRole('article', { name: 'রসিদ' });
    expect(within(sheet).getByText('নগদ')).toBeInTheDocument();
    expect(within(sheet).getByRole('heading', { name: 'যা পরিশোধ হয়েছে' })).toBeInTheDocument();
    expect(within(sheet).getByRole('link', { name: 'INV/2026-27/000002' }).parentElement).toHaveTextContent('INV/2026-27/000002: ৯২০.০০ ৳');
    expect(within(sheet).getByText('মোট গৃহীত')).toBeInTheDocument();
  });

  it('the statement: its period, its table and its balances, in Bangla', async () => {
    renderInBangla('/dashboard/statement', StatementPage, { period: { from: statement.from, to: statement.to }, problem: null, statement });
    expect(await screen.findByRole('heading', { level: 2, name: 'হিসাব বিবরণী, ১ জুলাই, ২০২৬ থেকে ৫ নভেম্বর, ২০২৬' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'সময়কাল' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: /^১ জুলাই, ২০২৬ থেকে ৫ নভেম্বর, ২০২৬ পর্যন্ত লেনদেন/ });
    expect(table).toHaveAccessibleName(/ঋণাত্মক অঙ্ক আপনার অনুকূলে$/);
    expect(within(table).getByRole('cell', { name: 'প্রারম্ভিক স্থিতি' })).toBeInTheDocument();
    expect(screen.getByText('সমাপনী স্থিতি')).toBeInTheDocument();
  });
});
