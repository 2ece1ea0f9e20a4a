import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultRoomAndHallSettings } from '@rgcc/shared/bookings/rooms-and-hall';
import { defaultTeeTimeSettings } from '@rgcc/shared/bookings/tee-times';
import type { Locale } from '@rgcc/shared/format/locale';
import { LocaleContext } from '@/lib/use-locale';
import { RoomAndHallRulesPage } from './room-and-hall-rules-page';
import { TeeTimeRulesPage } from './tee-time-rules-page';

function renderPage(locale: Locale, path: '/admin/bookings/tee-time-rules' | '/admin/bookings/room-rules') {
  const router = createMemoryRouter(
    [
      { path: '/admin/bookings/tee-time-rules', loader: () => ({ settings: defaultTeeTimeSettings }), Component: TeeTimeRulesPage, HydrateFallback: () => null },
      { path: '/admin/bookings/room-rules', loader: () => ({ settings: defaultRoomAndHallSettings }), Component: RoomAndHallRulesPage, HydrateFallback: () => null },
    ],
    { initialEntries: [path] },
  );
  render(
    <LocaleContext value={locale}>
      <RouterProvider router={router} />
    </LocaleContext>,
  );
}

afterEach(cleanup);

describe('the Bookings rules pages', () => {
  it('keep their English', async () => {
    renderPage('en', '/admin/bookings/tee-time-rules');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tee-time rules' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'First and last tee time (Dhaka time, UTC+6)' })).toBeInTheDocument();
    expect(screen.getByLabelText('Friday, first')).toHaveValue('13:30');
    expect(screen.getByLabelText('Players per tee time')).toHaveValue(4);
    expect(screen.getByText('… pause online booking for this long.')).toBeInTheDocument();
    cleanup();
    renderPage('en', '/admin/bookings/room-rules');
    expect(await screen.findByRole('heading', { level: 1, name: 'Room and hall rules' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Convention hall' })).toBeInTheDocument();
    expect(screen.getByLabelText('Guests a room')).toHaveValue(defaultRoomAndHallSettings.maxRoomGuests);
    expect(screen.getByRole('button', { name: 'Save the rules' })).toBeInTheDocument();
  });

  it('speak Bangla', async () => {
    renderPage('bn', '/admin/bookings/tee-time-rules');
    expect(await screen.findByRole('heading', { level: 1, name: 'টি টাইমের নিয়ম' })).toBeInTheDocument();
    expect(screen.getByLabelText('শুক্রবার, প্রথম')).toHaveValue('13:30');
    expect(screen.getByLabelText('প্রতি টি টাইমে খেলোয়াড়')).toHaveValue(4);
    expect(screen.getByRole('button', { name: 'নিয়ম সংরক্ষণ করুন' })).toBeInTheDocument();
    cleanup();
    renderPage('bn', '/admin/bookings/room-rules');
    expect(await screen.findByRole('heading', { level: 1, name: 'কক্ষ ও হলের নিয়ম' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'অতিথিকক্ষ' })).toBeInTheDocument();
    expect(screen.getByLabelText('কক্ষপ্রতি অতিথি')).toHaveValue(defaultRoomAndHallSettings.maxRoomGuests);
  });
});
