import { formatDay, type HallSession } from '@rgcc/shared/bookings/rooms-and-hall-constants';
import { inLocale, type BanglaTexts } from '@rgcc/shared/content/bangla-texts';
import type { eventTypes } from '@rgcc/shared/content/club';
import { formatCalendarDate } from '@rgcc/shared/format/dates';
import type { Locale } from '@rgcc/shared/format/locale';
import { formatNumber } from '@rgcc/shared/format/number';
import type { Config } from '../../../config';
import { composeMail, type MailPart } from '../../../infra/mail/compose-mail';
import type { QueuedMail } from '../../../infra/mail/outbox';
import { serverTexts, type ServerTranslate } from '../../../texts';
import english from './locales/answer-mail.en.json' with { type: 'json' };
import bangla from './locales/answer-mail.bn.json' with { type: 'json' };

const answerMailTexts = serverTexts('modules/bookings/rooms-and-hall/answer-mail', { en: english, bn: bangla });

/** What a request asks for: guest-room nights or a convention hall date. */
export type RequestKind = 'room' | 'hall';

/** A fact of the request that the answer repeats, written in the recipient's language. */
export type AnswerDetail =
  | { label: 'checkIn' | 'checkOut' | 'date'; day: string }
  | { label: 'nights'; count: number }
  | { label: 'room'; name: string; bn: BanglaTexts<'name'> }
  | { label: 'session'; session: HallSession }
  | { label: 'event'; eventType: string };

/** The hall form's types of event (stored in English, as club.ts names them) as the catalogue's select names them; another shows as it was written. */
const eventTypeKeys = new Map<string, string>(
  Object.entries({ Wedding: 'wedding', 'Corporate event': 'corporate', Birthday: 'birthday', Conference: 'conference', Other: 'otherType' } satisfies Record<(typeof eventTypes)[number], string>),
);

/** A day in English keeps the label the club's booking pages show ('05 Dec 2026'); other languages get theirs from format/dates.ts. */
const dayIn = (date: string, language: Locale) => (language === 'en' ? formatDay(date) : formatCalendarDate(date, language));

function detailPart(t: ServerTranslate<typeof english>, language: Locale, detail: AnswerDetail): MailPart {
  const label = t(detail.label);
  switch (detail.label) {
    case 'checkIn':
    case 'checkOut':
    case 'date':
      return { label, value: dayIn(detail.day, language) };
    case 'nights':
      return { label, value: formatNumber(detail.count, language) };
    case 'room':
      return { label, value: inLocale(detail, language).name };
    case 'session':
      return { label, value: t('sessionName', { session: detail.session }) };
    case 'event':
      return { label, value: t('eventType', { type: eventTypeKeys.get(detail.eventType) ?? 'unknown', eventType: detail.eventType }) };
  }
}

/** Staff's answer to a room or hall request, with their note, to the one who asked, in their language. */
export function bookingAnswerMail(
  config: Config,
  options: { to: string; name: string | null; what: RequestKind; confirmed: boolean; details: AnswerDetail[]; note: string; language: Locale },
): QueuedMail {
  const { what, language } = options;
  const t = answerMailTexts(language);
  const mail = composeMail({
    to: options.to,
    subject: t(options.confirmed ? 'confirmedSubject' : 'declinedSubject', { what, club: config.CLUB_NAME }),
    greeting: options.name ? t('greeting', { name: options.name }) : t('greetingWithoutName'),
    parts: [
      t(options.confirmed ? 'confirmed' : 'declined', { what }),
      ...options.details.map((detail) => detailPart(t, language, detail)),
      ...options.note.split(/\n+/).filter((line) => line.trim() !== ''),
    ],
    clubName: config.CLUB_NAME,
    language,
  });
  return { ...mail, kind: 'booking-answer' };
}
