import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Invoice, MemberAccount } from '@rgcc/shared/billing/accounts';
import type { Receipt } from '@rgcc/shared/billing/payments';
import { signedInLoader } from '@/lib/current-account';
import { browserRouterContext, signedInRouteId } from '@/lib/page-data';
import { LocaleContext } from '@/lib/use-locale';
import { toast } from '@/lib/toast';
import { accountLoader, invoiceLoader } from './account-api';
import { InvoicePage } from './invoice-page';
import { PaymentsPage } from './payments-page';

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const invoice = (id: number, status: Invoice['status'], fields: Partial<Invoice> = {}): Invoice => ({
  id,
  number: `INV/2026-27/00000${id}`,
  issuedAt: '2026-10-31T18:10:00.000Z',
  dueOn: '2026-11-16',
  status,
  totalPaisa: 92000,
  paidPaisa: status === 'paid' ? 92000 : 0,
  creditedPaisa: 0,
  lines: [],
  ...fields,
});
const receipt: Receipt = { receiptNumber: 'R-000004', amountPaisa: 132000, trxId: 'SBX1', paidAt: '2026-06-01T06:00:00.000Z', provider: 'sandbox', purpose: 'registration_fee' };

/** The Account signed in as a member, reading a fake API; writes are answered with `answer` and kept. */
function renderAccount(account: MemberAccount, invoices: Invoice[], answer: { status: number; body: unknown } = { status: 200, body: {} }, language: 'en' | 'bn' = 'en') {
  const writes: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'POST') {
        writes.push({ url, body: JSON.parse(String(init.body)) });
        return new Response(JSON.stringify(answer.body), { status: answer.status });
      }
      const bodies: Record<string, unknown> = {
        '/api/me': { email: 'member@example.com', role: 'member', memberId: 'M-0246', firstName: 'Rafiqul', dashboardLocked: false, mustChangePassword: false, language },
        '/api/member/account': account,
        '/api/member/invoices': invoices,
        '/api/member/receipts': [receipt],
      };
      return url in bodies ? new Response(JSON.stringify(bodies[url])) : new Response(JSON.stringify({ message: 'Invoice not found.' }), { status: 404 });
    }),
  );
  vi.stubGlobal('ResizeObserver', class { observe() {} unobserve() {} disconnect() {} });
  const router = createMemoryRouter(
    [
      {
        id: signedInRouteId,
        loader: signedInLoader,
        HydrateFallback: () => null,
        children: [
          { path: '/dashboard/payments', loader: accountLoader, Component: PaymentsPage },
          { path: '/dashboard/invoices/:id', loader: invoiceLoader, Component: InvoicePage },
        ],
      },
    ],
    { initialEntries: ['/dashboard/payments'], getContext: browserRouterContext },
  );
  render(
    <LocaleContext value={language}>
      <RouterProvider router={router} />
    </LocaleContext>,
  );
  return { writes, router };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(toast.error).mockClear();
});

describe('the Account (the Payments card)', () => {
  it('shows what is owed and overdue, the standing, open and paid invoices and the receipts', async () => {
    renderAccount({ balancePaisa: 92000, overduePaisa: 0, standing: 'active' }, [invoice(2, 'open'), invoice(1, 'paid')]);
    expect(await screen.findByText('You owe 920.00 BDT')).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    const open = screen.getByRole('table', { name: 'Your open invoices, newest first' });
    expect(within(open).getByRole('link', { name: 'INV/2026-27/000002' })).toHaveAttribute('href', '/dashboard/invoices/2');
    expect(within(open).getByRole('button', { name: 'Pay INV/2026-27/000002' })).toBeEnabled();
    const paid = screen.getByRole('table', { name: 'Your paid and void invoices, newest first' });
    expect(within(paid).getByRole('row', { name: /INV\/2026-27\/000001/ })).toHaveTextContent('Paid');
    const receipts = screen.getByRole('table', { name: 'Your receipts' });
    expect(within(receipts).getByRole('link', { name: 'R-000004' })).toHaveAttribute('href', '/dashboard/receipts/R-000004');
    expect(within(receipts).getByText('Membership registration fee')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Statement' })).toHaveAttribute('href', '/dashboard/statement');
  });

  it('says why a membership on hold holds bookings back, with what is overdue', async () => {
    renderAccount({ balancePaisa: 552000, overduePaisa: 460000, standing: 'on_hold' }, [invoice(3, 'open')]);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your membership is on hold because 4,600.00 BDT is overdue. Tee times, guest rooms, the convention hall and tournament entries are refused until it is paid; paying lifts the hold at once.',
    );
    expect(screen.getByText('On hold')).toBeInTheDocument();
  });

  it('credit reads as credit, with nothing to pay', async () => {
    renderAccount({ balancePaisa: -16000, overduePaisa: 0, standing: 'active' }, [invoice(1, 'paid')]);
    expect(await screen.findByText('In credit: 160.00 BDT')).toBeInTheDocument();
    expect(screen.getByText('No open invoices: nothing is waiting to be paid.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
  });

  it('Pay all asks for the whole balance, Pay for one invoice; the wallet is where the browser goes next', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const { writes } = renderAccount({ balancePaisa: 184000, overduePaisa: 0, standing: 'active' }, [invoice(2, 'open'), invoice(1, 'open')], {
      status: 200,
      body: { paymentId: 9, redirectUrl: 'http://localhost/sandbox-wallet/9' },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Pay all (1,840.00 BDT)' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost/sandbox-wallet/9'));
    await userEvent.click(screen.getByRole('button', { name: 'Pay INV/2026-27/000001' }));
    expect(writes).toEqual([
      { url: '/api/member/invoice-payments', body: { invoiceIds: [] } },
      { url: '/api/member/invoice-payments', body: { invoiceIds: [1] } },
    ]);
  });

  it("a payment refused (paid meanwhile) says the server's reason", async () => {
    renderAccount({ balancePaisa: 92000, overduePaisa: 0, standing: 'active' }, [invoice(2, 'open')], { status: 409, body: { message: 'This invoice is not open: it is paid or void.' } });
    await userEvent.click(await screen.findByRole('button', { name: 'Pay INV/2026-27/000002' }));
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith('This invoice is not open: it is paid or void.'));
  });

  it("an invoice that is not the member's is not found", async () => {
    const { router } = renderAccount({ balancePaisa: 0, overduePaisa: 0, standing: 'active' }, []);
    await screen.findByText('Nothing owed');
    await router.navigate('/dashboard/invoices/77');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invoice not found.');
  });
});

describe('the Account in Bangla', () => {
  it('names the sections, the standing and the receipts in Bangla, with amounts in Bengali digits', async () => {
    renderAccount({ balancePaisa: 552000, overduePaisa: 460000, standing: 'on_hold' }, [invoice(2, 'open'), invoice(1, 'paid')], undefined, 'bn');
    expect(await screen.findByRole('heading', { level: 2, name: 'আপনার অ্যাকাউন্ট' })).toBeInTheDocument();
    expect(screen.getByText('আপনার দেনা ৫,৫২০.০০ ৳')).toBeInTheDocument();
    expect(screen.getByText('সাময়িকভাবে বন্ধ')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('৪,৬০০.০০ ৳ বকেয়া থাকায় আপনার সদস্যপদ সাময়িকভাবে বন্ধ আছে।');
    const open = screen.getByRole('table', { name: 'আপনার অপরিশোধিত ইনভয়েস, নতুনগুলো আগে' });
    expect(within(open).getByRole('button', { name: 'INV/2026-27/000002 পরিশোধ করুন' })).toBeEnabled();
    const paid = screen.getByRole('table', { name: 'আপনার পরিশোধিত ও বাতিল ইনভয়েস, নতুনগুলো আগে' });
    expect(within(paid).getByRole('row', { name: /INV\/2026-27\/000001/ })).toHaveTextContent('পরিশোধিত');
    expect(within(screen.getByRole('table', { name: 'আপনার রসিদ' })).getByText('সদস্যপদ রেজিস্ট্রেশন ফি')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'সব পরিশোধ করুন (৫,৫২০.০০ ৳)' })).toBeInTheDocument();
  });

  it('says in Bangla that an invoice is not found, with the way back to the Account', async () => {
    const { router } = renderAccount({ balancePaisa: 0, overduePaisa: 0, standing: 'active' }, [], undefined, 'bn');
    await screen.findByText('কোনো দেনা নেই');
    await router.navigate('/dashboard/invoices/77');
    expect(await screen.findByRole('alert')).toHaveTextContent('ইনভয়েসটি পাওয়া যায়নি।');
    expect(screen.getByRole('link', { name: 'পেমেন্টে ফিরে যান' })).toHaveAttribute('href', '/dashboard/payments');
  });
});
