import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserRouterContext } from '@/lib/page-data';
import type { PaymentState } from '@rgcc/shared/billing/payments';
import { paymentExpiredReason } from '@rgcc/shared/billing/payment-constants';
import { paymentLoader } from './api';
import { PaymentStatusPage } from './payment-status-page';

/** The payment-status page for a payment the fake API answers as `payment`. */
function renderFor(payment: PaymentState) {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(payment), { status: 200 })));
  const router = createMemoryRouter([{ path: '/payment-status', loader: paymentLoader, Component: PaymentStatusPage, HydrateFallback: () => null }], {
    initialEntries: [`/payment-status?payment=${payment.id}`],
    getContext: browserRouterContext,
  });
  render(<RouterProvider router={router} />);
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('PaymentStatusPage', () => {
  it('says an expired payment charged nothing, why it expired, and offers to try again', async () => {
    renderFor({ id: 5, status: 'expired', amountPaisa: 132000, failureReason: paymentExpiredReason, receiptNumber: null });
    expect(await screen.findByRole('heading', { name: 'Payment expired. Nothing was charged.' })).toBeInTheDocument();
    expect(screen.getByText('The payment was not finished at the wallet within 30 minutes.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/payment-checkout');
    // Settled: the page stops watching it.
    expect(screen.queryByText('Processing Payment…')).not.toBeInTheDocument();
  });
});
