import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LocaleContext } from '@/lib/use-locale';
import type { ApplicationDetail, ApplicationList } from '@rgcc/shared/membership/applications-review';
import { sampleApplicant } from '@rgcc/shared/membership/sample-applications';
import { ApplicationPage } from './application-page';
import { ApplicationsPage } from './applications-page';

const application: ApplicationDetail = {
  id: 12,
  name: 'Rafiqul Islam',
  email: 'rafiq@example.com',
  category: 'Non Military',
  membershipType: 'Full Membership',
  status: 'awaiting_approval',
  createdAt: '2026-03-01T04:00:00.000Z',
  details: { category: 'Non Military', ...sampleApplicant },
  documents: [{ field: 'photo', label: 'Photo', url: '/api/admin/applications/12/documents/photo' }],
  emailVerifiedAt: '2026-03-01T05:00:00.000Z',
  decidedAt: null,
  rejectionReason: null,
  memberId: null,
  member: null,
  audit: [],
};

const list: ApplicationList = { items: [application], total: 1, page: 1, pageSize: 20 };

function renderInBangla(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/admin/applications', loader: () => ({ filters: { q: '', status: '', category: '', page: 1 }, list }), Component: ApplicationsPage },
      { path: '/admin/applications/:id', loader: () => ({ application }), Component: ApplicationPage },
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

describe('the applications in Bangla', () => {
  it('lists them with Bangla headings, statuses and categories', async () => {
    renderInBangla('/admin/applications');
    expect(await screen.findByRole('heading', { level: 1, name: 'সদস্যপদের আবেদন' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('১টি আবেদন');
    const row = screen.getByRole('row', { name: /Rafiqul Islam/ });
    expect(within(row).getByText('বেসামরিক')).toBeInTheDocument();
    expect(within(row).getByText('অনুমোদনের অপেক্ষায়')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'কর্মরত প্রতিরক্ষা কর্মকর্তা' })).toHaveValue('Serving Defence Officer');
  });

  it('shows one application, its answers, documents and decision in Bangla', async () => {
    renderInBangla('/admin/applications/12');
    expect(await screen.findByRole('heading', { level: 1, name: 'Rafiqul Islam' })).toBeInTheDocument();
    expect(screen.getByText('বেসামরিক · পূর্ণ সদস্যপদ')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'কাগজপত্র' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'ছবি' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'ব্যক্তিগত তথ্য' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'অনুমোদন করুন' })).toBeInTheDocument();
    expect(screen.getByText('আবেদন করা হয়েছে')).toBeInTheDocument();
  });
});
