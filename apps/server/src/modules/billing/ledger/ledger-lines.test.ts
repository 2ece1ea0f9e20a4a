import { describe, expect, it } from 'vitest';
import { counterServices } from '@rgcc/shared/billing/account-constants';
import { counterAmountLine } from '@rgcc/shared/billing/staff-account-constants';
import { ledgerLines, shownIn, typedLine } from './ledger-lines';

/** Each kind of ledger line in both languages (decision 0047): the English as it was always written, the Bangla with Bengali digits. */
describe('the ledger lines', () => {
  it.each([
    ['subscription', ledgerLines.subscription('2026-11'), 'Monthly subscription, November 2026', 'মাসিক চাঁদা, নভেম্বর ২০২৬'],
    ['entrance fee in full', ledgerLines.entranceFee(1, 1), 'Entrance fee', 'প্রবেশ ফি'],
    ['entrance fee instalment', ledgerLines.entranceFee(2, 3), 'Entrance fee, instalment 2 of 3', 'প্রবেশ ফি, কিস্তি ২ (মোট ৩)'],
    ['registration fee', ledgerLines.registrationFee(), 'Membership registration fee', 'সদস্যপদের নিবন্ধন ফি'],
    ['reinstatement', ledgerLines.reinstatement(20), 'Reinstatement (20 % of the entrance fee)', 'পুনর্বহাল ফি (প্রবেশ ফির ২০ %)'],
    [
      'guest green fee',
      ledgerLines.guestGreenFee(new Date('2026-12-05T07:30:00+06:00')),
      'Guest green fee: Saturday, 5 December 2026 at 07:30 (Dhaka time, UTC+6)',
      'অতিথি গ্রিন ফি: শনিবার, ৫ ডিসেম্বর, ২০২৬ এ ০৭:৩০ (ঢাকার সময়, ইউটিসি+৬)',
    ],
    ['room, one night', ledgerLines.room(1, '2026-12-05'), 'Guest room: 1 night from 05 Dec 2026', 'অতিথি কক্ষ: ৫ ডিসেম্বর, ২০২৬ থেকে ১ রাত'],
    ['room, nights', ledgerLines.room(12, '2026-12-05'), 'Guest room: 12 nights from 05 Dec 2026', 'অতিথি কক্ষ: ৫ ডিসেম্বর, ২০২৬ থেকে ১২ রাত'],
    ['hall', ledgerLines.hall('2026-12-05', 'evening'), 'Convention hall: 05 Dec 2026, evening', 'কনভেনশন হল: ৫ ডিসেম্বর, ২০২৬, সন্ধ্যা'],
    ['tournament with a Bangla title', ledgerLines.tournament({ title: 'Club Championship', bn: { title: 'ক্লাব চ্যাম্পিয়নশিপ' } }), 'Tournament entry: Club Championship', 'টুর্নামেন্টে অংশগ্রহণ: ক্লাব চ্যাম্পিয়নশিপ'],
    ['tournament without one', ledgerLines.tournament({ title: 'Club Championship', bn: {} }), 'Tournament entry: Club Championship', 'টুর্নামেন্টে অংশগ্রহণ: Club Championship'],
    ['opening balance', ledgerLines.openingBalance(), 'Balance brought forward from the club’s books', 'ক্লাবের খাতা থেকে আনা পূর্বের জের'],
    ['payment', ledgerLines.payment('bank_transfer'), 'Payment by bank transfer', 'ব্যাংক ট্রান্সফারে পরিশোধ'],
    ['refund, its reference as typed', ledgerLines.refund('cheque', 'CHQ 42'), 'Refund by cheque (CHQ 42)', 'চেকে ফেরত (CHQ 42)'],
    ['payment reversed, its number in ASCII', ledgerLines.paymentReversed('R-000012'), 'Payment R-000012 reversed', 'পরিশোধ R-000012 ফিরিয়ে নেওয়া হয়েছে'],
    ['a cancelled charge', ledgerLines.cancelled(ledgerLines.hall('2026-12-05', 'morning')), 'Cancelled: Convention hall: 05 Dec 2026, morning', 'বাতিল: কনভেনশন হল: ৫ ডিসেম্বর, ২০২৬, সকাল'],
    ['a credit', ledgerLines.credit(ledgerLines.subscription('2026-11')), 'Credit: Monthly subscription, November 2026', 'ক্রেডিট: মাসিক চাঁদা, নভেম্বর ২০২৬'],
    ['a credit of a typed line', ledgerLines.credit(typedLine('Locker, March')), 'Credit: Locker, March', 'ক্রেডিট: Locker, March'],
  ])('%s', (_kind, line, english, bangla) => {
    expect(line).toEqual({ description: english, descriptionBn: bangla });
  });

  it("the counter's line of one amount is the text the console's form puts in", () => {
    for (const service of counterServices) expect(ledgerLines.counterAmount(service).description).toBe(counterAmountLine[service]);
    expect(ledgerLines.counterAmount('restaurant').descriptionBn).toBe('রেস্তোরাঁর বিল');
  });

  it('reads a line in Bangla where it has Bangla, else in the English it was posted with', () => {
    const line = ledgerLines.subscription('2026-11');
    expect(shownIn(line, 'bn')).toBe('মাসিক চাঁদা, নভেম্বর ২০২৬');
    expect(shownIn(line, 'en')).toBe('Monthly subscription, November 2026');
    expect(shownIn(typedLine('Dinner for two'), 'bn')).toBe('Dinner for two');
  });
});
