import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '@rgcc/shared/format/locale';
import type { StaffTournament } from '@rgcc/shared/golf/tournaments';
import { LocaleContext } from '@/lib/use-locale';
import { EventEntriesPage } from './event-entries-page';
import { StaffScoringPage } from './scoring-page';

type Entry = StaffTournament['entries'][number];
const entry = (memberId: string, name: string, handicap: number, fields: Partial<Entry> = {}): Entry => ({
  memberId,
  name,
  email: `${memberId}@example.com`,
  handicap,
  enteredAt: '2026-03-01T04:00:00.000Z',
  group: null,
  teeTime: null,
  teeId: 1,
  tee: 'Blue',
  playingHandicap: null,
  handicapSource: null,
  division: null,
  ...fields,
});

const open: StaffTournament = {
  eventId: 5,
  title: 'Monsoon Cup',
  date: '2026-07-10',
  settings: { entriesCloseAt: '2026-07-01T18:00', maxField: 40, handicapLimit: null, entryFeePaisa: 50000, format: 'stroke_net', allowancePercent: 95, divisions: [] },
  open: true,
  tees: [{ id: 1, name: 'Blue' }],
  entries: [entry('M-0042', 'Rahim Uddin', 12.4)],
  draw: null,
  results: null,
};

const drawn: StaffTournament = {
  ...open,
  settings: { ...open.settings!, divisions: [{ name: 'A', maxHandicap: 12 }, { name: 'B', maxHandicap: null }] },
  open: false,
  entries: [
    entry('M-0042', 'Rahim Uddin', 12.4, { group: 1, teeTime: '2026-07-10T07:00', playingHandicap: 11, handicapSource: 'official', division: 'A' }),
    entry('M-0043', 'Karim Ali', 20.1, { group: 1, teeTime: '2026-07-10T07:00', playingHandicap: 19, handicapSource: 'estimate', division: 'B' }),
  ],
  draw: { firstTeeTime: '2026-07-10T07:00', intervalMinutes: 10, publishedAt: '2026-07-02T04:00:00.000Z' },
};

/** The entries page (and the scoring page) in a language, with the tournament given (no API). */
function renderEntries(locale: Locale, tournament: StaffTournament | null, path = '/admin/events/5/entries') {
  const router = createMemoryRouter(
    [
      { path: '/admin/events/:id/entries', loader: () => ({ tournament }), Component: EventEntriesPage, HydrateFallback: () => null },
      { path: '/admin/events/:id/scoring', loader: () => ({ sheet: null }), Component: StaffScoringPage, HydrateFallback: () => null },
    ],
    { initialEntries: [path] },
  );
  render(
    <LocaleContext value={locale}>
      <RouterProvider router={router} />
    </LocaleContext>,
  );
}

// The entries' table measures itself to say when it scrolls sideways.
beforeEach(() => vi.stubGlobal('ResizeObserver', class { observe() {} unobserve() {} disconnect() {} }));
afterEach(() => vi.unstubAllGlobals());

describe('EventEntriesPage', () => {
  it('shows an open tournament’s settings and entries, in English', async () => {
    renderEntries('en', open);
    expect(await screen.findByRole('heading', { level: 1, name: 'Entries: Monsoon Cup' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Entries (1 of 40)' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Format' })).toHaveDisplayValue('Stroke play, net');
    expect(screen.getByRole('button', { name: 'Take away the entry of Rahim Uddin' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close entries now' })).toBeInTheDocument();
  });

  it('speaks Bangla while entries are open: the settings, the format, the entries and entering by hand', async () => {
    renderEntries('bn', open);
    expect(await screen.findByRole('heading', { level: 1, name: 'এন্ট্রি: Monsoon Cup' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'এন্ট্রির সেটিংস' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/^এন্ট্রি খোলা থাকবে .+ পর্যন্ত।$/);
    expect(screen.getByRole('combobox', { name: 'ফরম্যাট' })).toHaveDisplayValue('স্ট্রোক প্লে, নেট');
    expect(screen.getByRole('heading', { level: 2, name: 'এন্ট্রি (৪০টির মধ্যে ১টি)' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'প্লেয়িং হ্যান্ডিক্যাপ' })).toBeInTheDocument();
    expect(screen.getByText('এন্ট্রি বন্ধ হলে')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rahim Uddin-এর এন্ট্রি বাদ দিন' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'সদস্যের এন্ট্রি করুন' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'এখনই এন্ট্রি বন্ধ করুন' })).toBeInTheDocument();
  });

  it('speaks Bangla once the draw is published: the draw, where each handicap came from, and publishing the results', async () => {
    renderEntries('bn', drawn);
    expect(await screen.findByText('ড্র প্রকাশিত হয়েছে, তাই সেটিংস আর পরিবর্তন করা যাবে না।')).toBeInTheDocument();
    const entries = screen.getByRole('table', { name: 'Monsoon Cup-এর এন্ট্রি' });
    expect(within(entries).getByText('(ফেডারেশনের ইনডেক্স)')).toBeInTheDocument();
    expect(within(entries).getByText('(ক্লাবের হিসাব)')).toBeInTheDocument();
    expect(within(entries).getByRole('columnheader', { name: 'ডিভিশন' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'ড্র' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'খেলা চলাকালে স্কোর লিখুন' })).toHaveAttribute('href', '/admin/events/5/scoring');
    const results = screen.getByRole('region', { name: 'ফলাফল' });
    expect(within(results).getByRole('textbox', { name: 'পুরস্কার, ডিভিশন A' })).toBeInTheDocument();
    expect(within(results).getByRole('button', { name: 'স্কোরিং বন্ধ করে ফলাফল প্রকাশ করুন' })).toBeInTheDocument();
  });

  it('says in Bangla when the event is not there', async () => {
    renderEntries('bn', null);
    expect(await screen.findByRole('alert')).toHaveTextContent('ইভেন্ট পাওয়া যায়নি। সম্ভবত এটি মুছে ফেলা হয়েছে।');
    expect(screen.getByRole('link', { name: 'ইভেন্টের তালিকায় ফিরে যান' })).toHaveAttribute('href', '/admin/events');
  });
});

describe('StaffScoringPage', () => {
  it('says in Bangla when the event is not a tournament', async () => {
    renderEntries('bn', null, '/admin/events/5/scoring');
    expect(await screen.findByRole('heading', { level: 1, name: 'টুর্নামেন্ট পাওয়া যায়নি' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('এই ইভেন্টটি কোনো টুর্নামেন্ট নয়।');
  });
});
