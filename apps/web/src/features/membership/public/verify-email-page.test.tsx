import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { LocaleContext } from '@/lib/use-locale';
import { VerifyEmailPage } from './verify-email-page';

function RegistrationStub() {
  const { pathname, state } = useLocation();
  return <p>{`${pathname}: ${(state as { notice: string }).notice}`}</p>;
}

function renderInBangla(state?: { email: string }) {
  const router = createMemoryRouter(
    [
      { path: '/bn/verify-email', element: <VerifyEmailPage /> },
      { path: '/bn/membership-registration', element: <RegistrationStub /> },
    ],
    { initialEntries: [{ pathname: '/bn/verify-email', state }] },
  );
  render(
    <LocaleContext value="bn">
      <RouterProvider router={router} />
    </LocaleContext>,
  );
}

afterEach(cleanup);

describe('VerifyEmailPage on a Bangla page', () => {
  it('speaks Bangla, with the address in its sentence and the boxes named in Bengali digits', async () => {
    renderInBangla({ email: 'nasima@example.com' });
    expect(await screen.findByRole('heading', { level: 1, name: 'আপনার ইমেইল যাচাই করুন' })).toBeInTheDocument();
    expect(screen.getByText('nasima@example.com', { selector: 'strong' }).parentElement).toHaveTextContent('আমরা nasima@example.com ঠিকানায় একটি ৬ অঙ্কের কোড পাঠিয়েছি।');
    const boxes = screen.getByRole('group', { name: 'যাচাইয়ের কোড' });
    expect(within(boxes).getByRole('textbox', { name: '৬টির মধ্যে ১ নম্বর অঙ্ক' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'রেজিস্ট্রেশনে ফিরে যান' })).toHaveAttribute('href', '/bn/membership-registration');
  });

  it('without an email, sends the visitor to the Bangla registration page, saying why in Bangla', async () => {
    renderInBangla();
    expect(await screen.findByText('/bn/membership-registration: রেজিস্ট্রেশনের কোনো ইমেইল পাওয়া যায়নি। অনুগ্রহ করে আগে রেজিস্ট্রেশন করুন।')).toBeInTheDocument();
  });
});
