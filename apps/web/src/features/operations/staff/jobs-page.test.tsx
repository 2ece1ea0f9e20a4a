import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserRouterContext } from '@/lib/page-data';
import { LocaleContext } from '@/lib/use-locale';
import type { Locale } from '@rgcc/shared/format/locale';
import { jobRetriedMessage, type JobsOverview } from '@rgcc/shared/operations/jobs';
import { jobsLoader } from './api';
import { JobsPage } from './jobs-page';

const failedId = '5b1e6f1e-6a7c-4d8e-9f0a-1b2c3d4e5f60';
const withFailure: JobsOverview = {
  queues: [
    { queue: 'deliver-mail', what: 'deliver a mail', queued: 2, active: 1, failed: 1 },
    { queue: 'send-tee-time-reminders', what: 'send tee-time reminders', queued: 0, active: 0, failed: 0 },
  ],
  failed: [{ id: failedId, queue: 'deliver-mail', what: 'deliver a mail', failedAt: '2026-11-25T21:15:00.000Z', error: 'connect ECONNREFUSED 127.0.0.1:587', attempts: 10 }],
};
const afterRetry: JobsOverview = { queues: withFailure.queues.map((queue) => ({ ...queue, failed: 0 })), failed: [] };

function renderJobsPage(locale: Locale = 'en') {
  const posts: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'POST') {
        posts.push(url);
        return new Response(JSON.stringify({ message: jobRetriedMessage }), { status: 200 });
      }
      return new Response(JSON.stringify(posts.length === 0 ? withFailure : afterRetry), { status: 200 });
    }),
  );
  vi.stubGlobal('ResizeObserver', class { observe() {} unobserve() {} disconnect() {} });
  const router = createMemoryRouter([{ path: '/admin/jobs', loader: jobsLoader, Component: JobsPage, HydrateFallback: () => null }], {
    initialEntries: ['/admin/jobs'],
    getContext: browserRouterContext,
  });
  render(
    <LocaleContext value={locale}>
      <RouterProvider router={router} />
    </LocaleContext>,
  );
  return posts;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the Jobs page', () => {
  it('lists each queue with its counts, and a failed job with when, its tries and its error', async () => {
    renderJobsPage();
    const queues = await screen.findByRole('table', { name: 'Each queue with its jobs waiting, running and failed' });
    expect(within(queues).getAllByRole('row').slice(1).map((row) => row.textContent)).toEqual(['deliver a maildeliver-mail211', 'send tee-time reminderssend-tee-time-reminders000']);
    const failed = screen.getByRole('table', { name: 'Jobs that failed after their retries, newest first' });
    expect(within(failed).getAllByRole('row')[1]!.textContent).toBe('deliver a maildeliver-mail26 Nov 2026, 03:1510connect ECONNREFUSED 127.0.0.1:587Retry');
  });

  it('retries a failed job and reads the page again, which then has none', async () => {
    const posts = renderJobsPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Retry: deliver a mail, failed at 26 Nov 2026, 03:15' }));
    await expect.poll(() => posts).toEqual([`/api/admin/jobs/${failedId}/retry`]);
    expect(await screen.findByText('No job has failed.')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Jobs that failed after their retries, newest first' })).toBeNull();
  });

  it('speaks Bangla on a Bangla page, with counts in Bengali digits', async () => {
    renderJobsPage('bn');
    expect(await screen.findByRole('heading', { level: 1, name: 'স্বয়ংক্রিয় কাজ' })).toBeInTheDocument();
    const queues = screen.getByRole('table', { name: 'প্রতিটি সারি, তার অপেক্ষমাণ, চলমান ও ব্যর্থ কাজসহ' });
    expect(within(queues).getAllByRole('columnheader').map((heading) => heading.textContent)).toEqual(['সারি', 'অপেক্ষমাণ', 'চলমান', 'ব্যর্থ']);
    expect(within(queues).getAllByRole('row')[1]!.textContent).toBe('deliver a maildeliver-mail২১১');
    expect(screen.getByRole('button', { name: /^আবার চেষ্টা করুন: deliver a mail, ব্যর্থ হয়েছে / })).toHaveTextContent('আবার চেষ্টা করুন');
  });
});
