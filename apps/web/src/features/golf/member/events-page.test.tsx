import { screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import type { CurrentAccount } from '@rgcc/shared/account/account';
import type { ScoringSheet } from '@rgcc/shared/golf/live-scoring';
import type { MemberTournament, MemberTournamentDetail } from '@rgcc/shared/golf/tournaments';
import { EventsPage } from './events-page';
import { MarkerScoringPage } from './scoring-page';
import { TournamentPage } from './tournament-page';
import { renderSignedInPage } from '@/testing/render-signed-in-page';

const account: CurrentAccount = { email: 'karim@example.com', firstName: 'Karim', role: 'member', memberId: 'M-0042', dashboardLocked: false, mustChangePassword: false, language: 'bn' };

const open: MemberTournament = {
  eventId: 7,
  title: 'Winter Cup',
  date: '5 December 2026',
  entriesCloseAt: '2026-12-01T12:00:00Z',
  open: true,
  maxField: 8,
  handicapLimit: 28,
  entryFeePaisa: 150_000,
  format: 'stableford',
  allowancePercent: 95,
  entryCount: 2,
  tees: [
    { id: 1, name: 'Blue' },
    { id: 2, name: 'Red' },
  ],
  entry: null,
};

const entered: MemberTournament = {
  ...open,
  eventId: 8,
  title: 'Victory Day Cup',
  open: false,
  entryFeePaisa: 0,
  format: 'stroke_gross',
  entry: { handicap: 12.4, enteredAt: '2026-11-20T04:00:00Z', group: 1, teeTime: '2026-12-16T01:30:00Z', tee: 'Blue', playingHandicap: 11, division: 'A' },
};

const detail: MemberTournamentDetail = { ...open, entries: [{ name: 'Salma Khatun', handicap: 8 }], draw: null };

const sheet: ScoringSheet = {
  eventId: 8,
  title: 'Victory Day Cup',
  format: 'stroke_gross',
  closedReason: null,
  pars: Array(18).fill(4),
  strokeIndexes: Array.from({ length: 18 }, (_, index) => index + 1),
  cards: [{ memberId: 'M-0042', name: 'Karim', group: 1, playingHandicap: 11, strokes: Array(18).fill(null), version: 0 }],
};

function renderPage(locale: 'en' | 'bn', Component: ComponentType, data: unknown) {
  renderSignedInPage({ path: '/dashboard/events', Component, data, account, locale });
}

describe('the Events page', () => {
  it('keeps its English', async () => {
    renderPage('en', EventsPage, { tournaments: [open, entered] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Events' })).toBeInTheDocument();
    const card = screen.getByRole('heading', { name: 'Winter Cup' }).closest('li')!;
    expect(card).toHaveTextContent('Entered2 of 8 placesFormatStableford, 95 % of your Course HandicapHandicap limit28.0Entry fee');
    expect(card).toHaveTextContent('plus VAT, charged to your account when you enter');
    expect(within(card).getByRole('button', { name: 'Enter Winter Cup' })).toBeInTheDocument();
    expect(screen.getByText('You are entered, with handicap 12.4.')).toBeInTheDocument();
    expect(screen.getByText('Your playing handicap: 11, division A.')).toBeInTheDocument();
  });

  it('speaks Bangla, with the format named as on the leaderboard', async () => {
    renderPage('bn', EventsPage, { tournaments: [open, entered] });
    expect(await screen.findByRole('heading', { level: 1, name: 'অনুষ্ঠান' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'আপনার অংশগ্রহণ' })).toBeInTheDocument();
    const card = screen.getByRole('heading', { name: 'Winter Cup' }).closest('li')!;
    expect(card).toHaveTextContent('অংশ নিয়েছেন৮টি স্থানের মধ্যে ২টি পূর্ণখেলার ধরনস্টেবলফোর্ড, আপনার কোর্স হ্যান্ডিক্যাপের ৯৫ %হ্যান্ডিক্যাপ সীমা২৮.০');
    expect(within(card).getByLabelText('আপনার হ্যান্ডিক্যাপ')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Winter Cup-এ অংশ নিন' })).toBeInTheDocument();
    expect(screen.getByText('আপনি ১২.৪ হ্যান্ডিক্যাপ নিয়ে অংশ নিয়েছেন।')).toBeInTheDocument();
    expect(screen.getByText('আপনার প্লেয়িং হ্যান্ডিক্যাপ: ১১, ডিভিশন A।')).toBeInTheDocument();
  });
});

describe('a tournament’s page', () => {
  it('speaks Bangla', async () => {
    renderPage('bn', TournamentPage, { tournament: detail });
    expect(await screen.findByRole('heading', { level: 1, name: 'Winter Cup' })).toBeInTheDocument();
    const list = screen.getByRole('region', { name: 'অংশগ্রহণকারীদের তালিকা' });
    expect(within(list).getByRole('listitem')).toHaveTextContent('১.Salma Khatunহ্যান্ডিক্যাপ ৮.০');
    expect(screen.getByRole('link', { name: 'অনুষ্ঠানের পাতা' })).toBeInTheDocument();
  });

  it('says in Bangla that it is not open, with the link to the open ones', async () => {
    renderPage('bn', TournamentPage, { tournament: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'টুর্নামেন্টটি পাওয়া যায়নি' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'খোলা টুর্নামেন্টগুলো' })).toHaveAttribute('href', '/dashboard/events');
  });
});

describe('the marker’s scoring page', () => {
  it('keeps its English', async () => {
    renderPage('en', MarkerScoringPage, { sheet });
    expect(await screen.findByRole('heading', { level: 1, name: 'Scoring: Victory Day Cup' })).toBeInTheDocument();
    expect(screen.getByTestId('hole')).toHaveTextContent('Hole 1');
    expect(screen.getByRole('option', { name: 'Group 1: Karim' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save hole 1' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: "Karim's card" })).toBeInTheDocument();
  });

  it('speaks Bangla, the card in Bengali digits', async () => {
    renderPage('bn', MarkerScoringPage, { sheet });
    expect(await screen.findByRole('heading', { level: 1, name: 'স্কোরিং: Victory Day Cup' })).toBeInTheDocument();
    expect(screen.getByTestId('hole')).toHaveTextContent('হোল ১');
    expect(screen.getByText('পার ৪, স্ট্রোক ইনডেক্স ১')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'গ্রুপ ১: Karim' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'এক স্ট্রোক বেশি' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'হোল ১ সংরক্ষণ করুন' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Karim-এর স্কোরকার্ড' })).toHaveTextContent(/^১–২–/);
    expect(screen.getByRole('link', { name: 'লিডারবোর্ড' })).toBeInTheDocument();
  });
});
