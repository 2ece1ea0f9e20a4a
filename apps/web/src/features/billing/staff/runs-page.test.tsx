import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserRouterContext } from '@/lib/page-data';
import type { BillingRunPreview } from '@rgcc/shared/billing/accounts';
import type { BillingRunPage } from '@rgcc/shared/billing/billing-reports';
import { runsLoader } from './billing-reports-api';
import { RunsPage } from './runs-page';

const preview: BillingRunPreview = {
  period: '2026-11',
  members: 3,
  totalPaisa: 92000 * 2 + 172500,
  categories: [
    { category: 'Corporate/Business', members: 1, totalPaisa: 172500 },
    { category: 'Government Officer', members: 2, totalPaisa: 184000 },
  ],
};
const runs: BillingRunPage = {
  items: [{ id: 1, period: '2026-10', startedAt: '2026-09-30T18:00:05.000Z', finishedAt: '2026-09-30T18:00:09.000Z', startedBy: null, invoicesIssued: 120, totalPaisa: 15000000 }],
  total: 1,
  page: 1,
  pageSize: 24,
};

function renderRunsPage() {
  const posts: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'POST') {
        posts.push({ url, body: JSON.parse(String(init.body)) });
        return new Response(JSON.stringify({ period: '2026-11', invoicesIssued: 3, totalPaisa: preview.totalPaisa }), { status: 200 });
      }
      return new Response(JSON.stringify(url.includes('preview') ? preview : runs), { status: 200 });
    }),
  );
  vi.stubGlobal('ResizeObserver', class { observe() {} unobserve() {} disconnect() {} });
  const router = createMemoryRouter([{ path: '/admin/billing/runs', loader: runsLoader, Component: RunsPage, HydrateFallback: () => null }], {
    initialEntries: ['/admin/billing/runs'],
    getContext: browserRouterContext,
  });
  render(<RouterProvider router={router} />);
  return posts;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the Billing runs page', () => {
  it("shows this month's run per category and the runs so far, the scheduler's named as such", async () => {
    renderRunsPage();
    const previewTable = await screen.findByRole('table', { name: 'A run of November 2026, per category' });
    expect(within(previewTable).getAllByRole('row').slice(1).map((row) => row.textContent)).toEqual([
      'Corporate/Business11,725.00 BDT',
      'Government Officer21,840.00 BDT',
      'All33,565.00 BDT',
    ]);
    const past = screen.getByRole('table', { name: /^Billing runs, newest first/ });
    expect(within(past).getAllByRole('row')[1]!.textContent).toBe('October 20261 Oct 2026, 00:00The scheduler1201,50,000.00 BDT');
  });

  it('asks before starting the run, and starts it for the current month only when confirmed', async () => {
    const posts = renderRunsPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Start the run of November 2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Run the billing of November 2026?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(posts).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Start the run of November 2026' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, issue the invoices' }));
    await expect.poll(() => posts).toEqual([{ url: '/api/admin/billing/runs', body: { period: '2026-11' } }]);
  });
});
