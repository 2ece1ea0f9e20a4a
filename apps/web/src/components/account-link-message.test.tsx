import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { onHoldMessage } from '@rgcc/shared/billing/account-constants';
import { LocaleContext } from '@/lib/use-locale';
import { AccountLinkMessage } from './account-link-message';

function renderMessage(message: string, locale: 'en' | 'bn' = 'en') {
  const router = createMemoryRouter([{ path: '/', Component: () => <p data-testid="message"><AccountLinkMessage message={message} /></p> }], { initialEntries: ['/'] });
  render(
    <LocaleContext value={locale}>
      <RouterProvider router={router} />
    </LocaleContext>,
  );
}

afterEach(cleanup);

describe('AccountLinkMessage', () => {
  it("shows the on-hold message with the amount, and the Account page as a link to pay", () => {
    renderMessage(onHoldMessage('2,300.00 BDT'));
    expect(screen.getByTestId('message').textContent).toBe('Your membership is on hold: 2,300.00 BDT is overdue. Please pay it on your Account page to book again.');
    expect(screen.getByRole('link', { name: 'Account page' }).getAttribute('href')).toBe('/dashboard/payments');
  });

  it('shows any other message as it is, without a link', () => {
    renderMessage('This tee time is full.');
    expect(screen.getByTestId('message').textContent).toBe('This tee time is full.');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('on a Bangla page, links the Account page a Bangla message names', () => {
    renderMessage('আপনার সদস্যপদ সাময়িকভাবে বন্ধ: ২,৩০০.০০ ৳ বকেয়া। আবার বুক করতে অ্যাকাউন্ট পেজ (/dashboard/payments) থেকে তা পরিশোধ করুন।', 'bn');
    expect(screen.getByTestId('message').textContent).toBe('আপনার সদস্যপদ সাময়িকভাবে বন্ধ: ২,৩০০.০০ ৳ বকেয়া। আবার বুক করতে অ্যাকাউন্ট পেজ থেকে তা পরিশোধ করুন।');
    expect(screen.getByRole('link', { name: 'অ্যাকাউন্ট পেজ' }).getAttribute('href')).toBe('/dashboard/payments');
  });
});
