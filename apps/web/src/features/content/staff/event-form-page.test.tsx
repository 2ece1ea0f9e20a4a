import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserRouterContext } from '@/lib/page-data';
import { LocaleContext } from '@/lib/use-locale';
import type { StaffEvent } from '@rgcc/shared/content/club-events';
import { EventFormPage } from './event-form-page';

const event: StaffEvent = {
  id: 3,
  title: 'Victory Day Cup',
  startsOn: '2026-12-16',
  endsOn: '',
  description: 'A day of stroke play.',
  photos: [
    { image: 'events/victory-1', caption: 'The first tee at dawn', bn: { caption: 'ভোরে প্রথম টি' } },
    { image: 'events/victory-2', caption: 'Prize-giving', bn: {} },
  ],
  bn: { title: 'বিজয় দিবস কাপ' },
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the event form's photos", () => {
  it("give each caption's Bangla beside the English, and send it with the event", async () => {
    const sent = vi.fn(async (_url: string, init: RequestInit) => new Response(JSON.stringify({ ...event, ...JSON.parse(String(init.body)) }), { status: 200 }));
    vi.stubGlobal('fetch', sent);
    const router = createMemoryRouter(
      [
        { path: '/admin/events/:id', loader: () => ({ event, found: true }), Component: EventFormPage, HydrateFallback: () => null },
        { path: '/admin/events', Component: () => null },
      ],
      { initialEntries: ['/admin/events/3'], getContext: browserRouterContext },
    );
    render(
      <LocaleContext value="en">
        <RouterProvider router={router} />
      </LocaleContext>,
    );
    const first = await screen.findByRole('textbox', { name: 'Caption of photo 1 in Bangla' });
    expect(first).toHaveValue('ভোরে প্রথম টি');
    expect(first).toHaveAttribute('lang', 'bn');
    const second = screen.getByRole('textbox', { name: 'Caption of photo 2 in Bangla' });
    expect(second).toHaveValue('');
    const user = userEvent.setup();
    await user.type(second, 'পুরস্কার বিতরণ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(sent).toHaveBeenCalled());
    const [url, init] = sent.mock.calls[0]!;
    expect(url).toContain('/api/admin/events/3');
    expect(JSON.parse(String(init.body)).photos).toEqual([
      { image: 'events/victory-1', caption: 'The first tee at dawn', bn: { caption: 'ভোরে প্রথম টি' } },
      { image: 'events/victory-2', caption: 'Prize-giving', bn: { caption: 'পুরস্কার বিতরণ' } },
    ]);
  });
});
