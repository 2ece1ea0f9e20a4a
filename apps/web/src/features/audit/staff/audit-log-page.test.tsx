import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserRouterContext } from '@/lib/page-data';
import { LocaleContext } from '@/lib/use-locale';
import type { AuditLogPage as AuditLog } from '@rgcc/shared/audit/audit-log';
import type { Locale } from '@rgcc/shared/format/locale';
import { auditLogLoader } from './api';
import { AuditLogPage } from './audit-log-page';

const log: AuditLog = {
  items: [
    { id: 9, at: '2026-11-25T04:30:00.000Z', actor: null, action: 'member.suspend', entityType: 'member', entityId: '42', detail: null, before: { status: 'active' }, after: { status: 'suspended' } },
  ],
  total: 1,
  page: 1,
  pageSize: 50,
};

function renderLog(locale: Locale = 'en') {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(log), { status: 200 })));
  vi.stubGlobal('ResizeObserver', class { observe() {} unobserve() {} disconnect() {} });
  const router = createMemoryRouter([{ path: '/admin/audit-log', loader: auditLogLoader, Component: AuditLogPage, HydrateFallback: () => null }], {
    initialEntries: ['/admin/audit-log'],
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

describe('the audit log page', () => {
  it('lists each entry with who, what and which, and its filters', async () => {
    renderLog();
    const table = await screen.findByRole('table', { name: 'Audit log, newest first, page 1 of 1' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('A deleted account');
    expect(row).toHaveTextContent('Member 42');
    expect(screen.getByRole('status')).toHaveTextContent('1 entry');
    const kind = screen.getByRole('combobox', { name: 'Kind' });
    expect(within(kind).getAllByRole('option')[0]).toHaveTextContent('Everything');
    expect(within(kind).getByRole('option', { name: 'Convention hall booking' })).toBeInTheDocument();
  });

  it('speaks Bangla on a Bangla page: the heading, the filters, the kinds of entry and the table', async () => {
    renderLog('bn');
    expect(await screen.findByRole('heading', { level: 1, name: 'অডিট লগ' })).toBeInTheDocument();
    const search = screen.getByRole('search', { name: 'অডিট লগ' });
    expect(within(search).getByRole('searchbox', { name: 'স্টাফের ইমেইল' })).toBeInTheDocument();
    const kind = within(search).getByRole('combobox', { name: 'ধরন' });
    expect(within(kind).getAllByRole('option')[0]).toHaveTextContent('সবকিছু');
    expect(within(kind).getByRole('option', { name: 'কনভেনশন হল বুকিং' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('১টি এন্ট্রি');
    const table = screen.getByRole('table', { name: 'অডিট লগ, নতুনগুলো আগে, ১ পাতার ১ নম্বর পাতা' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('মুছে ফেলা একটি অ্যাকাউন্ট');
    expect(row).toHaveTextContent('সদস্য 42');
    expect(within(row).getByText('আগে ও পরে')).toBeInTheDocument();
  });
});
