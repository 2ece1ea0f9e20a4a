import { formatBookedTime } from '@rgcc/shared/format/club-time';
import type { Config } from '../../config';
import type { EventRow } from '../../db/schema';
import { composeMail } from '../../infra/mail/compose-mail';
import type { QueuedMail } from '../../infra/mail/outbox';

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
      { label: 'Your tee time', value: formatBookedTime(options.teeTime) },
      options.partners.length > 0 ? `You play in group ${options.group} with ${listed(options.partners)}.` : `You play in group ${options.group}.`,
      { label: 'See the whole draw', link: `${config.PUBLIC_URL}/events/${options.event.id}` },
    ],
    clubName: config.CLUB_NAME,
  });
  return { ...mail, kind: 'tournament-draw' };
}
