import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserRouterContext } from '@/lib/page-data';
import type { Review } from '@rgcc/shared/comms/reviews';
import { reviewsLoader } from './api';
import { ReviewPage } from './review-page';

/** The page with its loader, reading a fake API that keeps what is posted. */
function renderPage(initialReviews: Review[], widgetUrl: string | null = null) {
  const reviews = [...initialReviews];
  const posts: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'POST') {
        const body = JSON.parse(String(init.body)) as Omit<Review, 'id' | 'date'> & { userPhone: string };
        posts.push(body);
        const { userPhone: _phone, ...fields } = body;
        const saved = { ...fields, id: 99, date: '2025-09-01T10:00:00.000Z' };
        reviews.push(saved);
        return new Response(JSON.stringify(saved), { status: 201 });
      }
      if (url === '/api/reviews/widget') return new Response(JSON.stringify({ url: widgetUrl }), { status: 200 });
      return new Response(JSON.stringify(reviews), { status: 200 });
    }),
  );
  const router = createMemoryRouter([{ path: '/review', loader: reviewsLoader, Component: ReviewPage }], {
    initialEntries: ['/review'],
    getContext: browserRouterContext,
  });
  render(<RouterProvider router={router} />);
  return posts;
}

const review = (id: number, ambience: number, service: number, food: number): Review => ({
  id,
  userName: `Guest ${id}`,
  date: `2025-0${id}-01T10:00:00.000Z`,
  ratings: { 'Ambience & Atmosphere': ambience, 'Service & Hospitality': service, 'Food & Beverages': food },
  comments: { 'Ambience & Atmosphere': '', 'Service & Hospitality': '', 'Food & Beverages': `Dish note ${id}` },
});

afterEach(() => vi.unstubAllGlobals());

describe('ReviewPage', () => {
  it('invites the first review when there are none', async () => {
    renderPage([]);
    expect(await screen.findByText('No reviews yet. Be the first to leave one!')).toBeInTheDocument();
    expect(screen.queryByText(/\d+ reviews?$/)).not.toBeInTheDocument();
  });

  it('shows each category average to one decimal with rounded stars, and the review count', async () => {
    renderPage([review(1, 5, 4, 0), review(2, 4, 4, 3), review(3, 4, 5, 4)]);
    expect(await screen.findByText('3 reviews')).toBeInTheDocument();
    const rows = screen.getAllByTestId('category-average');
    expect(rows.map((row) => within(row).getByTestId('average-value').textContent)).toEqual(['4.3', '4.3', '3.5']);
    expect(within(rows[0]!).getByRole('img', { name: '4 out of 5 stars' })).toBeInTheDocument();
    expect(within(rows[2]!).getByRole('img', { name: '4 out of 5 stars' })).toBeInTheDocument();
    expect(screen.queryByText('No reviews yet. Be the first to leave one!')).not.toBeInTheDocument();
    const names = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(names).toEqual(['Guest 3', 'Guest 2', 'Guest 1']);
  });

  it('embeds the social reviews widget only when the club has configured one', async () => {
    renderPage([]);
    await screen.findByText('No reviews yet. Be the first to leave one!');
    expect(screen.queryByTitle('Reviews of the restaurant on social media')).not.toBeInTheDocument();
    cleanup();

    renderPage([], 'https://widgets.example/club');
    expect(await screen.findByTitle('Reviews of the restaurant on social media')).toHaveAttribute('src', 'https://widgets.example/club');
  });

  it('refuses a review without name or phone and sends nothing', async () => {
    const posts = renderPage([]);
    const user = userEvent.setup();
    await screen.findByText('No reviews yet. Be the first to leave one!');
    await user.type(await screen.findByLabelText('Your name'), 'Rahim');
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Please enter your name and phone number\.$/);
    expect(posts).toEqual([]);
  });

  it('sends a complete review, resets the form and shows the review with the others', async () => {
    const posts = renderPage([]);
    const user = userEvent.setup();
    await screen.findByText('No reviews yet. Be the first to leave one!');
    await user.type(await screen.findByLabelText('Your name'), 'Rahim');
    await user.type(screen.getByLabelText('Phone number'), '01711000000');
    await user.click(within(screen.getByRole('group', { name: 'Service & Hospitality' })).getByRole('radio', { name: '4 stars' }));
    await user.type(screen.getByLabelText('Your comment on Service & Hospitality (optional)'), 'Quick and warm');
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));
    await vi.waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toEqual({
      userName: 'Rahim',
      userPhone: '01711000000',
      ratings: { 'Ambience & Atmosphere': 0, 'Service & Hospitality': 4, 'Food & Beverages': 0 },
      comments: { 'Ambience & Atmosphere': '', 'Service & Hospitality': 'Quick and warm', 'Food & Beverages': '' },
    });
    await vi.waitFor(() => expect(screen.getByLabelText('Your name')).toHaveValue(''));
    expect(screen.getByLabelText('Phone number')).toHaveValue('');
    expect(screen.getByLabelText('Your comment on Service & Hospitality (optional)')).toHaveValue('');
    expect(screen.queryAllByRole('radio', { checked: true })).toHaveLength(0);
    expect(await screen.findByText('1 review')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Rahim' })).toBeInTheDocument();
  });
});
