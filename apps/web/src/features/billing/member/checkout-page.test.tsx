import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LocaleContext } from '@/lib/use-locale';
import { CheckoutPage } from './checkout-page';

/** `/bn/checkout` for a visitor who is not signed in (the loader finds no account). */
function renderSignedOutInBangla() {
  const router = createMemoryRouter([{ path: '/bn/checkout', loader: () => ({ account: null }), Component: CheckoutPage, HydrateFallback: () => null }], {
    initialEntries: ['/bn/checkout'],
  });
  render(
    <LocaleContext value="bn">
      <RouterProvider router={router} />
    </LocaleContext>,
  );
}

describe('CheckoutPage on its Bangla twin', () => {
  it('shows the fee in Bangla and asks to sign in, coming back to the Bangla checkout', async () => {
    renderSignedOutInBangla();
    expect(await screen.findByRole('heading', { level: 1, name: 'চেকআউট' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'পেমেন্টের সারসংক্ষেপ' })).toBeInTheDocument();
    expect(screen.getByText('কর (১০%)')).toBeInTheDocument();
    expect(screen.getByText('মোট')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'পরিশোধ করতে লগইন করুন' })).toHaveAttribute('href', '/bn/login?returnTo=%2Fbn%2Fcheckout');
  });
});
