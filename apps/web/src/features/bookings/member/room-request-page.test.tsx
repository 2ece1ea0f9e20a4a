import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CurrentAccount } from '@rgcc/shared/account/account';
import type { RoomAvailability } from '@rgcc/shared/bookings/rooms-and-hall';
import { addDays, clubToday } from '@rgcc/shared/format/club-date';
import type { Locale } from '@rgcc/shared/format/locale';
import { RoomRequestPage } from './room-request-page';
import { renderSignedInPage } from '@/testing/render-signed-in-page';

const account: CurrentAccount = { email: 'rafiqul@example.com', firstName: 'Rafiqul', role: 'member', memberId: 'M-0246', dashboardLocked: false, mustChangePassword: false, language: 'en' };
const availability: RoomAvailability = {
  rooms: 4,
  nights: Array.from({ length: 30 }, (_, index) => ({ date: addDays(clubToday(), index), free: index === 5 ? 0 : 3 })),
  roomBookingHorizonDays: 30,
  maxRoomNights: 7,
  maxRoomGuests: 4,
};

function renderPage(locale: Locale) {
  renderSignedInPage({ path: '/dashboard/bookings/room', Component: RoomRequestPage, data: { availability }, account, locale });
}

afterEach(cleanup);

describe('the guest room request page', () => {
  it('keeps its English', async () => {
    renderPage('en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Request a guest room' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Bookings' })).toHaveAttribute('href', '/dashboard/bookings');
    expect(screen.getByText(/A room sleeps up to 4 guests\.$/)).toHaveTextContent(/and lasts at most 7 nights; please call the club for a longer one\./);
    expect(screen.getByText(/^The club has 4 guest rooms\./)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Check-in date'), { target: { value: addDays(clubToday(), 1) } });
    fireEvent.change(screen.getByLabelText('Check-out date'), { target: { value: addDays(clubToday(), 3) } });
    expect(await screen.findByText('2 nights: a room is free every night.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send room request' })).toBeInTheDocument();
  });

  it('speaks Bangla', async () => {
    renderPage('bn');
    expect(await screen.findByRole('heading', { level: 1, name: 'অতিথিকক্ষের অনুরোধ করুন' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'রাত অনুযায়ী খালি কক্ষ' })).toBeInTheDocument();
    expect(screen.getByText(/^ক্লাবে ৪টি অতিথিকক্ষ আছে।/)).toBeInTheDocument();
    expect(screen.getByText(/একটি কক্ষে সর্বোচ্চ ৪ জন অতিথি থাকতে পারেন।$/)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('চেক-ইনের তারিখ'), { target: { value: addDays(clubToday(), 4) } });
    fireEvent.change(screen.getByLabelText('চেক-আউটের তারিখ'), { target: { value: addDays(clubToday(), 6) } });
    expect(await screen.findByText(/রাতে কোনো কক্ষ খালি নেই। অনুগ্রহ করে অন্য তারিখ বেছে নিন।$/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'কক্ষের অনুরোধ পাঠান' })).toBeInTheDocument();
  });
});
