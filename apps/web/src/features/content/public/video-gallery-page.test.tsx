import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserRouterContext } from '@/lib/page-data';
import { LocaleContext } from '@/lib/use-locale';
import type { Video } from '@rgcc/shared/content/content';
import type { Locale } from '@rgcc/shared/format/locale';
import { videoGalleryLoader } from './gallery-api';
import { VideoGalleryPage } from './video-gallery-page';

const videos: Video[] = [
  { id: 1, title: 'Dawn on the first tee', video: 'videos/dawn', poster: 'videos/dawn' },
  { id: 2, title: 'Monsoon on the Teesta', video: 'videos/monsoon', poster: 'videos/monsoon' },
];

/** The page with its loader, reading a fake API that answers `list`, in a language. */
function renderPage(list: Video[], locale: Locale) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(list), { status: 200 })),
  );
  const router = createMemoryRouter([{ path: '/video-gallery', loader: videoGalleryLoader, Component: VideoGalleryPage }], {
    initialEntries: ['/video-gallery'],
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

describe('VideoGalleryPage', () => {
  it('names each video to play and says where the player is', async () => {
    renderPage(videos, 'en');
    const list = await screen.findByRole('list', { name: 'Videos' });
    expect(within(list).getAllByRole('button').map((button) => button.textContent)).toEqual(videos.map((video) => `Play video: ${video.title}`));

    fireEvent.click(within(list).getAllByRole('button')[1]!);
    const dialog = await screen.findByRole('dialog', { name: 'Monsoon on the Teesta' });
    expect(within(dialog).getByText('Video 2 of 2')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByText('Video 1 of 2')).toBeInTheDocument();
  });

  it('speaks Bangla on the Bangla page, with Bengali digits', async () => {
    renderPage(videos, 'bn');
    expect(await screen.findByRole('heading', { level: 1, name: 'ভিডিও গ্যালারি' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'ভিডিও' });
    expect(within(list).getAllByRole('button')[0]).toHaveTextContent('ভিডিও চালান: Dawn on the first tee');

    fireEvent.click(within(list).getAllByRole('button')[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Dawn on the first tee' });
    expect(within(dialog).getByText('২টির মধ্যে ১ নম্বর ভিডিও')).toBeInTheDocument();
    expect(within(dialog).getByText('১ / ২')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'পরের' })).toBeInTheDocument();
  });

  it('says so when there are no videos yet', async () => {
    renderPage([], 'en');
    expect(await screen.findByText('Videos are coming soon.')).toBeInTheDocument();
  });
});
