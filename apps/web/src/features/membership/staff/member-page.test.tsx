import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LocaleContext } from '@/lib/use-locale';
import type { MemberDetail } from '@rgcc/shared/membership/members';
import { ImportPage } from './import-page';
import { MemberPage } from './member-page';
import { MembersPage } from './members-page';

const member: MemberDetail = {
  id: 5,
  memberId: 'M-0042',
  name: 'Shirin Akhter',
  email: 'shirin@example.com',
  category: 'Government Officer',
  status: 'suspended',
  paid: true,
  joinedOn: '2008-04-12',
  applicationId: null,
  membershipType: null,
  mobile: '01711000001',
  presentAddress: '',
  emergencyContact: '',
  handicap: null,
  invitedAt: null,
  hasPassword: false,
  mustChangePassword: false,
  suspensionReason: 'Unpaid bills',
  lastSignInAt: null,
  payments: [],
  signIns: [],
  audit: [],
};

function renderInBangla(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/admin/members',
        loader: () => ({
          filters: { q: '', status: '', category: '', paid: '', access: '', from: '', to: '', page: 1 },
          members: { items: [member], total: 1, page: 1, pageSize: 20 },
        }),
        Component: MembersPage,
      },
      { path: '/admin/members/import', loader: () => ({ imports: [] }), Component: ImportPage },
      { path: '/admin/members/:id', loader: () => ({ member }), Component: MemberPage },
    ],
    { initialEntries: [path] },
  );
  render(
    <LocaleContext value="bn">
      <RouterProvider router={router} />
    </LocaleContext>,
  );
}

// jsdom lays nothing out: the wide table's scroll hint has nothing to measure.
beforeEach(() => vi.stubGlobal('ResizeObserver', class { observe() {} unobserve() {} disconnect() {} }));
afterEach(() => vi.unstubAllGlobals());

describe('the register in Bangla', () => {
  it('lists the members in Bangla, filters included', async () => {
    renderInBangla('/admin/members');
    expect(await screen.findByRole('heading', { level: 1, name: 'সদস্য' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('১জন সদস্য');
    const search = screen.getByRole('search', { name: 'সদস্য' });
    expect(within(search).getByLabelText('নাম, ইমেইল বা সদস্য আইডি দিয়ে খুঁজুন')).toBeInTheDocument();
    expect(within(search).getByRole('option', { name: 'আমন্ত্রিত, এখনো পাসওয়ার্ড নেই' })).toHaveValue('invited');
    expect(within(search).getByRole('option', { name: 'বেসামরিক' })).toHaveValue('Non Military');
    const row = screen.getByRole('row', { name: /Shirin Akhter/ });
    expect(within(row).getByText('স্থগিত')).toBeInTheDocument();
    expect(within(row).getByText('পরিশোধিত')).toBeInTheDocument();
  });

  it('shows a member’s page in Bangla, the member ID as it is', async () => {
    renderInBangla('/admin/members/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Shirin Akhter' })).toBeInTheDocument();
    expect(screen.getByText('M-0042 · স্থগিত · ফি পরিশোধিত')).toBeInTheDocument();
    expect(screen.getByText('স্থগিত।').parentElement).toHaveTextContent('স্থগিত। কারণ: Unpaid bills');
    expect(screen.getByRole('heading', { level: 2, name: 'রেজিস্টারে যা আছে' })).toBeInTheDocument();
    expect(screen.getByText('সরকারি কর্মকর্তা')).toBeInTheDocument();
    expect(screen.getByText('স্টাফ রেজিস্টারে যোগ করেছেন: কোনো আবেদন নেই।')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'আবার সক্রিয় করুন' })).toBeInTheDocument();
  });

  it('explains the import in Bangla, keeping the file’s own words', async () => {
    renderInBangla('/admin/members/import');
    expect(await screen.findByRole('heading', { level: 1, name: 'সদস্য ইমপোর্ট করুন' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'টেমপ্লেট ডাউনলোড করুন (CSV)' })).toHaveAttribute('href', '/api/admin/members/import-template.csv');
    expect(screen.getByText('active অথবা suspended।')).toBeInTheDocument();
    expect(screen.getByText('শুধু অঙ্ক, কমপক্ষে ১১টি।')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ফাইলটি যাচাই করুন' })).toBeInTheDocument();
    expect(screen.getByText('এখনো কোনো ফাইল ইমপোর্ট করা হয়নি।')).toBeInTheDocument();
  });
});
