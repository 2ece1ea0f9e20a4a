import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HallAvailability } from '@rgcc/shared/bookings/rooms-and-hall';
import { formatDay } from '@rgcc/shared/bookings/rooms-and-hall-constants';
import { eventTypes } from '@rgcc/shared/content/club';
import { addDays, clubToday } from '@rgcc/shared/format/club-date';
import { rootRouteId } from '@/lib/page-data';
import { LocaleContext } from '@/lib/use-locale';
import { ConventionHallPage } from './convention-hall-page';

const day = addDays(clubToday(), 30);
const availability: HallAvailability = { from: clubToday(), to: addDays(clubToday(), 364), hallBookingHorizonDays: 365, taken: [{ date: day, session: 'evening' }] };

function renderPage(locale: 'en' | 'bn') {
  const path = locale === 'bn' ? '/bn/convention-hall' : '/convention-hall';
  const club = { details: { bookingPhone: '+880 1700-000001' }, hours: { conventionHall: [{ days: 'Every day', hours: '9 AM – 11 PM' }] } };
  const router = createMemoryRouter(
    [
      {
        id: rootRouteId,
        loader: () => ({ renderedAt: Date.now(), club }),
        HydrateFallback: () => null,
        children: [{ path, loader: () => ({ facilities: [], availability }), Component: ConventionHallPage }],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <LocaleContext value={locale}>
      <RouterProvider router={router} />
    </LocaleContext>,
  );
}

// The slideshow asks whether the visitor wants less motion: they do, so it stays still.
beforeEach(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the convention hall page', () => {
  it('keeps its English, and says which session of a day is booked', async () => {
    renderPage('en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Convention Hall' })).toBeInTheDocument();
    expect(screen.getByText(/^Call/)).toHaveTextContent('Call +880 1700-000001 or send us your date and we will call you back.');
    fireEvent.click(screen.getByRole('button', { name: 'Prebook' }));
    const dialog = await screen.findByRole('dialog', { name: 'Prebook the convention hall' });
    fireEvent.change(within(dialog).getByLabelText('Event date'), { target: { value: day } });
    expect(within(dialog).getByRole('status')).toHaveTextContent(`The evening session of ${formatDay(day)} is booked; the other is free.`);
    expect(within(dialog).getByRole('option', { name: 'Evening (booked)' })).toBeDisabled();
    expect(within(dialog).getByRole('list', { name: 'Sessions already booked' })).toHaveTextContent(`${formatDay(day)}, evening`);
    expect(within(dialog).getByRole('option', { name: 'Wedding' })).toHaveValue('Wedding');
  });

  it('speaks Bangla on a Bangla page, and still sends the English event types', async () => {
    renderPage('bn');
    expect(await screen.findByRole('heading', { level: 1, name: 'কনভেনশন হল' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'খোলার সময়' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'আগাম বুক করুন' }));
    const dialog = await screen.findByRole('dialog', { name: 'কনভেনশন হল আগাম বুক করুন' });
    fireEvent.change(within(dialog).getByLabelText('অনুষ্ঠানের তারিখ'), { target: { value: day } });
    expect(within(dialog).getByRole('status')).toHaveTextContent(/তারিখের সন্ধ্যার সেশনটি বুক করা; অন্যটি খালি আছে।$/);
    expect(within(dialog).getByRole('status').textContent).not.toMatch(/[0-9]/);
    expect(within(dialog).getByRole('option', { name: 'সন্ধ্যা (বুক করা)' })).toBeDisabled();
    const types = within(within(dialog).getByLabelText('অনুষ্ঠানের ধরন')).getAllByRole('option').slice(1);
    expect(types.map((option) => [option.textContent, (option as HTMLOptionElement).value])).toEqual(
      ['বিয়ে', 'কর্পোরেট অনুষ্ঠান', 'জন্মদিন', 'সম্মেলন', 'অন্যান্য'].map((name, index) => [name, eventTypes[index]]),
    );
  });
});
