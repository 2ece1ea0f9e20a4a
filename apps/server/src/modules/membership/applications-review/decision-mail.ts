import type { Config } from '../../../config';
import { composeMail } from '../../../infra/mail/compose-mail';
import type { QueuedMail } from '../../../infra/mail/outbox';

/** The email the spec promises after approval: the User ID and a temporary password. */
export function approvalMail(config: Config, options: { to: string; firstName: string; memberId: string; temporaryPassword: string }): QueuedMail {
  const mail = composeMail({
    to: options.to,
    subject: `Welcome to ${config.CLUB_NAME}: your membership is approved`,
    greeting: `Dear ${options.firstName},`,
    parts: [
      `Your membership application is approved. Your member ID is ${options.memberId}.`,
      { label: 'User ID', value: options.to },
      { label: 'Password', value: options.temporaryPassword },
      'This password is temporary: you will choose your own when you first sign in. Then pay the membership registration fee to unlock your dashboard.',
      { label: 'Sign in', link: `${config.PUBLIC_URL}/login` },
    ],
    clubName: config.CLUB_NAME,
  });
  // The temporary password works until the member replaces it at first sign-in.
  return { ...mail, kind: 'credentials', secret: { expiresAt: null } };
}

export function rejectionMail(config: Config, options: { to: string; firstName: string; reason: string }): QueuedMail {
  const mail = composeMail({
    to: options.to,
    subject: `Your membership application to ${config.CLUB_NAME}`,
    greeting: `Dear ${options.firstName},`,
    parts: [
      'Thank you for applying for membership. After review, the club cannot approve your application at this time.',
      { label: 'Reason', value: options.reason },
      'You are welcome to apply again with the same email address, for example once the reason above no longer applies.',
      { label: 'Apply again', link: `${config.PUBLIC_URL}/membership-registration` },
      'If you have questions, please reply to this email or call the club office.',
    ],
    clubName: config.CLUB_NAME,
  });
  return { ...mail, kind: 'rejection' };
}
