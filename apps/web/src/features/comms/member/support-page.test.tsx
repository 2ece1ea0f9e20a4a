import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CurrentAccount } from '@rgcc/shared/account/account';
import type { Locale } from '@rgcc/shared/format/locale';
import type { SupportThread, SupportThreadSummary } from '@rgcc/shared/comms/support';
import { rootRouteId, signedInRouteId } from '@/lib/page-data';
import { LocaleContext } from '@/lib/use-locale';
import { SupportPage } from './support-page';
import { SupportThreadPage } from './support-thread-page';

const account: CurrentAccount = {
  email: 'member@example.com',
  firstName: 'Rafiqul',
  role: 'member',
  memberId: 'M-0246',
  dashboardLocked: false,
  mustChangePassword: false,
  language: 'bn',
};
const club = { details: { phone: '+880 1700-000000' } };

const threads: SupportThreadSummary[] = [
  { id: 7, subject: 'Locker key', createdAt: '2026-03-01T04:00:00.000Z', lastActivityAt: '2026-03-02T05:00:00.000Z', unreadAnswers: 1, answered: true },
  { id: 6, subject: 'Guest fees', createdAt: '2026-02-01T04:00:00.000Z', lastActivityAt: '2026-02-01T04:00:00.000Z', unreadAnswers: 0, answered: false },
];
const thread: SupportThread = {
  id: 7,
  subject: 'Locker key',
  createdAt: '2026-03-01T04:00:00.000Z',
  entries: [
    { id: 1, from: 'member', text: 'I lost my locker key.', at: '2026-03-01T04:00:00.000Z' },
    { id: 2, from: 'club', text: 'A new one waits at reception.', at: '2026-03-02T05:00:00.000Z' },
  ],
};

// The threads' table measures itself to say when it scrolls sideways.
beforeEach(() => vi.stubGlobal('ResizeObserver', class { observe() {} unobserve() {} disconnect() {} }));
afterEach(() => vi.unstubAllGlobals());

/** The Support pages in a language, with their data given (no API). */
function renderSupport(locale: Locale, path: string, data: { threads?: SupportThreadSummary[]; thread?: SupportThread | null }) {
  const router = createMemoryRouter(
    [
      {
        id: rootRouteId,
        loader: () => ({ renderedAt: 0, club }),
        HydrateFallback: () => null,
        children: [
          {
            id: signedInRouteId,
            loader: () => ({ account }),
            children: [
              { path: '/dashboard/support', loader: () => ({ threads: data.threads ?? [] }), Component: SupportPage },
              { path: '/dashboard/support/:id', loader: () => ({ thread: data.thread ?? null }), Component: SupportThreadPage },
            ],
          },
        ],
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

describe('SupportPage', () => {
  it('lists the threads with where each stands, in English', async () => {
    renderSupport('en', '/dashboard/support', { threads });
    expect(await screen.findByRole('heading', { level: 2, name: 'Your messages' })).toBeInTheDocument();
    expect(screen.getByText('New answer')).toBeInTheDocument();
    expect(screen.getByText('Waiting for the club')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+880 1700-000000' }).parentElement).toHaveTextContent('Something urgent? Call the club office on +880 1700-000000.');
  });

  it('speaks Bangla: its headings, the form and the office phone', async () => {
    renderSupport('bn', '/dashboard/support', { threads });
    expect(await screen.findByRole('heading', { level: 1, name: 'সহায়তা' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'আপনার বার্তা' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'সর্বশেষ কার্যক্রম (ঢাকা সময়)' })).toBeInTheDocument();
    expect(screen.getByText('নতুন উত্তর')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'বিষয়' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'বার্তা পাঠান' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+880 1700-000000' }).parentElement).toHaveTextContent('জরুরি কিছু? ক্লাব অফিসে ফোন করুন: +880 1700-000000।');
  });

  it('says in Bangla that the member has not written yet', async () => {
    renderSupport('bn', '/dashboard/support', { threads: [] });
    expect(await screen.findByText(/^আপনি এখনো ক্লাবকে কিছু লেখেননি।/)).toBeInTheDocument();
  });
});

describe('SupportThreadPage', () => {
  it('shows the thread in Bangla, who wrote each message, and the form to write again', async () => {
    renderSupport('bn', '/dashboard/support/7', { thread });
    expect(await screen.findByRole('heading', { level: 2, name: 'Locker key' })).toBeInTheDocument();
    expect(screen.getByText('ক্লাব অফিস')).toBeInTheDocument();
    expect(screen.getByText('আপনি')).toBeInTheDocument();
    expect(screen.getAllByText(/\(ঢাকা সময়\)$/)).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 2, name: 'আবার লিখুন' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'আপনার সব বার্তা' })).toHaveAttribute('href', '/dashboard/support');
  });

  it('says in Bangla when the thread is not found', async () => {
    renderSupport('bn', '/dashboard/support/99', { thread: null });
    expect(await screen.findByRole('alert')).toHaveTextContent('আলাপটি পাওয়া যায়নি।');
  });
});
