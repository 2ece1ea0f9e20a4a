import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Leaderboard } from '@rgcc/shared/golf/leaderboard';
import type { TournamentResults as Results } from '@rgcc/shared/golf/tournament-results';
import type { DrawGroup } from '@rgcc/shared/golf/tournaments';
import { LocaleContext } from '@/lib/use-locale';
import { LeaderboardTable } from './leaderboard-table';
import { TournamentDraw } from './tournament-draw';
import { TournamentResultsSection } from './tournament-results';

const board: Leaderboard = {
  format: 'stroke_net',
  status: 'live',
  rows: [
    { position: '1', memberId: 'a', name: 'Rahim', division: null, thru: 'F', toPar: -2, total: 70, points: null },
    { position: 'T2', memberId: 'b', name: 'Karim', division: null, thru: 12, toPar: 0, total: 48, points: null },
    { position: 'T2', memberId: 'c', name: 'Salma', division: null, thru: 9, toPar: 3, total: 39, points: null },
    { position: '', memberId: 'd', name: 'Nasrin', division: null, thru: 0, toPar: null, total: null, points: null },
  ],
};

const results: Results = {
  publishedAt: '2026-11-25T12:00:00Z',
  divisions: [
    { division: 'A', prize: 'A golf bag', winners: [{ memberId: 'a', name: 'Rahim', total: 70, toPar: -2, points: null, tieBreak: null }] },
    { division: 'B', prize: null, winners: [] },
  ],
};

const groups: DrawGroup[] = [{ group: 1, teeTime: '2026-11-25T01:30:00Z', players: [{ name: 'Rahim', handicap: 12.4, playingHandicap: 11 }] }];

function renderIn(locale: 'en' | 'bn', element: React.ReactNode) {
  render(<LocaleContext value={locale}>{element}</LocaleContext>);
}

/** Each row's position, Thru, To Par and total, as the page shows them. */
const rowsShown = () =>
  screen.getAllByTestId('leaderboard-row').map((row) => [...row.children].filter((_, index) => index !== 1).map((cell) => cell.textContent));

afterEach(cleanup);

describe('the leaderboard', () => {
  it('writes positions, Thru and To Par as golfers do, in English', async () => {
    renderIn('en', <LeaderboardTable board={board} />);
    expect(await screen.findByRole('region', { name: 'Leaderboard, Stroke play, net' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Pos', 'Player', 'Thru', 'To Par', 'Net']);
    expect(rowsShown()).toEqual([
      ['1', 'F', '−2', '70'],
      ['T2', '12', 'E', '48'],
      ['T2', '9', '+3', '39'],
      ['', '', '', ''],
    ]);
  });

  it('speaks Bangla, with Bengali digits, on a Bangla page', async () => {
    renderIn('bn', <LeaderboardTable board={board} />);
    expect(await screen.findByRole('region', { name: 'লিডারবোর্ড, স্ট্রোক প্লে, নেট' })).toBeInTheDocument();
    expect(rowsShown()).toEqual([
      ['১', 'শেষ', '−২', '৭০'],
      ['যৌথ ২', '১২', 'ইভেন', '৪৮'],
      ['যৌথ ২', '৯', '+৩', '৩৯'],
      ['', '', '', ''],
    ]);
  });
});

describe('the results', () => {
  it('names each division’s winner, score and prize, in English', async () => {
    renderIn('en', <TournamentResultsSection results={results} format="stroke_net" />);
    const section = await screen.findByRole('region', { name: 'Results' });
    expect(section).toHaveTextContent('Stroke play, net. Ties for first are settled by countback over the last 9, 6, 3 and 1 holes.');
    const winners = within(section).getByRole('list', { name: 'Winners' });
    expect(winners).toHaveTextContent('Division ARahim70 net, 2 under parPrize: A golf bag');
    expect(winners).toHaveTextContent('Division BNo complete card in this division.');
  });

  it('and in Bangla, a Stableford winner by points', async () => {
    renderIn('bn', <TournamentResultsSection results={results} format="stableford" />);
    const section = await screen.findByRole('region', { name: 'ফলাফল' });
    expect(section).toHaveTextContent('স্টেবলফোর্ড।');
    expect(within(section).getByRole('list', { name: 'বিজয়ীরা' })).toHaveTextContent('ডিভিশন ARahim০ পয়েন্টপুরস্কার: A golf bag');
  });
});

describe('the draw', () => {
  it('gives each player’s handicaps, in the page’s digits', async () => {
    renderIn('en', <TournamentDraw groups={groups} />);
    expect(await screen.findByRole('heading', { name: 'Group 1' })).toBeInTheDocument();
    expect(screen.getByText('Rahim').nextSibling).toHaveTextContent('plays 11 · handicap 12.4');
    cleanup();
    renderIn('bn', <TournamentDraw groups={groups} />);
    expect(await screen.findByRole('heading', { name: 'গ্রুপ ১' })).toBeInTheDocument();
    expect(screen.getByText('Rahim').nextSibling).toHaveTextContent('প্লেয়িং হ্যান্ডিক্যাপ ১১ · হ্যান্ডিক্যাপ ১২.৪');
  });
});
