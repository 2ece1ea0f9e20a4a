import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LocaleContext } from '@/lib/use-locale';
import type { Leader, Sponsor } from '@rgcc/shared/content/content';
import { LeadershipGrid } from './leadership-grid';
import { SponsorsCarousel } from './sponsors-carousel';

beforeEach(() => {
  // The carousel measures its track; jsdom has no layout to observe.
  vi.stubGlobal('ResizeObserver', class { observe() {} unobserve() {} disconnect() {} });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const leaders: Leader[] = [
  { id: 1, name: 'A. Rahman', title: 'President', image: 'leaders/president', featured: true },
  { id: 2, name: 'S. Akter', title: 'Secretary', image: 'leaders/secretary', featured: false },
];
const sponsors: Sponsor[] = [{ id: 1, name: 'Teesta Tea', image: 'sponsors/teesta-tea', url: 'https://example.com' }];

describe('LeadershipGrid and SponsorsCarousel', () => {
  it('name their lists, portraits and links in English', async () => {
    render(
      <>
        <LeadershipGrid leaders={leaders} />
        <SponsorsCarousel sponsors={sponsors} />
        <SponsorsCarousel sponsors={[]} label="Tournament sponsors" />
      </>,
    );
    const team = await screen.findByRole('list', { name: 'Leadership team' });
    expect(within(team).getByRole('img', { name: 'Portrait of A. Rahman' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Teesta Tea's website (opens in a new tab)" })).toHaveAttribute('href', 'https://example.com');
    expect(screen.getByRole('region', { name: 'Our sponsors' })).toBeInTheDocument();
    expect(screen.getByText('Sponsors will be announced soon.')).toBeInTheDocument();
  });

  it('speak Bangla on a Bangla page', async () => {
    render(
      <LocaleContext value="bn">
        <LeadershipGrid leaders={leaders} />
        <SponsorsCarousel sponsors={sponsors} />
      </LocaleContext>,
    );
    const team = await screen.findByRole('list', { name: 'নেতৃত্ব দল' });
    expect(within(team).getByRole('img', { name: 'A. Rahman-এর প্রতিকৃতি' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Teesta Tea-এর ওয়েবসাইট (নতুন ট্যাবে খোলে)' })).toBeInTheDocument();
  });
});
