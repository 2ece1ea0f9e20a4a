import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NewsletterForm } from './newsletter-form';

function renderForm() {
  const sent: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) => {
      sent.push(JSON.parse(String(init?.body)));
      return new Response(JSON.stringify({ message: 'Thank you for subscribing to our newsletter!' }), { status: 201 });
    }),
  );
  render(<NewsletterForm />);
  return { sent, email: screen.getByRole('textbox'), subscribe: screen.getByRole('button', { name: 'Subscribe' }) };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('NewsletterForm', () => {
  it('refuses an empty or invalid email with the shared messages, sending nothing, and focuses the field', async () => {
    const user = userEvent.setup();
    const { sent, email, subscribe } = renderForm();
    await user.click(subscribe);
    expect(await screen.findByRole('alert')).toHaveTextContent('Email is required');
    expect(email).toHaveFocus();
    await user.type(email, 'not-an-email');
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid email address.');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAttribute('aria-describedby', 'newsletter-email-error');
    expect(sent).toEqual([]);
  });

  it('clears the message once the email is corrected, then sends it trimmed and empties the field', async () => {
    const user = userEvent.setup();
    const { sent, email, subscribe } = renderForm();
    await user.type(email, 'golfer@');
    await user.click(subscribe);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await user.type(email, 'example.com ');
    await vi.waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(email).toHaveAttribute('aria-invalid', 'false');
    await user.click(subscribe);
    await vi.waitFor(() => expect(sent).toEqual([{ email: 'golfer@example.com' }]));
    await vi.waitFor(() => expect(email).toHaveValue(''));
  });
});
