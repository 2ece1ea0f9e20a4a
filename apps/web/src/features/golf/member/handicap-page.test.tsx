import { fireEvent, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CurrentAccount } from '@rgcc/shared/account/account';
import type { HandicapRecordReply, PostedRound, RoundToAttest } from '@rgcc/shared/golf/handicap-record';
import type * as HandicapApi from './handicap-api';
import { HandicapPage } from './handicap-page';
import { PostRoundPage } from './post-round-page';
import { renderSignedInPage } from '@/testing/render-signed-in-page';

// The server's answer to a posted nine: its differential waits for the next nine.
const posted: PostedRound = { id: 5, grossScore: 45, adjustedGrossScore: 44, differential: 8.8, countingDifferential: null, holes: 9 };
vi.mock('./handicap-api', async (original) => ({
  ...(await original<typeof HandicapApi>()),
  usePostRound: () => ({ isPending: false, submit: (_input: unknown, callbacks: { onSuccess: (answer: PostedRound) => void }) => callbacks.onSuccess(posted) }),
}));
vi.mock('@/lib/toast', () => ({ toast: { success: () => undefined, error: () => undefined, info: () => undefined } }));

const account: CurrentAccount = { email: 'anika@example.com', firstName: 'Anika', role: 'member', memberId: 'M-0042', dashboardLocked: false, mustChangePassword: false, language: 'bn' };

const record: HandicapRecordReply = {
  officialIndex: 12.4,
  officialAsOf: '2026-10-01',
  estimatedIndex: 13.1,
  indexSource: 'official',
  rounds: [
    {
      id: 1,
      playedOn: '2026-11-20',
      holes: 18,
      teeName: 'Blue',
      strokes: [],
      grossScore: 86,
      adjustedGrossScore: 84,
      differential: 11.2,
      countingDifferential: 11.2,
      pairedWith: null,
      counted: true,
      attestedBy: 'Club staff',
      voided: false,
      voidReason: null,
      corrected: false,
      tournament: false,
    },
  ],
  history: [
    { playedOn: '2026-10-10', index: 14.2 },
    { playedOn: '2026-11-20', index: 13.1 },
  ],
  courseHandicaps: [{ teeId: 1, teeName: 'Blue', holes9: 7, holes18: 14 }],
};

const toAttest: RoundToAttest[] = [{ id: 9, playedOn: '2026-11-25', name: 'Babul Mia', memberId: 'M-0043', holes: 9, teeName: 'Men', grossScore: 45 }];

const holes = [5, 4, 4, 5, 4, 4, 3, 4, 3].map((par, index) => ({ number: index + 1, par }));

function renderPage(locale: 'en' | 'bn', Component: ComponentType, data: unknown) {
  renderSignedInPage({ path: '/dashboard/handicap', Component, data, account, locale });
}

// The rounds' table watches its width (components/ui/wide-table.tsx).
beforeEach(() => {
  vi.stubGlobal('ResizeObserver', class { observe() {} unobserve() {} disconnect() {} });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the Handicap page', () => {
  it('keeps its English', async () => {
    renderPage('en', HandicapPage, { record, toAttest });
    expect(await screen.findByRole('heading', { level: 1, name: 'Handicap' })).toBeInTheDocument();
    expect(screen.getByTestId('official-index')).toHaveTextContent('12.4');
    expect(screen.getByText('Published 1 October 2026. This is the index that counts.', { exact: false })).toBeInTheDocument();
    expect(screen.getByTestId('round')).toHaveTextContent('Blue868411.2CountedClub staff');
    expect(screen.getByTestId('round-to-attest')).toHaveTextContent('Babul Mia (M-0043): 45 over 9 holes from the Men tees,');
    expect(screen.getByRole('img', { name: /^Club estimate: from 14\.2 on .* to 13\.1 on .*, 2 points\. A lower index is drawn higher\.$/ })).toBeInTheDocument();
  });

  it('speaks Bangla, its figures in Bengali digits and member IDs as written', async () => {
    renderPage('bn', HandicapPage, { record, toAttest });
    expect(await screen.findByRole('heading', { level: 1, name: 'হ্যান্ডিক্যাপ' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'রাউন্ড জমা দিন' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'ফেডারেশন ইনডেক্স' })).toBeInTheDocument();
    expect(screen.getByTestId('official-index')).toHaveTextContent('১২.৪');
    expect(screen.getByRole('heading', { name: 'আপনার শেষ ২০টি রাউন্ড' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'ডিফারেনশিয়াল' })).toBeInTheDocument();
    expect(screen.getByTestId('round')).toHaveTextContent('Blue৮৬৮৪১১.২গণ্যক্লাবের কর্মী');
    const attest = within(screen.getByRole('list', { name: 'সত্যায়নের অপেক্ষায় রাউন্ড' })).getByTestId('round-to-attest');
    expect(attest).toHaveTextContent('Babul Mia (M-0043): Men টি থেকে ৯ হোলে ৪৫,');
    expect(within(attest).getByRole('button', { name: /সত্যায়ন করুন$/ })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /^ক্লাবের আনুমানিক ইনডেক্স: .* তারিখে ১৪\.২ থেকে .* তারিখে ১৩\.১, ২টি বিন্দু। কম ইনডেক্স চার্টে ওপরের দিকে দেখানো হয়।$/ })).toBeInTheDocument();
  });
});

describe('the page to post a round', () => {
  it('speaks Bangla, the holes and the running total in Bengali digits', async () => {
    renderPage('bn', PostRoundPage, { holes, tees: [{ id: 1, name: 'Men' }], toAttest: [] });
    expect(await screen.findByRole('heading', { level: 1, name: 'রাউন্ড জমা দিন' })).toBeInTheDocument();
    expect(screen.getByLabelText('৯ হোল')).toBeInTheDocument();
    expect(screen.getByLabelText('হোল ১ পার ৫')).toBeInTheDocument();
    expect(screen.getByTestId('round-total')).toHaveTextContent('১৮ হোলের মধ্যে ০টি শেষে মোট ০ (পার ৭২)');
    expect(screen.getByRole('button', { name: 'রাউন্ডটি জমা দিন' })).toBeInTheDocument();
    expect(screen.getByText('আপনার সত্যায়নের অপেক্ষায় সঙ্গীদের কোনো রাউন্ড নেই।')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'রাউন্ডটি জমা দিন' }));
    expect(await screen.findByRole('heading', { name: 'রাউন্ড জমা হয়েছে' })).toBeInTheDocument();
    expect(screen.getByTestId('posted-round')).toHaveTextContent(
      'গ্রস ৪৫, অ্যাডজাস্টেড গ্রস ৪৪, স্কোর ডিফারেনশিয়াল ৮.৮। এটি আপনার পরের ৯ হোলের স্কোরের অপেক্ষায় থাকবে: দুটি মিলে একটি ১৮ হোলের ডিফারেনশিয়াল হয়।',
    );
  });

  it('keeps its English', async () => {
    renderPage('en', PostRoundPage, { holes, tees: [{ id: 1, name: 'Men' }], toAttest: [] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Post a round' })).toBeInTheDocument();
    expect(screen.getByLabelText('Hole 10 par 5')).toBeInTheDocument();
    expect(screen.getByTestId('round-total')).toHaveTextContent('Total 0 after 0 of 18 holes (par 72)');
    fireEvent.click(screen.getByRole('button', { name: 'Post the round' }));
    expect(await screen.findByTestId('posted-round')).toHaveTextContent('Gross 45, adjusted gross 44, score differential 8.8. It waits for your next 9-hole score: the two make one 18-hole differential.');
  });
});
