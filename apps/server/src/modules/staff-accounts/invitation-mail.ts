import { staffRoleLabels, type StaffRole } from '@rgcc/shared/constants/staff-roles';
import type { Config } from '../../config';
import { composeMail } from '../../infra/mail/compose-mail';
import type { QueuedMail } from '../../infra/mail/outbox';

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
