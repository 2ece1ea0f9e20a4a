import { formatBookedTime } from '@rgcc/shared/format/dates';
import { defaultLocale } from '@rgcc/shared/format/locale';
import type { Config } from '../../../config';
import type { EventRow } from '../../../db/schema';
import { composeMail } from '../../../infra/mail/compose-mail';
import type { QueuedMail } from '../../../infra/mail/outbox';

const listed = (names: string[]) => (names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`);

/** A player's tee time and group, when staff publish the draw. */
export function drawPublishedMail(
  config: Config,
  options: { to: string; name: string; event: Pick<EventRow, 'id' | 'title'>; group: number; teeTime: Date; partners: string[] },
): QueuedMail {
  const mail = composeMail({
    to: options.to,
    subject: `Your tee time for ${options.event.title}`,
    greeting: `Dear ${options.name},`,
    parts: [
      `The draw for ${options.event.title} is published.`,
      { label: 'Your tee time', value: formatBookedTime(options.teeTime, defaultLocale) },
      options.partners.length > 0 ? `You play in group ${options.group} with ${listed(options.partners)}.` : `You play in group ${options.group}.`,
      { label: 'See the whole draw', link: `${config.PUBLIC_URL}/events/${options.event.id}` },
    ],
    clubName: config.CLUB_NAME,
  });
  return { ...mail, kind: 'tournament-draw' };
}

const entryLink = (config: Config, event: Pick<EventRow, 'id'>) => ({ label: 'See the tournament', link: `${config.PUBLIC_URL}/dashboard/events/${event.id}` });

/** The member's entry, confirmed: made online by the member, or by staff by hand (an entry taken by phone, say). */
export function entryConfirmedMail(
  config: Config,
  options: { to: string; name: string; event: Pick<EventRow, 'id' | 'title'>; handicap: number; by: 'member' | 'staff' },
): QueuedMail {
  const handicap = options.handicap.toFixed(1);
  const mail = composeMail({
    to: options.to,
    subject: `You are entered in ${options.event.title}`,
    greeting: `Dear ${options.name},`,
    parts: [
      options.by === 'staff' ? `The club has entered you in ${options.event.title} with handicap ${handicap}.` : `Your entry in ${options.event.title} is received, with handicap ${handicap}.`,
      entryLink(config, options.event),
    ],
    clubName: config.CLUB_NAME,
  });
  return { ...mail, kind: 'tournament-entry' };
}

/** Staff took the member's entry away, with the reason. */
export function entryRemovedMail(config: Config, options: { to: string; name: string; event: Pick<EventRow, 'id' | 'title'>; reason: string }): QueuedMail {
  const mail = composeMail({
    to: options.to,
    subject: `Your entry in ${options.event.title} is withdrawn`,
    greeting: `Dear ${options.name},`,
    parts: [`The club has withdrawn your entry in ${options.event.title}.`, { label: 'Reason', value: options.reason }, entryLink(config, options.event)],
    clubName: config.CLUB_NAME,
  });
  return { ...mail, kind: 'tournament-entry' };
}
