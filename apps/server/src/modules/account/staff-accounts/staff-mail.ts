import { staffRoleLabels, type StaffRole } from '@rgcc/shared/account/staff-roles';
import type { Config } from '../../../config';
import { composeMail } from '../../../infra/mail/compose-mail';
import type { QueuedMail } from '../../../infra/mail/outbox';

/** The invitation carries a secret link: its body goes once delivered, or once the link is used or expires. */
export function staffInvitationMail(config: Config, to: string, role: StaffRole, link: string, expiresAt: Date): QueuedMail {
  const mail = composeMail({
    to,
    subject: `You are invited to the ${config.CLUB_NAME} staff console`,
    greeting: 'Hello,',
    parts: [
      `A club admin has invited you to the staff console, with the role ${staffRoleLabels[role]}. The link below works once, for 72 hours: choose your password there.`,
      { label: 'Choose your password', link },
      'At your first sign-in you will set up an authenticator app (such as Google Authenticator or Microsoft Authenticator) on your phone.',
      'If you did not expect this, ignore this email.',
    ],
    clubName: config.CLUB_NAME,
  });
  return { ...mail, kind: 'staff-invitation', secret: { expiresAt } };
}

/** After an admin's reset of the authenticator: no secret in it, only what happened and what comes next. */
export function secondFactorResetMail(config: Config, to: string): QueuedMail {
  const mail = composeMail({
    to,
    subject: `Your ${config.CLUB_NAME} sign-in code was reset`,
    greeting: 'Hello,',
    parts: [
      'A club admin has reset the authenticator app of your staff account. Every device signed in to it was signed out, and your recovery codes no longer work.',
      'At your next sign-in, after your password, you will set up your authenticator app again by scanning a new QR code.',
      { label: 'Sign in', link: `${config.PUBLIC_URL}/login` },
      'If you did not ask for this, tell a club admin at once.',
    ],
    clubName: config.CLUB_NAME,
  });
  return { ...mail, kind: 'second-factor-reset' };
}
