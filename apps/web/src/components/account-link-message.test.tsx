import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { onHoldMessage } from '@rgcc/shared/billing/account-constants';
import { AccountLinkMessage } from './account-link-message';

function renderMessage(message: string) {
  const router = createMemoryRouter([{ path: '/', Component: () => <p data-testid="message"><AccountLinkMessage message={message} /></p> }], { initialEntries: ['/'] });
  render(<RouterProvider router={router} />);
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
});
