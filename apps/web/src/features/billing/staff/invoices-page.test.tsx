import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserRouterContext } from '@/lib/page-data';
import { LocaleContext } from '@/lib/use-locale';
import type { DocumentPage, DocumentSummary } from '@rgcc/shared/billing/billing-reports';
import type { Locale } from '@rgcc/shared/format/locale';
import { formatMoney, paisa } from '@rgcc/shared/format/money';
import { invoicesLoader } from './billing-reports-api';
import { InvoicesPage } from './invoices-page';

const document = (id: number, fields: Partial<DocumentSummary>): DocumentSummary => ({
  id,
  kind: 'invoice',
  number: `INV/2026-27/00000${id}`,
  issuedAt: '2026-10-31T18:10:00.000Z',
  dueOn: '2026-11-16',
  status: 'open',
  memberId: 'M-0246',
  name: 'Rafiqul Islam',
  netPaisa: 80000,
  taxPaisa: 12000,
  totalPaisa: 92000,
  creditedPaisa: 0,
  paidPaisa: 0,
  leftPaisa: 92000,
  corrects: null,
  ...fields,
});

/** The Invoices list at `address`, reading a fake API that answers `page`; the addresses it read. */
function renderAt(address: string, page: DocumentPage, locale: Locale = 'en') {
  const reads: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      reads.push(url);
      return new Response(JSON.stringify(page), { status: 200 });
    }),
  );
  vi.stubGlobal('ResizeObserver', class { observe() {} unobserve() {} disconnect() {} });
  const router = createMemoryRouter([{ path: '/admin/billing/invoices', loader: invoicesLoader, Component: InvoicesPage, HydrateFallback: () => null }], {
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

describe('the staff Invoices list', () => {
  it("shows each document with its kind, status and what is left, the member linked to their account, and reads the filters from the address", async () => {
    const page: DocumentPage = {
      items: [
        document(3, { kind: 'credit_note', number: 'CN/2026-27/000001', status: null, dueOn: null, totalPaisa: -23000, leftPaisa: null, corrects: 'INV/2026-27/000002' }),
        document(2, { status: 'paid', paidPaisa: 92000, leftPaisa: 0, memberId: 'M-0300', name: 'Salma Begum' }),
      ],
      total: 2,
      page: 1,
      pageSize: 20,
      totalPaisa: 69000,
      leftPaisa: 0,
    };
    const reads = renderAt('/admin/billing/invoices?q=m-02&status=paid&month=2026-11&page=2', page);
    const table = await screen.findByRole('table', { name: /^Invoices, newest first/ });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['CN/2026-27/000001Credit note of INV/2026-27/000002', '1 Nov 2026', 'Rafiqul IslamM-0246', '—', '—', '-230.00 BDT', '—'],
      ['INV/2026-27/000002Invoice', '1 Nov 2026', 'Salma BegumM-0300', 'Paid', '16 November 2026', '920.00 BDT', '0.00 BDT'],
    ]);
    expect(within(rows[1]!).getByRole('link', { name: 'Salma Begum' })).toHaveAttribute('href', '/admin/billing/members/M-0300');
    expect(reads).toEqual(['/api/admin/billing/invoices?q=m-02&status=paid&month=2026-11&page=2']);
    expect(screen.getByRole('status')).toHaveTextContent('2 documents · 690.00 BDT in all, 0.00 BDT left to pay');
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/admin/billing/invoices/export?q=m-02&status=paid&month=2026-11');

    const filters = screen.getByRole('search', { name: 'Invoices' });
    expect(within(filters).getByRole('combobox', { name: 'Status' })).toHaveValue('paid');
    expect(within(within(filters).getByRole('combobox', { name: 'Status' })).getAllByRole('option').map((option) => option.textContent)).toEqual(['Any status', 'Open', 'Paid', 'Void']);
    expect(within(filters).getByLabelText('Month issued')).toHaveValue('2026-11');
  });

  it('speaks Bangla: the page, its filters, the kinds and statuses, in Bengali digits', async () => {
    const page: DocumentPage = {
      items: [
        document(3, { kind: 'credit_note', number: 'CN/2026-27/000001', status: null, dueOn: null, totalPaisa: -23000, leftPaisa: null, corrects: 'INV/2026-27/000002' }),
        document(2, { status: 'paid', paidPaisa: 92000, leftPaisa: 0 }),
      ],
      total: 2,
      page: 1,
      pageSize: 20,
      totalPaisa: 69000,
      leftPaisa: 0,
    };
    renderAt('/admin/billing/invoices?status=paid', page, 'bn');
    expect(await screen.findByRole('heading', { level: 1, name: 'চালান' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: /^চালান, নতুনগুলো আগে, পাতা ১/ });
    expect(within(table).getAllByRole('columnheader').map((heading) => heading.textContent)).toEqual(['নম্বর', 'ইস্যুর তারিখ', 'সদস্য', 'অবস্থা', 'শেষ তারিখ', 'মোট', 'পরিশোধ বাকি']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getAllByRole('cell')[0]!.textContent).toBe('CN/2026-27/000001INV/2026-27/000002-এর ক্রেডিট নোট');
    expect(within(rows[1]!).getAllByRole('cell')[3]!.textContent).toBe('পরিশোধিত');
    expect(screen.getByRole('status')).toHaveTextContent(`২টি নথি · সর্বমোট ${formatMoney(paisa(69000), 'bn')}, পরিশোধ বাকি ${formatMoney(paisa(0), 'bn')}`);
    const filters = screen.getByRole('search', { name: 'চালান' });
    expect(within(within(filters).getByRole('combobox', { name: 'অবস্থা' })).getAllByRole('option').map((option) => option.textContent)).toEqual(['যেকোনো অবস্থা', 'অপরিশোধিত', 'পরিশোধিত', 'বাতিল']);
    expect(within(filters).getByLabelText('ইস্যুর মাস')).toBeInTheDocument();
  });

  it('leaves out of the request what the server would refuse', async () => {
    const reads = renderAt('/admin/billing/invoices?status=overdue&month=2026-13', { items: [], total: 0, page: 1, pageSize: 20, totalPaisa: 0, leftPaisa: 0 });
    expect(await screen.findByText('No invoices match.')).toBeInTheDocument();
    expect(reads).toEqual(['/api/admin/billing/invoices']);
  });
});
