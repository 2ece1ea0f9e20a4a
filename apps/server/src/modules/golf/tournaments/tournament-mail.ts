import { pathInLocale } from '@rgcc/shared/common/page-paths';
import { inLocale } from '@rgcc/shared/content/bangla-texts';
import { formatBookedTime } from '@rgcc/shared/format/dates';
import type { Locale } from '@rgcc/shared/format/locale';
import { localeDigits } from '@rgcc/shared/format/number';
import type { Config } from '../../../config';
import type { EventRow } from '../../../db/schema';
import { composeMail } from '../../../infra/mail/compose-mail';
import type { QueuedMail } from '../../../infra/mail/outbox';
import { serverTexts, type ServerTranslate } from '../../../texts';
import english from './locales/tournament-mail.en.json' with { type: 'json' };
import bangla from './locales/tournament-mail.bn.json' with { type: 'json' };

/** Each mail goes in the member's language (their account's), the event's title too where staff wrote it in Bangla. */
const tournamentMailTexts = serverTexts('modules/golf/tournaments/tournament-mail', { en: english, bn: bangla });

const listed = (t: ServerTranslate<typeof english>, names: string[]) =>
  names.length <= 1 ? names.join('') : t('namesAndLast', { names: names.slice(0, -1).join(', '), last: names.at(-1)! });

/** A handicap as the member gave it, with its one decimal, in the language's digits. */
const handicapIn = (handicap: number, language: Locale) => localeDigits(handicap.toFixed(1), language);

/** A player's tee time and group, when staff publish the draw. */
export function drawPublishedMail(
  config: Config,
  options: { to: string; name: string; event: Pick<EventRow, 'id' | 'title' | 'bn'>; group: number; teeTime: Date; partners: string[]; language: Locale },
): QueuedMail {
  const { language, event, group } = options;
  const t = tournamentMailTexts(language);
  const { title } = inLocale(event, language);
  const mail = composeMail({
    to: options.to,
    subject: t('drawSubject', { title }),
    greeting: t('greeting', { name: options.name }),
    parts: [
      t('drawPublished', { title }),
      { label: t('yourTeeTime'), value: formatBookedTime(options.teeTime, language) },
      options.partners.length > 0 ? t('playInGroupWith', { group, partners: listed(t, options.partners) }) : t('playInGroup', { group }),
      { label: t('seeWholeDraw'), link: `${config.PUBLIC_URL}${pathInLocale(`/events/${event.id}`, language)}` },
    ],
    clubName: config.CLUB_NAME,
    language,
  });
  return { ...mail, kind: 'tournament-draw' };
}

/** The member's page of the tournament: the member area has one path in both languages. */
const entryLink = (config: Config, t: ServerTranslate<typeof english>, event: Pick<EventRow, 'id'>) => ({
  label: t('seeTournament'),
  link: `${config.PUBLIC_URL}/dashboard/events/${event.id}`,
});

/** The member's entry, confirmed: made online by the member, or by staff by hand (an entry taken by phone, say). */
export function entryConfirmedMail(
  config: Config,
  options: { to: string; name: string; event: Pick<EventRow, 'id' | 'title' | 'bn'>; handicap: number; by: 'member' | 'staff'; language: Locale },
): QueuedMail {
  const { language, event } = options;
  const t = tournamentMailTexts(language);
  const { title } = inLocale(event, language);
  const values = { title, handicap: handicapIn(options.handicap, language) };
  const mail = composeMail({
    to: options.to,
    subject: t('enteredSubject', { title }),
    greeting: t('greeting', { name: options.name }),
    parts: [options.by === 'staff' ? t('enteredByStaff', values) : t('entryReceived', values), entryLink(config, t, event)],
    clubName: config.CLUB_NAME,
    language,
  });
  return { ...mail, kind: 'tournament-entry' };
}

/** Staff took the member's entry away, with the reason. */
export function entryRemovedMail(config: Config, options: { to: string; name: string; event: Pick<EventRow, 'id' | 'title' | 'bn'>; reason: string; language: Locale }): QueuedMail {
  const { language, event } = options;
  const t = tournamentMailTexts(language);
  const { title } = inLocale(event, language);
  const mail = composeMail({
    to: options.to,
    subject: t('removedSubject', { title }),
    greeting: t('greeting', { name: options.name }),
    parts: [t('removed', { title }), { label: t('reason'), value: options.reason }, entryLink(config, t, event)],
    clubName: config.CLUB_NAME,
    language,
  });
  return { ...mail, kind: 'tournament-entry' };
}
