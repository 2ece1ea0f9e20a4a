import { formatClubDateTimeLabelled } from '@rgcc/shared/format/dates';
import { defaultLocale } from '@rgcc/shared/format/locale';
import type { Config } from '../../../config';
import { composeMail } from '../../../infra/mail/compose-mail';
import type { QueuedMail } from '../../../infra/mail/outbox';

/** A member of the register is asked to choose a password: the link is the reset page's, for 7 days. */
export function memberInvitationMail(config: Config, options: { to: string; firstName: string; memberId: string; link: string; expiresAt: Date }): QueuedMail {
  const mail = composeMail({
    to: options.to,
    subject: `Your ${config.CLUB_NAME} member account is ready`,
    greeting: `Dear ${options.firstName},`,
    parts: [
      `The club now keeps its members' bookings, payments and cards online, and your membership (member ID ${options.memberId}) is there. Choose your password with the link below: it works once, until ${formatClubDateTimeLabelled(options.expiresAt, defaultLocale)}.`,
      { label: 'Choose your password', link: options.link },
      { label: 'Then sign in with', value: options.to },
      'If the link has expired, ask for a new one on the sign-in page ("Forgot password") or call the club office.',
    ],
    clubName: config.CLUB_NAME,
  });
  return { ...mail, kind: 'invitation', secret: { expiresAt: options.expiresAt } };
}
