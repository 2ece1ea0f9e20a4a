import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserRouterContext } from '@/lib/page-data';
import { LocaleContext } from '@/lib/use-locale';
import type { EventList, StaffAnnouncement } from '@rgcc/shared/content/club-events';
import { formatEventDate } from '@rgcc/shared/content/event-dates';
import type { Locale } from '@rgcc/shared/format/locale';
import { eventsLoader } from './events-api';
import { EventsPage } from './events-page';

const events: EventList = {
  items: [{ id: 3, title: 'Victory Day Cup', date: '16 Dec 2026', startsOn: '2026-12-16', endsOn: '2026-12-16', photoCount: 12 }],
  total: 1,
  page: 1,
  pageSize: 20,
};
const announcements: StaffAnnouncement[] = [{ id: 5, message: 'Entries open for the Victory Day Cup', startsOn: '2026-12-01', endsOn: '2026-12-15', visible: true, eventId: 3, eventTitle: 'Victory Day Cup', bn: { message: 'বিজয় দিবস কাপে নাম দেওয়া শুরু' } }];

function renderEvents(locale: Locale = 'en') {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => new Response(JSON.stringify(url.startsWith('/api/admin/announcements') ? announcements : events), { status: 200 })),
  );
  vi.stubGlobal('ResizeObserver', class { observe() {} unobserve() {} disconnect() {} });
  const router = createMemoryRouter([{ path: '/admin/events', loader: eventsLoader, Component: EventsPage, HydrateFallback: () => null }], {
    initialEntries: ['/admin/events'],
    getContext: browserRouterContext,
  });
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

describe('the Events page', () => {
  it('lists the events and the announcements, and asks before a delete', async () => {
    renderEvents();
    const table = await screen.findByRole('table', { name: 'Events, newest first, page 1 of 1' });
    expect(within(table).getAllByRole('row')[1]!.textContent).toBe('Victory Day Cup16 Dec 202612Delete Victory Day Cup');
    expect(screen.getByRole('status')).toHaveTextContent('1 event');
    expect(screen.getByText(/Points to Victory Day Cup/)).toHaveTextContent('01 - 15 Dec 2026 · Shown · Points to Victory Day Cup');
    await userEvent.click(within(table).getByRole('button', { name: /^Delete/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this event?' });
    expect(dialog).toHaveTextContent('Victory Day Cup leaves the public pages for good, with its photos.');
  });

  it('speaks Bangla on a Bangla page: headings, the search, counts in Bengali digits and the buttons', async () => {
    renderEvents('bn');
    expect(await screen.findByRole('heading', { level: 1, name: 'অনুষ্ঠান' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'শিরোনাম দিয়ে খুঁজুন' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'খুঁজুন' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('১টি অনুষ্ঠান');
    const table = screen.getByRole('table', { name: 'অনুষ্ঠান, নতুনগুলো আগে, ১ পাতার ১ নম্বর পাতা' });
    expect(within(table).getAllByRole('columnheader').map((heading) => heading.textContent)).toEqual(['শিরোনাম', 'তারিখ', 'ছবি', 'করণীয়']);
    expect(within(table).getByText('১২')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'হোম পাতার ঘোষণা' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'নতুন ঘোষণা' })).toBeInTheDocument();
    expect(screen.getByText(/যুক্ত অনুষ্ঠান: Victory Day Cup/)).toHaveTextContent('দেখানো হচ্ছে');
  });

  it('shows a Bangla reader each announcement in its Bangla, with its days in Bangla', async () => {
    renderEvents('bn');
    const message = await screen.findByText('বিজয় দিবস কাপে নাম দেওয়া শুরু', { selector: 'p' });
    expect(message.nextElementSibling).toHaveTextContent(formatEventDate(announcements[0]!, 'bn'));
    expect(screen.queryByText(/Entries open/)).toBeNull();
  });
});
