import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { TeeSheet } from '@rgcc/shared/bookings/tee-times';
import { clubToday } from '@rgcc/shared/format/club-date';
import { formatClubClock } from '@rgcc/shared/format/dates';
import type { Locale } from '@rgcc/shared/format/locale';
import { LocaleContext } from '@/lib/use-locale';
import { TeeSheetPage } from './tee-sheet-page';

const date = clubToday();
const at = (time: string) => new Date(`${date}T${time}:00+06:00`).toISOString();
const sheet: TeeSheet = {
  date,
  slots: [
    {
      startsAt: at('08:00'),
      capacity: 4,
      available: 2,
      blocked: null,
      bookings: [
        {
          id: 5,
          bookedBy: { name: 'Emon Hossain', memberId: 'M-0101' },
          players: [
            { id: 1, name: 'Emon Hossain', memberId: 'M-0101', attendance: 'expected' },
            { id: 2, name: 'Rafiq Ahmed', memberId: null, attendance: 'checked_in' },
          ],
        },
      ],
      waitlist: [{ name: 'Dipu Das', memberId: 'M-0102', places: 2, state: 'waiting', offerExpiresAt: null }],
    },
    { startsAt: at('08:10'), capacity: 4, available: 4, blocked: null, bookings: [], waitlist: [] },
  ],
};

function renderPage(locale: Locale) {
  const router = createMemoryRouter([{ path: '/admin/bookings', loader: () => ({ sheet }), Component: TeeSheetPage, HydrateFallback: () => null }], { initialEntries: ['/admin/bookings'] });
  render(
    <LocaleContext value={locale}>
      <RouterProvider router={router} />
    </LocaleContext>,
  );
}

afterEach(cleanup);

describe('the tee sheet', () => {
  it('keeps its English', async () => {
    renderPage('en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tee sheet' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: '08:00 · 2 of 4 places free' })).toBeInTheDocument();
    expect(screen.getByText('Booked by Emon Hossain (M-0101)')).toBeInTheDocument();
    expect(screen.getByText('Rafiq Ahmed (guest)')).toBeInTheDocument();
    expect(screen.getByText('Waitlist: Dipu Das (2 places)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Check in ?Emon Hossain at 08:00$/ })).toBeInTheDocument();
    expect(screen.getByText('2 tee times this day, 2 places taken or gone by.')).toBeInTheDocument();
    const phone = screen.getByRole('region', { name: 'Book for a member on the phone' });
    expect(within(phone).getByLabelText('Tee time')).toHaveTextContent('Choose a time08:00 (2 places free)08:10 (4 places free)');
    expect(within(phone).getByLabelText('Member ID of the member who books')).toHaveAttribute('placeholder', 'M-0042');
  });

  it('speaks Bangla', async () => {
    renderPage('bn');
    expect(await screen.findByRole('heading', { level: 1, name: 'টি শিট' })).toBeInTheDocument();
    const time = formatClubClock(at('08:00'), 'bn');
    expect(screen.getByRole('heading', { level: 3, name: `${time} · ৪টির মধ্যে ২টি জায়গা খালি` })).toBeInTheDocument();
    expect(screen.getByText('বুক করেছেন Emon Hossain (M-0101)')).toBeInTheDocument();
    expect(screen.getByText('Rafiq Ahmed (অতিথি)')).toBeInTheDocument();
    expect(screen.getByText('চেক ইন হয়েছে')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `চেক ইন করুন: Emon Hossain, ${time}` })).toBeInTheDocument();
    expect(screen.getByText('অপেক্ষমাণ তালিকা: Dipu Das (২টি জায়গা)')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'ফোনে সদস্যের জন্য বুক করুন' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'এই সময়গুলো বন্ধ করুন' })).toBeInTheDocument();
  });
});
