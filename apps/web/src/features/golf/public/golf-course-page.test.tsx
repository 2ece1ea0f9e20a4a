import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Hole } from '@rgcc/shared/content/content';
import type { Tee } from '@rgcc/shared/golf/scores';
import { rootRouteId } from '@/lib/page-data';
import { LocaleContext } from '@/lib/use-locale';
import { GolfCoursePage } from './golf-course-page';

const holes: Hole[] = [
  { number: 1, menDistanceYards: 512, womenDistanceYards: 430, par: 5, handicapIndex: 2, description: 'A long opener.', image: 'course/hole-1' },
  { number: 2, menDistanceYards: 498, womenDistanceYards: 401, par: 4, handicapIndex: 1, description: 'Uphill.', image: 'course/hole-2' },
];
const tees: Tee[] = [{ id: 1, name: 'Blue', gender: 'men', holes: 9, par: 36, courseRating: 35.3, slopeRating: 124, ratingConfirmed: false }];

function renderPage(locale: 'en' | 'bn') {
  const path = locale === 'bn' ? '/bn/golf-course' : '/golf-course';
  const router = createMemoryRouter(
    [
      {
        id: rootRouteId,
        loader: () => ({ renderedAt: 0, club: { courseStatus: { state: 'open', note: '', since: null } } }),
        HydrateFallback: () => null,
        children: [{ path, loader: () => ({ holes, tees }), Component: GolfCoursePage }],
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

/** The scorecard row headed `label`: its cells. */
const cells = (label: string) => [...screen.getByRole('rowheader', { name: label }).parentElement!.querySelectorAll('td')].map((cell) => cell.textContent);

// The slideshow asks whether the visitor wants less motion: they do, so it stays still.
beforeEach(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the golf course page', () => {
  it('keeps its English, the scorecard in plain figures', async () => {
    renderPage('en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Golf Course' })).toBeInTheDocument();
    expect(cells('Par')).toEqual(['5', '4', '9']);
    expect(cells('Men (yds)')).toEqual(['512', '498', '1010']);
    expect(screen.getByText("Men's tees").nextSibling).toHaveTextContent('1,010 yds');
    // (jsdom's accessible name drops the space before the hidden words; a browser keeps it, e2e/restaurant-and-course.spec.ts.)
    expect(screen.getAllByRole('button', { name: /^See Image/ })[1]).toHaveTextContent('See Image of hole 2');
    const blue = screen.getByRole('rowheader', { name: /^Blue/ }).parentElement!;
    expect(blue).toHaveTextContent('Blue (Men)Provisional: to be confirmed by the Federation35.3 / 70.612436 / 72');
  });

  it('speaks Bangla, in Bengali digits, on a Bangla page', async () => {
    renderPage('bn');
    expect(await screen.findByRole('heading', { level: 1, name: 'গলফ কোর্স' })).toBeInTheDocument();
    expect(cells('পার')).toEqual(['৫', '৪', '৯']);
    expect(cells('পুরুষ (গজ)')).toEqual(['৫১২', '৪৯৮', '১০১০']);
    expect(screen.getByText('পুরুষদের টি').nextSibling).toHaveTextContent('১,০১০ গজ');
    expect(screen.getAllByRole('button', { name: /ছবি দেখুন$/ })[1]).toHaveTextContent('হোল ২-এর ছবি দেখুন');
    const holeCards = within(screen.getByRole('list', { name: 'হোল' })).getAllByTestId('hole');
    expect(holeCards[0]).toHaveTextContent('হোল ১পার ৫');
    const blue = screen.getByRole('rowheader', { name: /^Blue/ }).parentElement!;
    expect(blue).toHaveTextContent('Blue (পুরুষ)অস্থায়ী: ফেডারেশনের নিশ্চিতকরণ সাপেক্ষে৩৫.৩ / ৭০.৬১২৪৩৬ / ৭২');
  });
});
