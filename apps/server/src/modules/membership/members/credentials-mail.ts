import type { Config } from '../../../config';
import { composeMail } from '../../../infra/mail/compose-mail';
import type { QueuedMail } from '../../../infra/mail/outbox';

/** New credentials sent by staff: like the approval mail, the password is a secret in the body. */
export function newCredentialsMail(config: Config, options: { to: string; firstName: string; memberId: string; temporaryPassword: string }): QueuedMail {
  const mail = composeMail({
    to: options.to,
    subject: `Your new ${config.CLUB_NAME} sign-in details`,
    greeting: `Dear ${options.firstName},`,
    parts: [
      `The club has set a new temporary password for your membership (member ID ${options.memberId}). Your old password no longer works, and every device signed in to your account was signed out.`,
      { label: 'User ID', value: options.to },
      { label: 'Password', value: options.temporaryPassword },
      'You will choose your own password when you next sign in.',
      { label: 'Sign in', link: `${config.PUBLIC_URL}/login` },
      'If you did not ask the club for this, please call the club office.',
    ],
    clubName: config.CLUB_NAME,
  });
  // Same kind as the approval mail: replacing the password (or new credentials again) spends it.
  return { ...mail, kind: 'credentials', secret: { expiresAt: null } };
}
