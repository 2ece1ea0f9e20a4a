import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { LocaleContext } from '@/lib/use-locale';
import { CheckEmailPage } from './check-email-page';

function Where() {
  return <p>{useLocation().pathname}</p>;
}

function renderPage(locale: 'en' | 'bn', state?: { email: string }) {
  const prefix = locale === 'bn' ? '/bn' : '';
  const router = createMemoryRouter(
    [
      { path: `${prefix}/check-email`, element: <CheckEmailPage /> },
      { path: `${prefix}/forgot-password`, element: <Where /> },
    ],
    { initialEntries: [{ pathname: `${prefix}/check-email`, state }] },
  );
  render(
    <LocaleContext value={locale}>
      <RouterProvider router={router} />
    </LocaleContext>,
  );
}

afterEach(cleanup);

describe('CheckEmailPage', () => {
  it('says where the link went, in English', async () => {
    renderPage('en', { email: 'rahim@example.com' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Check Your Email' })).toBeInTheDocument();
    expect(screen.getByText('rahim@example.com', { selector: 'strong' }).parentElement).toHaveTextContent(
      'If an account exists for rahim@example.com, a password reset link is on its way. It works once, for 60 minutes.',
    );
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
  });

  it('speaks Bangla on a Bangla page, and keeps its links in Bangla', async () => {
    renderPage('bn', { email: 'rahim@example.com' });
    expect(await screen.findByRole('heading', { level: 1, name: 'আপনার ইমেইল দেখুন' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'ইমেইল পাননি?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'লগইনে ফিরে যান' })).toHaveAttribute('href', '/bn/login');
  });

  it('without an email, goes back to the forgot-password page in the same language', async () => {
    renderPage('bn');
    expect(await screen.findByText('/bn/forgot-password')).toBeInTheDocument();
  });
});
