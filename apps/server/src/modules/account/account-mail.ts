import type { Config } from '../../config';
import { composeMail } from '../../infra/mail/compose-mail';
import type { QueuedMail } from '../../infra/mail/outbox';

export function passwordResetMail(config: Config, to: string, link: string, expiresAt: Date): QueuedMail {
  const mail = composeMail({
    to,
    subject: `Reset your ${config.CLUB_NAME} password`,
    greeting: 'Dear member,',
    parts: [
      'We received a request to reset the password of your account. The link below works once, for 60 minutes.',
      { label: 'Choose a new password', link },
      'If you did not ask for this, ignore this email: your password stays as it is.',
    ],
    clubName: config.CLUB_NAME,
  });
  return { ...mail, kind: 'password-reset', secret: { expiresAt } };
}

export function passwordChangedMail(config: Config, to: string): QueuedMail {
  const mail = composeMail({
    to,
    subject: `Your ${config.CLUB_NAME} password was changed`,
    greeting: 'Dear member,',
    parts: [
      'The password of your account was just changed, and every device signed in to it was signed out.',
      `If this was not you, reset your password at once and call the club office.`,
      { label: 'Reset your password', link: `${config.PUBLIC_URL}/forgot-password` },
    ],
    clubName: config.CLUB_NAME,
  });
  return { ...mail, kind: 'password-changed' };
}
