import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { LocaleContext } from '@/lib/use-locale';
import { EventsCarousel } from './events-carousel';

afterEach(cleanup);

describe('EventsCarousel', () => {
  // The home page's tournaments band, when the club has no events at all.
  it('says "No events found." and links nowhere when there are none', async () => {
    const router = createMemoryRouter([{ path: '/', element: <EventsCarousel title="Golf Tournaments" events={[]} /> }]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('No events found.')).toBeInTheDocument();
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });

  it('says so in Bangla on a Bangla page', async () => {
    const router = createMemoryRouter([{ path: '/', element: <EventsCarousel title="গলফ টুর্নামেন্ট" events={[]} /> }]);
    render(
      <LocaleContext value="bn">
        <RouterProvider router={router} />
      </LocaleContext>,
    );
    expect(await screen.findByText('কোনো অনুষ্ঠান পাওয়া যায়নি।')).toBeInTheDocument();
  });
});
