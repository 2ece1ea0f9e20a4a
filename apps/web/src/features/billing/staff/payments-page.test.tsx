import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserRouterContext } from '@/lib/page-data';
import type { PaymentPage, PaymentSummary } from '@rgcc/shared/billing/payments-review';
import { paymentsLoader } from './api';
import { PaymentsPage } from './payments-page';

const payment = (id: number, fields: Partial<PaymentSummary>): PaymentSummary => ({
  id,
  invoiceNumber: `RGCC-0001-${id}`,
  provider: 'bkash',
  amountPaisa: 132000,
  status: 'pending',
  createdAt: '2026-03-01T04:00:00.000Z',
  settledAt: null,
  receiptNumber: null,
  member: { id: 7, memberId: 'RGCC-0001', name: 'Rafiqul Islam', email: 'payer@example.com' },
  ...fields,
});

/** The Payments list at `address`, reading a fake API that answers `page`; the addresses it read. */
function renderAt(address: string, page: PaymentPage) {
  const reads: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      reads.push(url);
      return new Response(JSON.stringify(page), { status: 200 });
    }),
  );
  // jsdom lays nothing out: the wide table's scroll hint has nothing to measure.
  vi.stubGlobal('ResizeObserver', class { observe() {} unobserve() {} disconnect() {} });
  const router = createMemoryRouter([{ path: '/admin/payments', loader: paymentsLoader, Component: PaymentsPage, HydrateFallback: () => null }], { initialEntries: [address], getContext: browserRouterContext });
  render(<RouterProvider router={router} />);
  return reads;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the staff Payments list', () => {
  it("shows each payment's status by its label, and filters by the expired ones", async () => {
    const page: PaymentPage = {
      items: [payment(2, { status: 'expired', settledAt: '2026-03-01T04:31:00.000Z' }), payment(1, { status: 'completed', receiptNumber: 'R-000001' })],
      total: 2,
      page: 1,
      pageSize: 20,
      completed: { count: 1, amountPaisa: 132000 },
    };
    const reads = renderAt('/admin/payments?status=expired', page);
    const table = await screen.findByRole('table', { name: /^Payments, newest first/ });
    const statuses = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[3]!.textContent);
    expect(statuses).toEqual(['Expired', 'Completed']);
    expect(reads).toEqual(['/api/admin/payments?status=expired']);

    const filter = within(screen.getByRole('search', { name: 'Payments' })).getByRole('combobox', { name: 'Status' });
    expect(filter).toHaveValue('expired');
    expect(within(filter).getAllByRole('option').map((option) => option.textContent)).toEqual(['Any status', 'Pending', 'Executing', 'Completed', 'Failed', 'Cancelled', 'Expired']);
  });
});
