import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signedInLoader } from '@/lib/current-account';
import { browserRouterContext, signedInRouteId } from '@/lib/page-data';
import { toast } from '@/lib/toast';
import { LocaleContext } from '@/lib/use-locale';
import type { Locale } from '@rgcc/shared/format/locale';
import type { StaffMember } from '@rgcc/shared/account/staff';
import { staffListLoader } from './api';
import { StaffPage } from './staff-page';

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const member = (email: string, fields: Partial<StaffMember>): StaffMember => ({
  id: null,
  email,
  role: 'content',
  status: 'active',
  lastSignInAt: null,
  invitationId: null,
  inviteExpiresAt: null,
  ...fields,
});

const staff: StaffMember[] = [
  member('me@example.com', { id: 1, role: 'admin' }),
  member('active@example.com', { id: 2 }),
  member('gone@example.com', { id: 3, status: 'deactivated' }),
  member('invited@example.com', { status: 'invited', invitationId: 7, inviteExpiresAt: '2026-03-04T05:06:07.000Z' }),
];

/** The Staff page signed in as me@example.com, reading a fake API whose writes answer `answer`. */
function renderPage(answer: { status: number; body: unknown }, language: Locale = 'en') {
  const writes: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method && init.method !== 'GET') {
        writes.push(`${init.method} ${url}`);
        return new Response(JSON.stringify(answer.body), { status: answer.status });
      }
      if (url === '/api/me') return new Response(JSON.stringify({ email: 'me@example.com', role: 'admin', memberId: null, dashboardLocked: false, mustChangePassword: false, language }));
      return new Response(JSON.stringify({ items: staff }));
    }),
  );
  // jsdom lays nothing out: the wide table's scroll hint has nothing to measure.
  vi.stubGlobal('ResizeObserver', class { observe() {} unobserve() {} disconnect() {} });
  const router = createMemoryRouter([{ id: signedInRouteId, loader: signedInLoader, children: [{ path: '/admin/staff', loader: staffListLoader, Component: StaffPage }] }], {
    initialEntries: ['/admin/staff'],
    getContext: browserRouterContext,
  });
  render(
    <LocaleContext value={language}>
      <RouterProvider router={router} />
    </LocaleContext>,
  );
  return writes;
}

const rowOf = async (email: string) => (await screen.findByRole('rowheader', { name: new RegExp(`^${email}`) })).closest('tr')!;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('StaffPage', () => {
  it('offers each row its actions: none on one’s own, reset and deactivate on an active account, reactivate on a deactivated one, cancel on an invitation', async () => {
    renderPage({ status: 200, body: { message: 'Done.' } });
    const actionsOf = async (email: string) =>
      within(await rowOf(email))
        .queryAllByRole('button')
        .map((button) => button.textContent);
    expect(await actionsOf('me@example.com')).toEqual([]);
    expect(await actionsOf('active@example.com')).toEqual(['Change role', 'Reset sign-in code', 'Deactivate']);
    expect(await actionsOf('gone@example.com')).toEqual(['Change role', 'Reactivate']);
    expect(await actionsOf('invited@example.com')).toEqual(['Cancel invitation']);
  });

  it('resets a sign-in code only once confirmed, then shows the server’s message', async () => {
    const writes = renderPage({ status: 200, body: { message: 'The sign-in code of active@example.com is reset.' } });
    await userEvent.click(within(await rowOf('active@example.com')).getByRole('button', { name: 'Reset sign-in code of active@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset the sign-in code of this staff member?' });
    expect(dialog).toHaveTextContent('active@example.com is signed out everywhere at once.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(writes).toEqual([]);

    await userEvent.click(within(await rowOf('active@example.com')).getByRole('button', { name: 'Reset sign-in code of active@example.com' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes, reset' }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('The sign-in code of active@example.com is reset.'));
    expect(writes).toEqual(['POST /api/admin/staff/2/reset-sign-in-code']);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('cancels an invitation once confirmed, and shows a refusal’s message', async () => {
    const writes = renderPage({ status: 404, body: { message: 'This invitation was not found. It may have been accepted or cancelled already.' } });
    await userEvent.click(within(await rowOf('invited@example.com')).getByRole('button', { name: 'Cancel invitation to invited@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this invitation?' });
    expect(within(dialog).getByRole('button', { name: 'Keep it' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, cancel it' }));
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith('This invitation was not found. It may have been accepted or cancelled already.'));
    expect(writes).toEqual(['DELETE /api/admin/staff/invitations/7']);
  });

  it('speaks Bangla to an admin who reads the site in Bangla, roles and statuses included', async () => {
    renderPage({ status: 200, body: { message: 'Done.' } }, 'bn');
    expect(await screen.findByRole('heading', { level: 1, name: 'স্টাফ' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'স্টাফকে আমন্ত্রণ জানান' })).toBeInTheDocument();
    const active = await rowOf('active@example.com');
    expect(within(active).getByRole('combobox', { name: 'active@example.com-এর ভূমিকা' })).toHaveDisplayValue('কনটেন্ট');
    expect(within(active).getByRole('cell', { name: 'সক্রিয়' })).toBeInTheDocument();
    await userEvent.click(within(active).getByRole('button', { name: 'active@example.com নিষ্ক্রিয় করুন' }));
    const dialog = await screen.findByRole('dialog', { name: 'এই স্টাফ সদস্যকে নিষ্ক্রিয় করবেন?' });
    expect(within(dialog).getByRole('button', { name: 'বাতিল' })).toBeInTheDocument();
  });
});
