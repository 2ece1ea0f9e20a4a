import { inArray } from 'drizzle-orm';
import { formatBookedTime, formatClubClock } from '@rgcc/shared/format/dates';
import type { Locale } from '@rgcc/shared/format/locale';
import { clubDateOf } from '@rgcc/shared/bookings/tee-time-slots';
import type { Config } from '../../../config';
import type { Database } from '../../../db/client';
import { accounts } from '../../../db/schema';
import { composeMail, type MailPart } from '../../../infra/mail/compose-mail';
import type { QueuedMail } from '../../../infra/mail/outbox';
import { serverTexts, type ServerTranslate } from '../../../texts';
import { teeTimeCalendarFile } from './calendar-entry';
import english from './locales/tee-time-mail.en.json' with { type: 'json' };
import bangla from './locales/tee-time-mail.bn.json' with { type: 'json' };

const teeTimeMailTexts = serverTexts('modules/bookings/tee-times/tee-time-mail', { en: english, bn: bangla });
type Texts = ServerTranslate<typeof english>;

/** A booking as its mails tell it. */
export interface BookingForMail {
  id: number;
  startsAt: Date;
  bookedByName: string;
  players: string[];
  cancelUntil: Date;
}

/** A member a tee time's mail goes to, in the language of their account. */
export interface Recipient {
  email: string;
  name: string;
  language: Locale;
}

/** The members a tee time's mails go to, each with their own account's language. */
export async function inTheirLanguages<M extends { accountId: number }>(db: Pick<Database, 'select'>, members: M[]): Promise<(M & { language: Locale })[]> {
  if (members.length === 0) return [];
  const rows = await db
    .select({ id: accounts.id, language: accounts.language })
    .from(accounts)
    .where(inArray(accounts.id, [...new Set(members.map((member) => member.accountId))]));
  const languages = new Map(rows.map((row) => [row.id, row.language]));
  return members.map((member) => ({ ...member, language: languages.get(member.accountId)! }));
}

/** Why the players are told their tee time is off: the member who booked it cancelled it, staff did for a reason, or the booker may no longer play. */
export type Cancellation = { by: 'booker' } | { by: 'staff'; reason: string } | { by: 'suspension' };

const bookingsLink = (config: Config, t: Texts) => ({ link: `${config.PUBLIC_URL}/dashboard/bookings`, label: t('yourBookings') });

function calendarFile(config: Config, t: Texts, booking: BookingForMail, now: Date, cancelled = false) {
  return teeTimeCalendarFile({
    bookingId: booking.id,
    startsAt: booking.startsAt,
    summary: t('calendarSummary', { club: config.CLUB_NAME }),
    description: t('calendarPlayers', { players: booking.players.join(', ') }),
    location: config.CLUB_NAME,
    host: new URL(config.PUBLIC_URL).host,
    cancelled,
    now,
  });
}

function mail(config: Config, to: Recipient, subject: string, parts: MailPart[], extra: Pick<QueuedMail, 'attachments'> = {}): QueuedMail {
  const greeting = teeTimeMailTexts(to.language)('greeting', { name: to.name });
  return { ...composeMail({ to: to.email, subject, greeting, parts, clubName: config.CLUB_NAME, language: to.language }), ...extra, kind: 'tee-time' };
}

/** To each member who plays: the booking, and a calendar entry to add it with. */
export function bookingConfirmedMail(config: Config, to: Recipient, booking: BookingForMail, now: Date): QueuedMail {
  const t = teeTimeMailTexts(to.language);
  const bookedForYou = to.name !== booking.bookedByName;
  const when = formatBookedTime(booking.startsAt, to.language);
  return mail(
    config,
    to,
    t('bookedSubject', { time: when }),
    [
      bookedForYou ? t('bookedForYou', { booker: booking.bookedByName }) : t('bookedByYou'),
      { label: t('when'), value: when },
      { label: t('players'), value: booking.players.join(', ') },
      t('cancelOnlineUntil', { booker: booking.bookedByName, time: formatBookedTime(booking.cancelUntil, to.language) }),
      t('calendarAttached'),
      bookingsLink(config, t),
    ],
    { attachments: [calendarFile(config, t, booking, now)] },
  );
}

/** To each member who was to play: the booking is off, and the calendar entry removes it. */
export function bookingCancelledMail(config: Config, to: Recipient, booking: BookingForMail, now: Date, cancellation: Cancellation): QueuedMail {
  const t = teeTimeMailTexts(to.language);
  const when = formatBookedTime(booking.startsAt, to.language);
  const why =
    cancellation.by === 'staff'
      ? t('cancelledByStaff', { reason: cancellation.reason })
      : cancellation.by === 'suspension'
        ? t('cancelledBookerSuspended')
        : t('cancelledByBooker', { booker: booking.bookedByName });
  return mail(
    config,
    to,
    t('cancelledSubject', { time: when }),
    [why, { label: t('when'), value: when }, { label: t('players'), value: booking.players.join(', ') }, bookingsLink(config, t)],
    { attachments: [calendarFile(config, t, booking, now, true)] },
  );
}

/** To the member at the front of a waitlist: places are held for them for a while. */
export function waitlistOfferMail(config: Config, to: Recipient, offer: { startsAt: Date; places: number; expiresAt: Date }): QueuedMail {
  const t = teeTimeMailTexts(to.language);
  return mail(config, to, t('offerSubject', { start: formatClubClock(offer.startsAt, to.language), expires: formatClubClock(offer.expiresAt, to.language) }), [
    t('placesHeld', { places: offer.places }),
    { label: t('teeTime'), value: formatBookedTime(offer.startsAt, to.language) },
    { label: t('heldUntil'), value: formatBookedTime(offer.expiresAt, to.language) },
    t('bookBeforeThen'),
    { link: `${config.PUBLIC_URL}/dashboard/tee-times?date=${clubDateOf(offer.startsAt)}`, label: t('bookTheTeeTime') },
  ]);
}

/** The day before: when, with whom, and that cancelling is now by phone. */
export function reminderMail(config: Config, to: Recipient, booking: BookingForMail): QueuedMail {
  const t = teeTimeMailTexts(to.language);
  return mail(config, to, t('reminderSubject', { time: formatClubClock(booking.startsAt, to.language) }), [
    t('reminder'),
    { label: t('when'), value: formatBookedTime(booking.startsAt, to.language) },
    { label: t('players'), value: booking.players.join(', ') },
    t('reminderCheckIn'),
    bookingsLink(config, t),
  ]);
}
