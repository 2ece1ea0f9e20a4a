import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CurrentAccount } from '@rgcc/shared/account/account';
import { defaultTeeTimeSettings, type TeeTimeSlot } from '@rgcc/shared/bookings/tee-times';
import { addDays, clubToday } from '@rgcc/shared/format/club-date';
import { formatClubClock } from '@rgcc/shared/format/dates';
import type { Locale } from '@rgcc/shared/format/locale';
import { TeeTimesPage } from './tee-times-page';
import { renderSignedInPage } from '@/testing/render-signed-in-page';

const account: CurrentAccount = { email: 'rafiqul@example.com', firstName: 'Rafiqul', role: 'member', memberId: 'M-0246', dashboardLocked: false, mustChangePassword: false, language: 'en' };
const date = addDays(clubToday(), 1);
const at = (time: string) => new Date(`${date}T${time}:00+06:00`).toISOString();
const slots: TeeTimeSlot[] = [
  { startsAt: at('11:20'), capacity: 4, available: 4, blocked: null },
  { startsAt: at('11:30'), capacity: 4, available: 0, blocked: null },
  { startsAt: at('11:40'), capacity: 4, available: 4, blocked: 'Greens aeration' },
];

function renderPage(locale: Locale) {
  vi.stubGlobal('ResizeObserver', class { observe() {} unobserve() {} disconnect() {} });
  renderSignedInPage({ path: '/dashboard/tee-times', Component: TeeTimesPage, data: { date, slots, settings: defaultTeeTimeSettings, mine: { bookings: [], waitlist: [] } }, account, locale });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the Tee times page', () => {
  it('keeps its English', async () => {
    renderPage('en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tee times' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Book the 9-hole course up to 7 days ahead, for yourself and up to 3 others: members by their member ID, guests by name. Members hold one booking a day, and may cancel online until 24 hours before. All times are Dhaka time, UTC+6.',
      ),
    ).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Tee times' });
    expect(within(list).getByText('Closed: Greens aeration')).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: /^11:30/ })).toHaveTextContent('11:30FullJoin the waitlist');
    fireEvent.click(within(list).getByRole('button', { name: /^11:20/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Book 11:20' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add a member' }));
    expect(within(dialog).getByLabelText('Member ID, player 2')).toHaveAttribute('placeholder', 'M-0042');
    expect(within(dialog).getByRole('button', { name: 'Book for 2 players' })).toBeInTheDocument();
  });

  it('speaks Bangla, counting in Bengali digits', async () => {
    renderPage('bn');
    expect(await screen.findByRole('heading', { level: 1, name: 'টি টাইম' })).toBeInTheDocument();
    expect(screen.getByText(/^নিজের জন্য এবং আরও সর্বোচ্চ ৩ জনের জন্য ৯ হোলের কোর্স ৭ দিন আগে পর্যন্ত বুক করুন/)).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'টি টাইম' });
    expect(within(list).getByText('বন্ধ: Greens aeration')).toBeInTheDocument();
    const time = formatClubClock(at('11:20'), 'bn');
    const slot = within(list).getByRole('button', { name: new RegExp(`^${time}`) });
    expect(slot).toHaveTextContent('৪টির মধ্যে ৪টি জায়গা খালি');
    fireEvent.click(slot);
    const dialog = await screen.findByRole('dialog', { name: `${time} বুক করুন` });
    expect(dialog).toHaveTextContent('আপনি খেলবেন। আরও সর্বোচ্চ ৩ জনকে যোগ করুন:');
    fireEvent.click(within(dialog).getByRole('button', { name: 'একজন অতিথি যোগ করুন' }));
    expect(within(dialog).getByLabelText('অতিথির নাম, অতিথি ১')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '২ জন খেলোয়াড়ের জন্য বুক করুন' })).toBeInTheDocument();
  });
});
