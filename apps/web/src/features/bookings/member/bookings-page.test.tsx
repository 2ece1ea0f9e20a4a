import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CurrentAccount } from '@rgcc/shared/account/account';
import type { HallBooking, RoomBooking } from '@rgcc/shared/bookings/rooms-and-hall';
import { formatDay } from '@rgcc/shared/bookings/rooms-and-hall-constants';
import type { MyTeeTimes } from '@rgcc/shared/bookings/tee-times';
import { addDays, clubToday } from '@rgcc/shared/format/club-date';
import { formatCalendarDate, formatClubClock } from '@rgcc/shared/format/dates';
import type { Locale } from '@rgcc/shared/format/locale';
import { BookingsPage } from './bookings-page';
import { renderSignedInPage } from '@/testing/render-signed-in-page';

const account: CurrentAccount = { email: 'rafiqul@example.com', firstName: 'Rafiqul', role: 'member', memberId: 'M-0246', dashboardLocked: false, mustChangePassword: false, language: 'en' };
const checkIn = addDays(clubToday(), 10);
const checkOut = addDays(checkIn, 2);
const eventDate = addDays(clubToday(), 40);
const teeTime = new Date(Date.now() + 3 * 86_400_000).toISOString();
const offerEnds = new Date(Date.now() + 30 * 60_000).toISOString();

const rooms: RoomBooking[] = [
  { id: 7, checkIn, checkOut, nights: 2, guests: 2, message: '', status: 'confirmed', room: 'Room 1', note: 'Breakfast is served from 7 AM.', createdAt: new Date().toISOString(), cancellable: true } as RoomBooking,
];
const hall: HallBooking[] = [{ id: 3, eventDate, session: 'evening', eventType: 'Wedding', guests: 180, status: 'pending', note: null, createdAt: new Date().toISOString(), cancellable: true } as HallBooking];
const teeTimes: MyTeeTimes = {
  bookings: [
    {
      id: 11,
      startsAt: teeTime,
      bookedBy: { name: 'Rafiqul Islam', memberId: 'M-0246' },
      players: [
        { name: 'Rafiqul Islam', memberId: 'M-0246' },
        { name: 'Karim Chowdhury', memberId: null },
      ],
      cancelUntil: new Date(Date.now() + 86_400_000).toISOString(),
      cancelledAt: null,
    },
  ],
  waitlist: [{ id: 2, startsAt: teeTime, places: 1, state: 'offered', offerExpiresAt: offerEnds }],
};

function renderPage(locale: Locale) {
  vi.stubGlobal('ResizeObserver', class { observe() {} unobserve() {} disconnect() {} });
  renderSignedInPage({ path: '/dashboard/bookings', Component: BookingsPage, data: { teeTimes, rooms, hall }, account, locale });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the Bookings page', () => {
  it('keeps its English', async () => {
    renderPage('en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bookings' })).toBeInTheDocument();
    const stay = within(screen.getByRole('list', { name: 'Your guest room stays' })).getByRole('listitem');
    expect(stay).toHaveTextContent(`${formatDay(checkIn)} to ${formatDay(checkOut)}`);
    expect(stay).toHaveTextContent('2 nights · 2 guests · Room 1');
    expect(stay).toHaveTextContent('Note from the club: Breakfast is served from 7 AM.');
    const request = within(screen.getByRole('list', { name: 'Your convention hall requests' })).getByRole('listitem');
    expect(within(request).getByRole('heading', { name: `${formatDay(eventDate)}, evening` })).toBeInTheDocument();
    expect(request).toHaveTextContent('Wedding · 180 guests');
    expect(within(request).getByRole('button', { name: /^Cancel/ })).toHaveTextContent(`Cancel the hall request for ${formatDay(eventDate)}, evening`);
    expect(screen.getByText('Players: Rafiqul Islam, Karim Chowdhury')).toBeInTheDocument();
    expect(screen.getByText(`A place is held for you until ${formatClubClock(offerEnds, 'en')}. Book it now.`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Cancel ?the tee time of .* \(Dhaka time, UTC\+6\)$/ })).toBeInTheDocument();

    fireEvent.click(within(stay).getByRole('button', { name: /^Cancel/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    expect(dialog).toHaveTextContent(`Your stay from ${formatDay(checkIn)} to ${formatDay(checkOut)} is cancelled, and the club is told.`);
    expect(within(dialog).getByRole('button', { name: 'Yes, cancel it' })).toBeInTheDocument();
  });

  it('speaks Bangla, with Bengali digits and the type of event in Bangla', async () => {
    renderPage('bn');
    expect(await screen.findByRole('heading', { level: 1, name: 'বুকিং' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'অতিথিকক্ষ' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'কনভেনশন হল' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'টি টাইম' })).toBeInTheDocument();
    const dates = `${formatCalendarDate(checkIn, 'bn')} থেকে ${formatCalendarDate(checkOut, 'bn')}`;
    const stay = within(screen.getByRole('list', { name: 'অতিথিকক্ষে আপনার থাকা' })).getByRole('listitem');
    expect(within(stay).getByRole('heading', { name: dates })).toBeInTheDocument();
    expect(stay).toHaveTextContent('২ রাত · ২ জন অতিথি · Room 1');
    const request = within(screen.getByRole('list', { name: 'কনভেনশন হলের জন্য আপনার অনুরোধ' })).getByRole('listitem');
    expect(within(request).getByRole('heading', { name: `${formatCalendarDate(eventDate, 'bn')}, সন্ধ্যা` })).toBeInTheDocument();
    expect(request).toHaveTextContent('বিয়ে · ১৮০ জন অতিথি');
    expect(screen.getByRole('link', { name: 'টি টাইম বুক করুন' })).toBeInTheDocument();
    expect(screen.getByText('খেলোয়াড়: Rafiqul Islam, Karim Chowdhury')).toBeInTheDocument();

    fireEvent.click(within(stay).getByRole('button', { name: `বাতিল করুন: অতিথিকক্ষে থাকা (${dates})` }));
    const dialog = await screen.findByRole('dialog', { name: 'এই বুকিংটি বাতিল করবেন?' });
    expect(dialog).toHaveTextContent(`অতিথিকক্ষে আপনার থাকা (${dates}) বাতিল হবে, এবং ক্লাবকে জানানো হবে।`);
    expect(within(dialog).getByRole('button', { name: 'রেখে দিন' })).toBeInTheDocument();
  });
});
