import { screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import type { CurrentAccount } from '@rgcc/shared/account/account';
import type { MemberProfile, MembershipSummary } from '@rgcc/shared/membership/member-area';
import type { MemberCard } from '@rgcc/shared/membership/member-card';
import { CardPage } from './card-page';
import { DashboardPage } from './dashboard-page';
import { MembershipPage } from './membership-page';
import { ProfilePage } from './profile-page';
import { renderSignedInPage } from '@/testing/render-signed-in-page';

const account: CurrentAccount = { email: 'rafiqul@example.com', firstName: 'Rafiqul', role: 'member', memberId: 'M-0246', dashboardLocked: false, mustChangePassword: false, language: 'bn' };

/** A member page in Bangla, for `signedIn`, with the data its loader would give. */
function renderInBangla(path: string, Component: ComponentType, data: unknown = null, signedIn: CurrentAccount = account) {
  renderSignedInPage({ path, Component, data, account: signedIn, locale: 'bn' });
}

describe("the member's pages in Bangla", () => {
  it('the dashboard: the header, the cards, with the record’s rounds in Bengali digits', async () => {
    renderInBangla('/dashboard', DashboardPage);
    // The first page of the file waits for the modules the router loads (a busy machine takes seconds).
    expect(await screen.findByRole('heading', { level: 1, name: 'সদস্য ড্যাশবোর্ড' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('স্বাগতম, Rafiqul')).toBeInTheDocument();
    expect(screen.getByText('ভূমিকা:', { exact: false })).toHaveTextContent('ভূমিকা: সদস্য');
    expect(screen.getByText('সদস্য আইডি M-0246')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'লগআউট' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^পেমেন্ট/ })).toHaveAttribute('href', '/dashboard/payments');
    expect(screen.getByText('আপনার ইনডেক্স, শেষ ২০টি রাউন্ড ও কোর্স হ্যান্ডিক্যাপ; একটি রাউন্ড জমা দিন।')).toBeInTheDocument();
  });

  it('the dashboard, locked: why, and the way to pay', async () => {
    renderInBangla('/dashboard', DashboardPage, null, { ...account, dashboardLocked: true });
    expect(await screen.findByText('সদস্যপদ রেজিস্ট্রেশন ফি পরিশোধ না করা পর্যন্ত আপনার ড্যাশবোর্ড বন্ধ থাকবে।')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'সদস্যপদ রেজিস্ট্রেশন ফি পরিশোধ করুন' })[0]).toHaveAttribute('href', '/payment-checkout');
  });

  it('the membership: its facts in Bangla', async () => {
    const membership: MembershipSummary = { memberId: 'M-0246', name: 'Rafiqul Islam', category: 'Non Military', membershipType: null, status: 'Active', memberSince: '2026-06-01' };
    renderInBangla('/dashboard/membership', MembershipPage, { membership });
    expect(await screen.findByRole('heading', { level: 1, name: 'সদস্যপদ' })).toBeInTheDocument();
    expect(screen.getByText('সদস্য হওয়ার তারিখ').nextElementSibling).toHaveTextContent('১ জুন, ২০২৬');
    expect(screen.getByText('অবস্থা').nextElementSibling).toHaveTextContent('সক্রিয়');
    expect(screen.getByRole('link', { name: 'আমার সদস্যপদ কার্ড দেখান' })).toHaveAttribute('href', '/dashboard/card');
  });

  it('the card: its labels, the standing, and replacing it, in Bangla', async () => {
    const card: MemberCard = { memberId: 'M-0246', name: 'Rafiqul Islam', category: 'Non Military', status: 'on_hold', photoUrl: null, gateUrl: 'http://localhost/card/M-0246/x', qrCode: 'data:image/svg+xml,' };
    renderInBangla('/dashboard/card', CardPage, { card });
    expect(await screen.findByRole('heading', { level: 1, name: 'সদস্যপদ কার্ড' })).toBeInTheDocument();
    const shown = screen.getByRole('article', { name: 'Rafiqul Islam' });
    expect(within(shown).getByText('সাময়িকভাবে বন্ধ')).toBeInTheDocument();
    expect(within(shown).getByRole('img', { name: 'QR কোড: গেটে কর্মীরা এটি স্ক্যান করে কার্ডটি যাচাই করেন' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'অ্যাকাউন্ট পেজে সেগুলো পরিশোধ করুন' })).toHaveAttribute('href', '/dashboard/payments');
    expect(screen.getByRole('button', { name: 'আমার কার্ড বদলে নিন' })).toBeInTheDocument();
  });

  it('the profile: the handicap, the contact form and the directory switch, in Bangla', async () => {
    const profile: MemberProfile = {
      memberId: 'M-0246',
      name: 'Rafiqul Islam',
      category: 'Non Military',
      email: 'rafiqul@example.com',
      handicap: { index: 14, asOf: '2026-11-01' },
      mobile: '01712345678',
      presentAddress: '',
      emergencyContact: '',
      directoryShowsContact: false,
      details: null,
    };
    renderInBangla('/dashboard/profile', ProfilePage, { profile });
    expect(await screen.findByRole('heading', { level: 1, name: 'প্রোফাইল' })).toBeInTheDocument();
    expect(screen.getByText('হ্যান্ডিক্যাপ ইনডেক্স').nextElementSibling).toHaveTextContent('১৪.০ (১ নভেম্বর, ২০২৬ অনুযায়ী)');
    expect(screen.getByRole('textbox', { name: 'মোবাইল নম্বর' })).toHaveValue('01712345678');
    expect(screen.getByRole('button', { name: 'যোগাযোগের তথ্য সংরক্ষণ করুন' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'তালিকায় অন্য সদস্যদের আমার ইমেইল ও মোবাইল নম্বর দেখতে দিন' })).not.toBeChecked();
  });
});
