import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '@rgcc/shared/format/locale';
import type { StaffReview, StaffReviewPage } from '@rgcc/shared/comms/reviews';
import { browserRouterContext } from '@/lib/page-data';
import { LocaleContext } from '@/lib/use-locale';
import { reviewsLoader } from './review-moderation-api';
import { ReviewsPage } from './reviews-page';

const review = (id: number, userName: string, hidden: boolean): StaffReview => ({
  id,
  userName,
  userPhone: '+880 1711-000000',
  date: '2026-03-01T10:00:00.000Z',
  hidden,
  ratings: { 'Ambience & Atmosphere': 5, 'Service & Hospitality': 0, 'Food & Beverages': 4 },
  comments: { 'Ambience & Atmosphere': '', 'Service & Hospitality': '', 'Food & Beverages': 'Good fish.' },
});
const page: StaffReviewPage = { items: [review(2, 'Rahim', false), review(1, 'Karim', true)], total: 2, page: 1, pageSize: 20 };

/** The console's Reviews page in a language, reading a fake API. */
function renderReviews(locale: Locale) {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(page))));
  const router = createMemoryRouter([{ path: '/admin/reviews', loader: reviewsLoader, Component: ReviewsPage, HydrateFallback: () => null }], {
    initialEntries: ['/admin/reviews'],
    getContext: browserRouterContext,
  });
  render(
    <LocaleContext value={locale}>
      <RouterProvider router={router} />
    </LocaleContext>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('ReviewsPage', () => {
  it('lists the reviews with their ratings and the buttons to moderate them, in English', async () => {
    renderReviews('en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Reviews' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('2 reviews');
    const rahim = screen.getByRole('article', { name: 'Rahim' });
    expect(within(rahim).getByRole('button', { name: /^Hide/ })).toHaveTextContent('Hide the review by Rahim');
    expect(within(rahim).getByText('Ambience & Atmosphere').nextElementSibling).toHaveTextContent('5 of 5');
    expect(within(rahim).getByText('Service & Hospitality').nextElementSibling).toHaveTextContent('Not rated');
    expect(within(screen.getByRole('article', { name: /^Karim/ })).getByRole('button', { name: /^Show/ })).toHaveTextContent('Show the review by Karim');
  });

  it('speaks Bangla: the heading, the count, the categories and the buttons', async () => {
    renderReviews('bn');
    expect(await screen.findByRole('heading', { level: 1, name: 'রিভিউ' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('২টি রিভিউ');
    const rahim = screen.getByRole('article', { name: 'Rahim' });
    expect(within(rahim).getByText('পরিবেশ ও আবহ').nextElementSibling).toHaveTextContent('৫-এর মধ্যে ৫');
    expect(within(rahim).getByText('সেবা ও আতিথেয়তা').nextElementSibling).toHaveTextContent('রেটিং দেওয়া হয়নি');
    expect(within(rahim).getByRole('button', { name: /লুকান$/ })).toHaveTextContent('Rahim-এর রিভিউটি লুকান');
    const karim = screen.getByRole('article', { name: /^Karim/ });
    expect(within(karim).getByRole('heading', { level: 2 })).toHaveTextContent('Karimলুকানো');
    expect(within(karim).getByRole('button', { name: /দেখান$/ })).toHaveTextContent('Karim-এর রিভিউটি দেখান');
  });

  it('asks in Bangla before deleting a review', async () => {
    renderReviews('bn');
    const rahim = await screen.findByRole('article', { name: 'Rahim' });
    await userEvent.setup().click(within(rahim).getByRole('button', { name: /মুছুন$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'রিভিউটি মুছে ফেলবেন?' });
    expect(within(dialog).getByRole('button', { name: 'হ্যাঁ, মুছে ফেলুন' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'বাতিল' })).toBeInTheDocument();
    expect(within(dialog).getByText('Rahim', { selector: 'strong' }).parentElement).toHaveTextContent(/^Rahim-এর রিভিউটি স্থায়ীভাবে মুছে ফেলা হবে।/);
  });
});
