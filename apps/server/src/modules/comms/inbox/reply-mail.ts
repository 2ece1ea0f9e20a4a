import { formatClubLongDate } from '@rgcc/shared/format/dates';
import type { Locale } from '@rgcc/shared/format/locale';
import type { Config } from '../../../config';
import { composeMail } from '../../../infra/mail/compose-mail';
import type { QueuedMail } from '../../../infra/mail/outbox';
import { serverTexts, type ServerTranslate } from '../../../texts';
import english from './locales/reply-mail.en.json' with { type: 'json' };
import bangla from './locales/reply-mail.bn.json' with { type: 'json' };

const replyMailTexts = serverTexts('modules/comms/inbox/reply-mail', { en: english, bn: bangla });

interface Reply {
  to: string;
  name: string;
  reply: string;
  /** What the sender wrote, quoted below the reply so that it makes sense on its own. */
  original: string;
  receivedAt: Date;
  /** The sender's language: the visitor's page's when they wrote, a member's account's. */
  language: Locale;
}

function inboxReplyMail(config: Config, t: ServerTranslate<typeof english>, options: Reply & { subject: string; link?: { label: string; link: string } }): QueuedMail {
  const { language } = options;
  // One paragraph per line the staff member wrote: the HTML keeps their line breaks.
  const paragraphs = options.reply.split(/\n+/).filter((line) => line.trim() !== '');
  const mail = composeMail({
    to: options.to,
    subject: options.subject,
    greeting: options.name ? t('greetingByName', { name: options.name }) : t('greeting'),
    parts: [
      ...paragraphs,
      ...(options.link ? [options.link] : []),
      ...(options.original ? [t('youWrote', { date: formatClubLongDate(options.receivedAt, language) }), options.original] : []),
    ],
    clubName: config.CLUB_NAME,
    language,
  });
  return { ...mail, kind: 'inbox-reply' };
}

/** Staff's reply to a visitor's contact message. */
export function contactReplyMail(config: Config, options: Reply): QueuedMail {
  const t = replyMailTexts(options.language);
  return inboxReplyMail(config, t, { ...options, subject: t('contactSubject', { club: config.CLUB_NAME }) });
}

/** Staff's answer in a member's support thread, leading to the thread in the dashboard, where the member answers back. */
export function supportAnswerMail(config: Config, options: Reply & { threadSubject: string; threadId: number }): QueuedMail {
  const t = replyMailTexts(options.language);
  return inboxReplyMail(config, t, {
    ...options,
    subject: t('supportSubject', { subject: options.threadSubject }),
    // The member area has one path in both languages.
    link: { label: t('readThread'), link: `${config.PUBLIC_URL}/dashboard/support/${options.threadId}` },
  });
}
