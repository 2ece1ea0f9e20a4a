import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GuestRoomView, StaffHallBookingPage, StaffRoomBookingPage } from '@rgcc/shared/bookings/rooms-and-hall';
import { formatDay } from '@rgcc/shared/bookings/rooms-and-hall-constants';
import { addDays, clubToday } from '@rgcc/shared/format/club-date';
import { formatCalendarDate } from '@rgcc/shared/format/dates';
import type { Locale } from '@rgcc/shared/format/locale';
import { LocaleContext } from '@/lib/use-locale';
import { HallRequestsPage } from './hall-requests-page';
import { RoomRequestsPage } from './room-requests-page';

const checkIn = addDays(clubToday(), 10);
const checkOut = addDays(checkIn, 2);
const eventDate = addDays(clubToday(), 40);
const createdAt = new Date().toISOString();
const filters = { status: '' as const, page: 1 };
const rooms: GuestRoomView[] = [
  { id: 1, name: 'Room 1', bn: { name: 'কক্ষ ১' }, retired: false },
  { id: 2, name: 'Room 2', bn: {}, retired: true },
];
const roomRequests: StaffRoomBookingPage = {
  items: [
    { id: 7, checkIn, checkOut, nights: 2, guests: 2, message: 'We arrive late.', status: 'pending', room: null, note: null, createdAt, cancellable: true, memberId: 'M-0246', email: 'rafiqul@example.com', roomId: null, handledBy: null },
  ],
  total: 1,
  page: 1,
  pageSize: 20,
} as StaffRoomBookingPage;
const hallRequests: StaffHallBookingPage = {
  items: [
    { id: 3, eventDate, session: 'evening', eventType: 'Wedding', guests: 180, status: 'pending', note: null, createdAt, cancellable: true, name: 'Nasima Akter', phone: '01711223344', email: null, message: '', handledBy: null },
  ],
  total: 1,
  page: 1,
  pageSize: 20,
} as StaffHallBookingPage;

function renderPages(locale: Locale, path: '/admin/bookings/rooms' | '/admin/bookings/hall') {
  vi.stubGlobal('ResizeObserver', class { observe() {} unobserve() {} disconnect() {} });
  const router = createMemoryRouter(
    [
      { path: '/admin/bookings/rooms', loader: () => ({ filters, requests: roomRequests, rooms }), Component: RoomRequestsPage, HydrateFallback: () => null },
      { path: '/admin/bookings/hall', loader: () => ({ filters, requests: hallRequests }), Component: HallRequestsPage, HydrateFallback: () => null },
    ],
    { initialEntries: [path] },
  );
  render(
    <LocaleContext value={locale}>
      <RouterProvider router={router} />
    </LocaleContext>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the console’s room and hall requests', () => {
  it('keep their English', async () => {
    renderPages('en', '/admin/bookings/rooms');
    expect(await screen.findByRole('heading', { level: 1, name: 'Guest room requests' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Bookings pages' })).toHaveTextContent('Tee sheetGuest roomsConvention hall');
    expect(screen.getByRole('status')).toHaveTextContent('1 request');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('All, pending firstPendingConfirmedDeclinedCancelled');
    const card = screen.getByRole('article', { name: `${formatDay(checkIn)} to ${formatDay(checkOut)}` });
    expect(card).toHaveTextContent('2 nights · 2 guests · M-0246 · rafiqul@example.com');
    expect(card).toHaveTextContent('Pending');
    expect(screen.getByLabelText('Name of Room 2 (retired)')).toHaveValue('Room 2');
    fireEvent.click(within(card).getByRole('button', { name: /^Confirm/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm this request?' });
    expect(dialog).toHaveTextContent(`M-0246: ${formatDay(checkIn)} to ${formatDay(checkOut)} (2 nights, 2 guests)`);
    expect(within(dialog).getByLabelText('Room')).toHaveTextContent('The first room free every nightRoom 1');
    expect(within(dialog).getByRole('button', { name: 'Confirm and email' })).toBeInTheDocument();
  });

  it('speak Bangla', async () => {
    renderPages('bn', '/admin/bookings/rooms');
    expect(await screen.findByRole('heading', { level: 1, name: 'অতিথিকক্ষের অনুরোধ' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'টি শিট' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'কক্ষ ও হলের নিয়ম' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('১টি অনুরোধ');
    expect(screen.getByRole('combobox', { name: 'অবস্থা' })).toHaveTextContent('সব, অপেক্ষমাণগুলো আগেঅপেক্ষমাণনিশ্চিতপ্রত্যাখ্যাতবাতিল');
    const dates = `${formatCalendarDate(checkIn, 'bn')} থেকে ${formatCalendarDate(checkOut, 'bn')}`;
    const card = screen.getByRole('article', { name: dates });
    expect(card).toHaveTextContent('২ রাত · ২ জন অতিথি · M-0246 · rafiqul@example.com');
    fireEvent.click(within(card).getByRole('button', { name: `নিশ্চিত করুন: থাকা (${dates})` }));
    const dialog = await screen.findByRole('dialog', { name: 'এই অনুরোধটি নিশ্চিত করবেন?' });
    expect(within(dialog).getByLabelText('কক্ষ')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'নিশ্চিত করে ইমেইল পাঠান' })).toBeInTheDocument();
  });

  it('show a hall request in Bangla, its type of event too', async () => {
    renderPages('bn', '/admin/bookings/hall');
    expect(await screen.findByRole('heading', { level: 1, name: 'কনভেনশন হলের অনুরোধ' })).toBeInTheDocument();
    const card = screen.getByRole('article', { name: `${formatCalendarDate(eventDate, 'bn')}, সন্ধ্যা` });
    expect(card).toHaveTextContent('বিয়ে · ১৮০ জন অতিথি · Nasima Akter · 01711223344');
    expect(within(card).getByRole('link', { name: '01711223344' })).toHaveAttribute('href', 'tel:01711223344');
    fireEvent.click(within(card).getByRole('button', { name: /^ফিরিয়ে দিন/ }));
    const dialog = await screen.findByRole('dialog', { name: 'এই অনুরোধটি ফিরিয়ে দেবেন?' });
    expect(dialog).toHaveTextContent('কোনো ইমেইল ঠিকানা দেওয়া হয়নি: আপনার উত্তর জানাতে তাঁকে ফোন করুন।');
  });

  it("give each room's name in Bangla beside the English, and send it with a rename", async () => {
    const sent = vi.fn(async (_url: string, init: RequestInit) => new Response(JSON.stringify({ id: 1, retired: false, ...JSON.parse(String(init.body)) }), { status: 200 }));
    vi.stubGlobal('fetch', sent);
    renderPages('en', '/admin/bookings/rooms');
    const bangla = await screen.findByRole('textbox', { name: 'Name of Room 1 in Bangla' });
    expect(bangla).toHaveValue('কক্ষ ১');
    expect(bangla).toHaveAttribute('lang', 'bn');
    expect(screen.getByRole('textbox', { name: 'Name of Room 2 in Bangla' })).toHaveValue('');
    const user = userEvent.setup();
    await user.clear(bangla);
    await user.type(bangla, 'নদীর কক্ষ');
    await user.click(within(screen.getByRole('form', { name: 'Room 1' })).getByRole('button', { name: 'Rename' }));
    await vi.waitFor(() => expect(sent).toHaveBeenCalled());
    const [url, init] = sent.mock.calls[0]!;
    expect(url).toContain('/api/admin/guest-rooms/1');
    expect(JSON.parse(String(init.body))).toEqual({ name: 'Room 1', bn: { name: 'নদীর কক্ষ' }, retired: false });
  });

  it('show a hall request in English as before', async () => {
    renderPages('en', '/admin/bookings/hall');
    const card = await screen.findByRole('article', { name: `${formatDay(eventDate)}, evening` });
    expect(card).toHaveTextContent('Wedding · 180 guests · Nasima Akter · 01711223344');
    fireEvent.click(within(card).getByRole('button', { name: /^Decline/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline this request?' });
    expect(dialog).toHaveTextContent(`Nasima Akter: Wedding for 180 guests on ${formatDay(eventDate)}, evening. No email address was given: call them with your answer.`);
  });
});
