import { formatBookedTime, formatClubClock } from '@rgcc/shared/format/dates';
import { defaultLocale } from '@rgcc/shared/format/locale';
import { clubDateOf } from '@rgcc/shared/bookings/tee-time-slots';
import type { Config } from '../../../config';
import { composeMail, type MailPart } from '../../../infra/mail/compose-mail';
import type { QueuedMail } from '../../../infra/mail/outbox';
import { teeTimeCalendarFile } from './calendar-entry';

/** A booking as its mails tell it. */
export interface BookingForMail {
  id: number;
  startsAt: Date;
  bookedByName: string;
  players: string[];
  cancelUntil: Date;
}

export interface Recipient {
  email: string;
  name: string;
}

const bookingsLink = (config: Config) => ({ link: `${config.PUBLIC_URL}/dashboard/bookings`, label: 'Your bookings' });

function calendarFile(config: Config, booking: BookingForMail, now: Date, cancelled = false) {
  return teeTimeCalendarFile({
    bookingId: booking.id,
    startsAt: booking.startsAt,
    summary: `Tee time at ${config.CLUB_NAME}`,
    description: `Players: ${booking.players.join(', ')}`,
    location: config.CLUB_NAME,
    host: new URL(config.PUBLIC_URL).host,
    cancelled,
    now,
  });
}

function mail(config: Config, to: Recipient, subject: string, parts: MailPart[], extra: Pick<QueuedMail, 'attachments'> = {}): QueuedMail {
  return { ...composeMail({ to: to.email, subject, greeting: `Dear ${to.name},`, parts, clubName: config.CLUB_NAME }), ...extra, kind: 'tee-time' };
}

/** To each member who plays: the booking, and a calendar entry to add it with. */
export function bookingConfirmedMail(config: Config, to: Recipient, booking: BookingForMail, now: Date): QueuedMail {
  const bookedForYou = to.name !== booking.bookedByName;
  return mail(
    config,
    to,
    `Tee time booked: ${formatBookedTime(booking.startsAt, defaultLocale)}`,
    [
      bookedForYou ? `${booking.bookedByName} has booked a tee time with you on the 9-hole course.` : 'Your tee time on the 9-hole course is booked.',
      { label: 'When', value: formatBookedTime(booking.startsAt, defaultLocale) },
      { label: 'Players', value: booking.players.join(', ') },
      `${booking.bookedByName} can cancel it online until ${formatBookedTime(booking.cancelUntil, defaultLocale)}; after that, please phone the pro shop.`,
      'The attached calendar entry adds it to your calendar. Please check in at the pro shop 15 minutes before.',
      bookingsLink(config),
    ],
    { attachments: [calendarFile(config, booking, now)] },
  );
}

/** To each member who was to play: the booking is off, and the calendar entry removes it. */
export function bookingCancelledMail(config: Config, to: Recipient, booking: BookingForMail, now: Date, staffReason?: string): QueuedMail {
  return mail(
    config,
    to,
    `Tee time cancelled: ${formatBookedTime(booking.startsAt, defaultLocale)}`,
    [
      staffReason ? `The club has cancelled this tee time: ${staffReason}` : `${booking.bookedByName} has cancelled this tee time.`,
      { label: 'When', value: formatBookedTime(booking.startsAt, defaultLocale) },
      { label: 'Players', value: booking.players.join(', ') },
      bookingsLink(config),
    ],
    { attachments: [calendarFile(config, booking, now, true)] },
  );
}

/** To the member at the front of a waitlist: places are held for them for a while. */
export function waitlistOfferMail(config: Config, to: Recipient, offer: { startsAt: Date; places: number; expiresAt: Date }): QueuedMail {
  return mail(config, to, `Places free at ${formatClubClock(offer.startsAt, defaultLocale)}: book by ${formatClubClock(offer.expiresAt, defaultLocale)}`, [
    `${offer.places === 1 ? 'A place has' : `${offer.places} places have`} come free at the tee time you are waiting for, and ${offer.places === 1 ? 'it is' : 'they are'} held for you.`,
    { label: 'Tee time', value: formatBookedTime(offer.startsAt, defaultLocale) },
    { label: 'Held until', value: formatBookedTime(offer.expiresAt, defaultLocale) },
    'Book before then, or the places go to the next member waiting.',
    { link: `${config.PUBLIC_URL}/dashboard/tee-times?date=${clubDateOf(offer.startsAt)}`, label: 'Book the tee time' },
  ]);
}

/** The day before: when, with whom, and that cancelling is now by phone. */
export function reminderMail(config: Config, to: Recipient, booking: BookingForMail): QueuedMail {
  return mail(config, to, `Tomorrow at ${formatClubClock(booking.startsAt, defaultLocale)}: your tee time`, [
    'A reminder of your tee time tomorrow on the 9-hole course.',
    { label: 'When', value: formatBookedTime(booking.startsAt, defaultLocale) },
    { label: 'Players', value: booking.players.join(', ') },
    'Please check in at the pro shop 15 minutes before. If you cannot come, please phone the pro shop so that others can play.',
    bookingsLink(config),
  ]);
}
