import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LocaleContext } from '@/lib/use-locale';
import type { Locale } from '@rgcc/shared/format/locale';
import type { StaffInvitation } from '@rgcc/shared/account/staff';
import { InvitationPage } from './invitation-page';

function renderPage(locale: Locale, invitation: StaffInvitation | null) {
  const router = createMemoryRouter([{ path: '/staff-invite/:id/:token', loader: () => ({ invitation }), Component: InvitationPage }], {
    initialEntries: ['/staff-invite/7/secret'],
  });
  render(
    <LocaleContext value={locale}>
      <RouterProvider router={router} />
    </LocaleContext>,
  );
}

describe('InvitationPage', () => {
  it('names the role and the password’s length, in English', async () => {
    renderPage('en', { email: 'salma@example.com', role: 'membership' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Join the staff console' })).toBeInTheDocument();
    expect(screen.getByText(/^You are invited as Membership\. Choose a password of at least \d+ characters\.$/)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('salma@example.com');
    expect(screen.getByRole('button', { name: 'Set password' })).toBeInTheDocument();
  });

  it('speaks Bangla to a Bangla reader, digits included', async () => {
    renderPage('bn', { email: 'salma@example.com', role: 'admin' });
    expect(await screen.findByRole('heading', { level: 1, name: 'স্টাফ কনসোলে যোগ দিন' })).toBeInTheDocument();
    expect(screen.getByText(/^আপনাকে অ্যাডমিন ভূমিকায় আমন্ত্রণ জানানো হয়েছে। কমপক্ষে [০-৯]+টি অক্ষরের/)).toBeInTheDocument();
    expect(screen.getByLabelText('নতুন পাসওয়ার্ড')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'পাসওয়ার্ড সেট করুন' })).toBeInTheDocument();
  });

  it('says in Bangla when the link no longer works', async () => {
    renderPage('bn', null);
    expect(await screen.findByRole('alert')).toHaveTextContent('এই আমন্ত্রণ লিংকের মেয়াদ শেষ হয়ে গেছে');
    expect(screen.getByRole('link', { name: 'লগইন পেজে যান' })).toBeInTheDocument();
  });
});
