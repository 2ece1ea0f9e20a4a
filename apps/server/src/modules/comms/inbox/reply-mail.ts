import { formatClubLongDate } from '@rgcc/shared/format/dates';
import { defaultLocale } from '@rgcc/shared/format/locale';
import type { Config } from '../../../config';
import { composeMail } from '../../../infra/mail/compose-mail';
import type { QueuedMail } from '../../../infra/mail/outbox';

/**
 * Staff's reply to a visitor or a member, with what they wrote quoted below it so the reply makes
 * sense on its own; `link` leads to where the whole conversation is kept (a member's support thread).
 */
export function inboxReplyMail(
  config: Config,
  options: { to: string; name: string; subject: string; reply: string; original: string; receivedAt: Date; link?: { label: string; link: string } },
): QueuedMail {
  // One paragraph per line the staff member wrote: the HTML keeps their line breaks.
  const paragraphs = options.reply.split(/\n+/).filter((line) => line.trim() !== '');
  const mail = composeMail({
    to: options.to,
    subject: options.subject,
    greeting: options.name ? `Dear ${options.name},` : 'Hello,',
    parts: [...paragraphs, ...(options.link ? [options.link] : []), ...(options.original ? [`You wrote on ${formatClubLongDate(options.receivedAt, defaultLocale)}:`, options.original] : [])],
    clubName: config.CLUB_NAME,
  });
  return { ...mail, kind: 'inbox-reply' };
}
