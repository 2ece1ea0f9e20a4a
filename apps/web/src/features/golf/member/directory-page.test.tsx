import { screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import type { CurrentAccount } from '@rgcc/shared/account/account';
import { readListState } from '@rgcc/shared/common/list-filters';
import type { DirectoryEntry, DirectoryMember } from '@rgcc/shared/golf/course';
import { directoryFilters } from '@rgcc/shared/golf/course-constants';
import { DirectoryEntryPage } from './directory-entry-page';
import { DirectoryPage } from './directory-page';
import { renderSignedInPage } from '@/testing/render-signed-in-page';

const account: CurrentAccount = { email: 'karim@example.com', firstName: 'Karim', role: 'member', memberId: 'M-0042', dashboardLocked: false, mustChangePassword: false, language: 'bn' };

const members: DirectoryMember[] = [
  { memberId: 'M-0043', name: 'Salma Khatun', category: 'Permanent', handicapIndex: 12.4, handicapSource: 'official', email: 'salma@example.com', mobile: null },
  { memberId: 'M-0044', name: 'Rahim Uddin', category: 'Permanent', handicapIndex: null, handicapSource: null, email: null, mobile: null },
];

const entry: DirectoryEntry = {
  ...members[0]!,
  handicapAsOf: '2026-10-01',
  rounds: [{ id: 1, playedOn: '2026-11-20', holes: 18, teeName: 'Blue', grossScore: 86, adjustedGrossScore: 84, differential: 11.2, counted: true, attestedBy: 'Club staff' }],
};

function renderPage(locale: 'en' | 'bn', Component: ComponentType, data: unknown) {
  renderSignedInPage({ path: '/dashboard/directory', Component, data, account, locale });
}

const directory = { filters: readListState(directoryFilters, new URLSearchParams()), directory: { items: members, total: 2, page: 1, pageSize: 20 } };

describe('the member directory', () => {
  it('keeps its English', async () => {
    renderPage('en', DirectoryPage, directory);
    expect(await screen.findByRole('heading', { level: 1, name: 'Member directory' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('2 members');
    const [salma, rahim] = screen.getAllByTestId('directory-member');
    expect(salma).toHaveTextContent('Member IDM-0043CategoryPermanentHandicap12.4 (Federation index)Contactsalma@example.com');
    expect(rahim).toHaveTextContent('HandicapNone yetContactNot shared');
    expect(screen.getByRole('searchbox', { name: 'Name or member ID' })).toBeInTheDocument();
  });

  it('speaks Bangla, member IDs as written', async () => {
    renderPage('bn', DirectoryPage, directory);
    expect(await screen.findByRole('heading', { level: 1, name: 'সদস্য তালিকা' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('২ জন সদস্য');
    expect(screen.getByRole('searchbox', { name: 'নাম বা সদস্য আইডি' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'প্রোফাইলে' })).toHaveAttribute('href', '/dashboard/profile');
    const [salma, rahim] = within(screen.getByRole('list', { name: 'সদস্যরা' })).getAllByTestId('directory-member');
    expect(salma).toHaveTextContent('সদস্য আইডিM-0043');
    expect(salma).toHaveTextContent('হ্যান্ডিক্যাপ১২.৪ (ফেডারেশন ইনডেক্স)');
    expect(rahim).toHaveTextContent('হ্যান্ডিক্যাপএখনো নেইযোগাযোগপ্রকাশ করা হয়নি');
  });
});

describe('a member’s directory entry', () => {
  it('keeps its English', async () => {
    renderPage('en', DirectoryEntryPage, { entry });
    expect(await screen.findByRole('heading', { level: 1, name: 'Salma Khatun' })).toBeInTheDocument();
    expect(screen.getByText(/^12\.4 \(Federation index\), as of /)).toBeInTheDocument();
    expect(screen.getByTestId('round')).toHaveTextContent(/· 18 holes · Blue teesCountedGross86Adjusted84Differential11\.2Attestedby Club staff$/);
  });

  it('speaks Bangla', async () => {
    renderPage('bn', DirectoryEntryPage, { entry });
    expect(await screen.findByRole('heading', { level: 1, name: 'Salma Khatun' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'সদস্য তালিকায় ফিরে যান' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'সাম্প্রতিক রাউন্ড' })).toBeInTheDocument();
    expect(screen.getByTestId('round')).toHaveTextContent(/· ১৮ হোল · Blue টিগণ্যগ্রস৮৬অ্যাডজাস্টেড৮৪ডিফারেনশিয়াল১১\.২সত্যায়নকারীক্লাবের কর্মী$/);
  });

  it('says in Bangla that nobody has the ID', async () => {
    renderPage('bn', DirectoryEntryPage, { entry: null });
    expect(await screen.findByText('এই আইডির কোনো সদস্য তালিকায় নেই।')).toBeInTheDocument();
  });
});
