import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocaleContext } from '@/lib/use-locale';
import type { StaffMemberAccount } from '@rgcc/shared/billing/staff-accounts';
import type { Locale } from '@rgcc/shared/format/locale';
import { formatMoney, paisa } from '@rgcc/shared/format/money';
import { MemberAccountPage } from './member-account-page';

const account: StaffMemberAccount = {
  member: { memberId: 'M-0246', name: 'Rafiqul Islam', category: 'Government Officer', status: 'active' },
  account: { balancePaisa: 92000, overduePaisa: 0, standing: 'active' },
  creditPaisa: 0,
  openingBalancePaisa: null,
  bills: [
    {
      id: 2,
      kind: 'invoice',
      number: 'INV/2026-27/000002',
      issuedAt: '2026-10-31T18:10:00.000Z',
      dueOn: '2026-11-16',
      status: 'open',
      totalPaisa: 92000,
      paidPaisa: 0,
      creditedPaisa: 0,
      lines: [{ entryId: 5, description: 'Monthly subscription', quantity: 1, unitPricePaisa: 80000, taxRatePercent: 15, taxPaisa: 12000, totalPaisa: 92000, netPaisa: 80000, creditedNetPaisa: 0 }],
    },
  ],
  creditNotes: [],
  receipts: [{ number: 'R-000007', amountPaisa: 50000, method: 'cash', reference: 'Book 9/12', paidAt: '2026-10-02T05:00:00.000Z', reversedAt: null }],
  unbilled: [],
  moneyOut: [],
};

function renderPage(locale: Locale, found: StaffMemberAccount | null = account) {
  vi.stubGlobal('ResizeObserver', class { observe() {} unobserve() {} disconnect() {} });
  const router = createMemoryRouter(
    [{ path: '/admin/billing/members/:memberId', loader: ({ params }) => ({ memberId: params.memberId ?? '', account: found, products: [] }), Component: MemberAccountPage, HydrateFallback: () => null }],
    { initialEntries: ['/admin/billing/members/M-0246'] },
  );
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

describe("a member's account in the Billing console", () => {
  it('reads in English, as the spec words it', async () => {
    renderPage('en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Rafiqul Islam' })).toBeInTheDocument();
    expect(screen.getByText('Billing')).toBeInTheDocument();
    expect(screen.getByTestId('balance')).toHaveTextContent(formatMoney(paisa(92000), 'en'));
    expect(screen.getByText('Owed to the club')).toBeInTheDocument();
    const bills = screen.getByRole('table', { name: 'Invoices, newest first' });
    expect(within(bills).getAllByRole('columnheader').map((heading) => heading.textContent)).toEqual(['Number', 'Issued', 'Due', 'Status', 'Lines', 'Total', 'Credited', 'Paid']);
    expect(within(bills).getByText(`Monthly subscription: ${formatMoney(paisa(92000), 'en')} (15 % VAT)`)).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Receipts, newest first' })).getByRole('cell', { name: 'Cash' })).toBeInTheDocument();
  });

  it('speaks Bangla: the account, its tables and its actions', async () => {
    renderPage('bn');
    expect(await screen.findByRole('heading', { level: 1, name: 'Rafiqul Islam' })).toBeInTheDocument();
    expect(screen.getByText('বিলিং')).toBeInTheDocument();
    expect(screen.getByText(/M-0246 · সরকারি কর্মকর্তা · সক্রিয়/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'হিসাব বিবরণী' })).toHaveAttribute('href', '/admin/billing/members/M-0246/statement');
    expect(screen.getByText('ক্লাবের পাওনা')).toBeInTheDocument();
    expect(screen.getByTestId('balance')).toHaveTextContent(formatMoney(paisa(92000), 'bn'));
    expect(screen.getByRole('navigation', { name: 'বিলিংয়ের পাতাসমূহ' })).toHaveTextContent('চালান');
    const bills = screen.getByRole('table', { name: 'চালান, নতুনগুলো আগে' });
    expect(within(bills).getByRole('cell', { name: 'অপরিশোধিত' })).toBeInTheDocument();
    expect(within(bills).getByText(`Monthly subscription: ${formatMoney(paisa(92000), 'bn')} (১৫ % ভ্যাট)`)).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'রসিদ, নতুনগুলো আগে' })).getByRole('cell', { name: 'নগদ' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'পেমেন্ট লিপিবদ্ধ করুন' }));
    const payment = screen.getByRole('form', { name: 'পেমেন্ট লিপিবদ্ধ করুন' });
    expect(within(payment).getByLabelText('পরিমাণ (টাকা)')).toBeInTheDocument();
    expect(within(within(payment).getByRole('combobox', { name: 'মাধ্যম' })).getAllByRole('option').map((option) => option.textContent)).toEqual(['নগদ', 'চেক', 'ব্যাংক ট্রান্সফার', 'কার্ড মেশিন']);
    expect(within(payment).getByRole('button', { name: 'পেমেন্টটি লিপিবদ্ধ করুন' })).toBeInTheDocument();
  });

  it('says in Bangla when no member has the ID', async () => {
    renderPage('bn', null);
    expect(await screen.findByText(/এই সদস্য আইডির কোনো সদস্য নেই। \(M-0246\)/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'অন্য সদস্য খুঁজুন' })).toHaveAttribute('href', '/admin/billing/members');
  });
});
