import type { CounterService, PaymentMethod } from '@rgcc/shared/billing/account-constants';
import type { HallSession } from '@rgcc/shared/bookings/rooms-and-hall-constants';
import { inLocale, type BanglaTexts } from '@rgcc/shared/content/bangla-texts';
import { formatEventDate } from '@rgcc/shared/content/event-dates';
import { formatBookedTime, formatCalendarMonth } from '@rgcc/shared/format/dates';
import type { Locale } from '@rgcc/shared/format/locale';
import { serverTexts, type ServerTranslate } from '../../../texts';
import english from './locales/ledger-lines.en.json' with { type: 'json' };
import bangla from './locales/ledger-lines.bn.json' with { type: 'json' };

/**
 * A ledger entry's line as invoices, credit notes, statements and their PDFs show it, fixed when
 * it is posted in both languages (decision 0047): the English (`description`, as it has always
 * been written) and the Bangla (`descriptionBn`). What staff type (a counter item, a refund's
 * reference) stays as typed: a line of only typed text has no Bangla, and reads the same in both.
 */
export interface LineText {
  description: string;
  descriptionBn: string | null;
}

const lineTexts = serverTexts('modules/billing/ledger/ledger-lines', { en: english, bn: bangla });
type Texts = ServerTranslate<typeof english>;

/** A line written from its template once per language, each value in that language. */
const inBoth = (write: (t: Texts, locale: Locale) => string): LineText => ({ description: write(lineTexts('en'), 'en'), descriptionBn: write(lineTexts('bn'), 'bn') });

/** A calendar day as a line shows it: "05 Dec 2026", "৫ ডিসে, ২০২৬". */
const dayIn = (day: string, locale: Locale) => formatEventDate({ startsOn: day, endsOn: day }, locale);

/** Text staff typed, kept as it is in both languages. */
export const typedLine = (text: string): LineText => ({ description: text, descriptionBn: null });

/** The one description of each kind of line the club posts: "Monthly subscription, November 2026", "মাসিক চাঁদা, নভেম্বর ২০২৬". */
export const ledgerLines = {
  registrationFee: () => inBoth((t) => t('registrationFee')),
  entranceFee: (place: number, count: number) => inBoth((t) => (count === 1 ? t('entranceFee') : t('entranceFeeInstalment', { place, count }))),
  /** `month`: YYYY-MM. */
  subscription: (month: string) => inBoth((t, locale) => t('subscription', { month: formatCalendarMonth(month, locale) })),
  reinstatement: (percent: number) => inBoth((t) => t('reinstatement', { percent })),
  guestGreenFee: (startsAt: Date) => inBoth((t, locale) => t('guestGreenFee', { time: formatBookedTime(startsAt, locale) })),
  room: (nights: number, checkIn: string) => inBoth((t, locale) => t('room', { nights, day: dayIn(checkIn, locale) })),
  hall: (day: string, session: HallSession) => inBoth((t, locale) => t('hall', { day: dayIn(day, locale), session })),
  /** The event's title in each language: its Bangla where staff wrote one. */
  tournament: (event: { title: string; bn: BanglaTexts }) => inBoth((t, locale) => t('tournament', { title: inLocale(event, locale).title })),
  /** A counter charge entered as one amount, rather than items. */
  counterAmount: (service: CounterService) => inBoth((t) => t('counterAmount', { service })),
  openingBalance: () => inBoth((t) => t('openingBalance')),
  payment: (method: PaymentMethod) => inBoth((t) => t('payment', { method })),
  /** `reference`: as staff typed it (a cheque's number, a transfer's id). */
  refund: (method: PaymentMethod, reference: string) => inBoth((t) => t('refund', { method, reference })),
  paymentReversed: (receiptNumber: string) => inBoth((t) => t('paymentReversed', { receipt: receiptNumber })),
  /** A charge taken back before it was billed: the charge's own line after "Cancelled". */
  cancelled: (charge: LineText) => inBoth((t, locale) => t('cancelled', { line: shownIn(charge, locale) })),
  /** A credit note's line: the invoice line's own after "Credit". */
  credit: (charge: LineText) => inBoth((t, locale) => t('credit', { line: shownIn(charge, locale) })),
};

/** A line in a reader's language: its Bangla where it has one, else the English it was posted with. */
export function shownIn(line: LineText, locale: Locale): string {
  return locale === 'bn' && line.descriptionBn ? line.descriptionBn : line.description;
}
