import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserRouterContext } from '@/lib/page-data';
import { LocaleContext } from '@/lib/use-locale';
import type { PaymentState } from '@rgcc/shared/billing/payments';
import { paymentExpiredReason } from '@rgcc/shared/billing/payment-constants';
import { paymentLoader } from './api';
import { PaymentStatusPage } from './payment-status-page';

/** The payment-status page for a payment the fake API answers as `payment`. */
function renderFor(payment: PaymentState, locale: 'en' | 'bn' = 'en') {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(payment), { status: 200 })));
  const router = createMemoryRouter([{ path: '/payment-status', loader: paymentLoader, Component: PaymentStatusPage, HydrateFallback: () => null }], {
    initialEntries: [`/payment-status?payment=${payment.id}`],
    getContext: browserRouterContext,
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

describe('PaymentStatusPage', () => {
  it('says an expired payment charged nothing, why it expired, and offers to try again', async () => {
    renderFor({ id: 5, status: 'expired', amountPaisa: 132000, failureReason: paymentExpiredReason, receiptNumber: null, purpose: 'registration_fee' });
    expect(await screen.findByRole('heading', { name: 'Payment expired. Nothing was charged.' })).toBeInTheDocument();
    expect(screen.getByText('The payment was not finished at the wallet within 30 minutes.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/payment-checkout');
    // Settled: the page stops watching it.
    expect(screen.queryByText('Processing Payment…')).not.toBeInTheDocument();
  });

  it('the registration fee, paid, unlocks the dashboard', async () => {
    renderFor({ id: 6, status: 'completed', amountPaisa: 132000, failureReason: null, receiptNumber: 'R-000006', purpose: 'registration_fee' });
    expect(await screen.findByRole('heading', { name: 'Payment successful! Dashboard unlocked.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('a payment of the account says it is received, unlocks nothing, and links to its receipt and the account', async () => {
    renderFor({ id: 7, status: 'completed', amountPaisa: 92000, failureReason: null, receiptNumber: 'R-000007', purpose: 'account' });
    expect(await screen.findByRole('heading', { name: 'Payment received. Thank you!' })).toBeInTheDocument();
    expect(screen.queryByText(/Dashboard unlocked/)).not.toBeInTheDocument();
    expect(screen.getByText('920.00 BDT received. Receipt R-000007.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the receipt' })).toHaveAttribute('href', '/dashboard/receipts/R-000007');
    expect(screen.getByRole('link', { name: 'Back to your account' })).toHaveAttribute('href', '/dashboard/payments');
  });

  it('a failed payment of the account is tried again from the account, not the registration checkout', async () => {
    renderFor({ id: 8, status: 'failed', amountPaisa: 92000, failureReason: 'Insufficient balance.', receiptNumber: null, purpose: 'account' });
    expect(await screen.findByRole('heading', { name: 'Payment failed. Please try again.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/dashboard/payments');
  });
});

describe('PaymentStatusPage in Bangla', () => {
  it('says in Bangla that an expired payment charged nothing, and offers to try again', async () => {
    renderFor({ id: 5, status: 'expired', amountPaisa: 132000, failureReason: paymentExpiredReason, receiptNumber: null, purpose: 'registration_fee' }, 'bn');
    expect(await screen.findByRole('heading', { level: 1, name: 'পেমেন্টের অবস্থা' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'পেমেন্টের মেয়াদ শেষ হয়ে গেছে। কোনো টাকা কাটা হয়নি।' })).toBeInTheDocument();
    expect(screen.getByText('সদস্যপদ রেজিস্ট্রেশন ফি')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'আবার চেষ্টা করুন' })).toHaveAttribute('href', '/payment-checkout');
    expect(screen.getByRole('link', { name: 'হোমে ফিরে যান' })).toHaveAttribute('href', '/bn');
  });

  it('a payment of the account, received: the amount in Bengali digits, the receipt number as issued', async () => {
    renderFor({ id: 7, status: 'completed', amountPaisa: 92000, failureReason: null, receiptNumber: 'R-000007', purpose: 'account' }, 'bn');
    expect(await screen.findByRole('heading', { level: 2, name: 'পেমেন্ট পাওয়া গেছে। ধন্যবাদ!' })).toBeInTheDocument();
    expect(screen.getByText('৯২০.০০ ৳ পাওয়া গেছে। রসিদ নম্বর R-000007।')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'রসিদ দেখুন' })).toHaveAttribute('href', '/dashboard/receipts/R-000007');
  });
});
