import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '@rgcc/shared/format/locale';
import type { InboxMessageDetail, InboxMessagePage, SubscriberPage } from '@rgcc/shared/comms/inbox';
import { browserRouterContext } from '@/lib/page-data';
import { LocaleContext } from '@/lib/use-locale';
import { inboxLoader, inboxMessageLoader } from './api';
import { InboxPage } from './inbox-page';
import { InboxMessagePage as MessagePage } from './message-page';

const messages: InboxMessagePage = {
  items: [
    { id: 3, kind: 'contact', from: 'Nasima Akter', email: 'nasima@example.com', phone: null, preview: 'Is the course open on Friday?', createdAt: '2026-03-01T04:00:00.000Z', handledAt: null },
    { id: 2, kind: 'contact', from: 'Karim Uddin', email: null, phone: '+880 1711-000000', preview: 'Please call me back.', createdAt: '2026-02-01T04:00:00.000Z', handledAt: '2026-02-02T04:00:00.000Z' },
  ],
  total: 2,
  page: 1,
  pageSize: 20,
};
const ratings: InboxMessagePage = {
  items: [{ id: 12, kind: 'rating', from: null, email: null, phone: null, preview: 'Lovely fish curry.', createdAt: '2026-03-01T04:00:00.000Z', handledAt: null }],
  total: 1,
  page: 1,
  pageSize: 20,
};
const subscribers: SubscriberPage = {
  items: [{ id: 4, email: 'reader@example.com', status: 'pending', createdAt: '2026-03-01T04:00:00.000Z', confirmedAt: null, unsubscribedAt: null }],
  total: 1,
  page: 1,
  pageSize: 20,
};
const contact: InboxMessageDetail = {
  ...messages.items[0]!,
  fields: [{ label: 'Email', value: 'nasima@example.com' }],
  message: 'Is the course open on Friday?',
  handledBy: null,
  replyTo: 'nasima@example.com',
  replies: [{ id: 1, author: null, text: 'Yes, from six.', at: '2026-03-01T06:00:00.000Z', fromSender: false }],
};
const rating: InboxMessageDetail = { ...ratings.items[0]!, fields: [], message: 'Lovely fish curry.', handledBy: null, replyTo: null, replies: [] };

/** The Inbox in a language, reading a fake API. */
function renderInbox(locale: Locale, path: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const { pathname, searchParams } = new URL(url, 'http://localhost');
      const bodies: Record<string, unknown> = {
        '/api/admin/inbox': searchParams.get('kind') === 'rating' ? ratings : messages,
        '/api/admin/inbox/subscribers': subscribers,
        '/api/admin/inbox/contact/3': contact,
        '/api/admin/inbox/rating/12': rating,
      };
      return pathname in bodies ? new Response(JSON.stringify(bodies[pathname])) : new Response(JSON.stringify({ message: 'Message not found.' }), { status: 404 });
    }),
  );
  vi.stubGlobal('ResizeObserver', class { observe() {} unobserve() {} disconnect() {} });
  const router = createMemoryRouter(
    [
      { path: '/admin/inbox', loader: inboxLoader, Component: InboxPage, HydrateFallback: () => null },
      { path: '/admin/inbox/:kind/:id', loader: inboxMessageLoader, Component: MessagePage, HydrateFallback: () => null },
    ],
    { initialEntries: [path], getContext: browserRouterContext },
  );
  render(
    <LocaleContext value={locale}>
      <RouterProvider router={router} />
    </LocaleContext>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('InboxPage', () => {
  it('lists the contact messages with their status, in English', async () => {
    renderInbox('en', '/admin/inbox');
    expect(await screen.findByRole('heading', { level: 1, name: 'Inbox' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('2 items');
    expect(screen.getByRole('link', { name: 'Contact messages' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('table', { name: 'Contact messages, newest first, page 1 of 1' })).toBeInTheDocument();
    expect(screen.getByText('New', { selector: 'span' })).toBeInTheDocument();
    expect(screen.getByText('Handled', { selector: 'span' })).toBeInTheDocument();
  });

  it('speaks Bangla: the tabs, the count in Bengali digits, the columns and the statuses', async () => {
    renderInbox('bn', '/admin/inbox');
    expect(await screen.findByRole('heading', { level: 1, name: 'ইনবক্স' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('২টি ফলাফল');
    const tabs = screen.getByRole('navigation', { name: 'ইনবক্সের তালিকা' });
    expect(within(tabs).getByRole('link', { name: 'যোগাযোগের বার্তা' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('table', { name: 'যোগাযোগের বার্তা, নতুনগুলো আগে, পৃষ্ঠা ১ (মোট ১)' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'প্রেরক' })).toBeInTheDocument();
    expect(screen.getByText('নতুন', { selector: 'span' })).toBeInTheDocument();
    expect(screen.getByText('নিষ্পন্ন', { selector: 'span' })).toBeInTheDocument();
  });

  it('names a rating by its number in Bangla', async () => {
    renderInbox('bn', '/admin/inbox?kind=rating');
    expect(await screen.findByRole('link', { name: 'রেটিং 12' })).toHaveAttribute('href', '/admin/inbox/rating/12');
  });

  it('shows the newsletter subscribers with their status in Bangla', async () => {
    renderInbox('bn', '/admin/inbox?kind=newsletter');
    expect(await screen.findByText('নিশ্চিতকরণের অপেক্ষায়')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'নিবন্ধনের সময়' })).toBeInTheDocument();
  });
});

describe('InboxMessagePage', () => {
  it('shows a message with its thread and the reply form, in Bangla', async () => {
    renderInbox('bn', '/admin/inbox/contact/3');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nasima Akter' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'আলাপ' })).toBeInTheDocument();
    expect(screen.getByText('মুছে ফেলা একটি অ্যাকাউন্টের উত্তর')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'ইমেইলে উত্তর দিন' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'নিষ্পন্ন হিসেবে চিহ্নিত করুন' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ইনবক্সে ফিরে যান' })).toHaveAttribute('href', '/admin/inbox');
  });

  it('says in English where the reply goes', async () => {
    renderInbox('en', '/admin/inbox/contact/3');
    expect(await screen.findByText('nasima@example.com', { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByText('nasima@example.com', { selector: 'strong' }).parentElement).toHaveTextContent(
      "Sent to nasima@example.com from the club's address, with their message quoted below it.",
    );
  });

  it('says in Bangla that a rating is anonymous', async () => {
    renderInbox('bn', '/admin/inbox/rating/12');
    expect(await screen.findByRole('heading', { level: 1, name: 'রেটিং 12' })).toBeInTheDocument();
    expect(screen.getByText('নাম প্রকাশে অনিচ্ছুক একজন অতিথি')).toBeInTheDocument();
    expect(screen.getByText('রেটিং নামহীন: উত্তর দেওয়ার মতো কেউ নেই।')).toBeInTheDocument();
  });
});
