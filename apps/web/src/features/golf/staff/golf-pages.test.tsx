import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Locale } from '@rgcc/shared/format/locale';
import type { StaffTee } from '@rgcc/shared/golf/scores';
import { LocaleContext } from '@/lib/use-locale';
import { FindGolferPage } from './find-golfer-page';
import { GolfPage } from './golf-page';
import { TeesPage } from './tees-page';

const tees: StaffTee[] = [
  { id: 1, name: 'Blue', gender: 'men', holes: 9, par: 36, courseRating: 35.3, slopeRating: 125, ratingConfirmed: true, bn: { name: 'নীল' } },
  { id: 2, name: 'Red', gender: 'women', holes: 9, par: 36, courseRating: 36.1, slopeRating: 121, ratingConfirmed: false, bn: {} },
];

/** The console's Golf pages in a language, with the tees given (no API). */
function renderGolf(locale: Locale, path: string) {
  const router = createMemoryRouter(
    [
      { path: '/admin/golf', loader: () => ({ tees }), Component: GolfPage, HydrateFallback: () => null },
      { path: '/admin/golf/tees', loader: () => ({ tees }), Component: TeesPage, HydrateFallback: () => null },
      { path: '/admin/golf/members', Component: FindGolferPage },
      { path: '/admin/golf/members/:memberId', Component: () => <p>The record</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <LocaleContext value={locale}>
      <RouterProvider router={router} />
    </LocaleContext>,
  );
}

describe('GolfPage', () => {
  it('lists the section’s pages in English', async () => {
    renderGolf('en', '/admin/golf');
    expect(await screen.findByRole('heading', { level: 1, name: 'Golf' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Tees and ratings/ })).toHaveAttribute('href', '/admin/golf/tees');
    expect(screen.getByRole('link', { name: /^Members’ handicap records/ })).toHaveAttribute('href', '/admin/golf/members');
  });

  it('lists them in Bangla', async () => {
    renderGolf('bn', '/admin/golf');
    expect(await screen.findByRole('heading', { level: 1, name: 'গলফ' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^টি ও রেটিং/ })).toHaveAttribute('href', '/admin/golf/tees');
    expect(screen.getByRole('link', { name: /^সদস্যদের হ্যান্ডিক্যাপ রেকর্ড/ })).toHaveAttribute('href', '/admin/golf/members');
  });
});

describe('TeesPage', () => {
  it('shows each tee’s ratings for 9 and 18 holes, in English', async () => {
    renderGolf('en', '/admin/golf/tees');
    const blue = await screen.findByRole('article', { name: 'Blue' });
    expect(within(blue).getByText('Men · Confirmed by the Federation')).toBeInTheDocument();
    expect(within(blue).getByRole('table', { name: 'Ratings of the Blue tees for 9 and 18 holes' })).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Red' })).getByText('Women · Provisional: to be confirmed by the Federation')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add the tees' })).toBeInTheDocument();
  });

  it('speaks Bangla: the tees, their ratings and the form to add tees', async () => {
    renderGolf('bn', '/admin/golf/tees');
    expect(await screen.findByRole('heading', { level: 1, name: 'টি ও রেটিং' })).toBeInTheDocument();
    const blue = screen.getByRole('article', { name: 'Blue' });
    expect(within(blue).getByText('পুরুষ · ফেডারেশন নিশ্চিত করেছে')).toBeInTheDocument();
    expect(within(blue).getByRole('columnheader', { name: 'কোর্স রেটিং' })).toBeInTheDocument();
    expect(within(blue).getByRole('rowheader', { name: '১৮ হোল (নয়টি হোল দুবার)' })).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Red' })).getByText('নারী · অস্থায়ী: ফেডারেশনের নিশ্চিতকরণ সাপেক্ষে')).toBeInTheDocument();
    const add = screen.getByRole('region', { name: 'টি যোগ করুন' });
    expect(within(add).getByRole('combobox', { name: 'যাঁদের জন্য' })).toHaveDisplayValue('পুরুষ');
    expect(within(add).getByRole('button', { name: 'টি যোগ করুন' })).toBeInTheDocument();
  });

  it('opens a tee’s form in Bangla, named after the tee', async () => {
    renderGolf('bn', '/admin/golf/tees');
    const blue = await screen.findByRole('article', { name: 'Blue' });
    await userEvent.setup().click(within(blue).getByRole('button', { name: /পরিবর্তন করুন$/ }));
    const form = await screen.findByRole('form', { name: 'Blue টি পরিবর্তন করুন' });
    expect(within(form).getByRole('button', { name: 'টি সংরক্ষণ করুন' })).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'ফিরে যান' })).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'নাম (বাংলায়)' })).toHaveValue('নীল');
  });
});

describe('FindGolferPage', () => {
  it('asks in Bangla for a member ID like the card’s', async () => {
    renderGolf('bn', '/admin/golf/members');
    expect(await screen.findByRole('heading', { level: 1, name: 'সদস্যদের হ্যান্ডিক্যাপ রেকর্ড' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'সদস্য আইডি' }), 'nobody');
    await user.click(screen.getByRole('button', { name: 'রেকর্ড খুলুন' }));
    expect(await screen.findByText('M-0042-এর মতো একটি সদস্য আইডি লিখুন।')).toBeInTheDocument();
  });

  it('says it in English too, and opens a record by its ID', async () => {
    renderGolf('en', '/admin/golf/members');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Open the record' }));
    expect(await screen.findByText('Enter a member ID such as M-0042.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Member ID' }), 'm-0042');
    await user.click(screen.getByRole('button', { name: 'Open the record' }));
    expect(await screen.findByText('The record')).toBeInTheDocument();
  });
});
