import type { QueuedMail } from '../../../infra/mail/outbox';
import { escapeHtml } from '../../../http/escape-html';

/** The email with the 6-digit code and the verification link (plain text and HTML, no images). */
export function verificationMail(options: { to: string; firstName: string; code: string; link: string; linkExpiresAt: Date; clubName: string }): QueuedMail {
  const { to, firstName, code, link, clubName } = options;
  const text = [
    `Dear ${firstName},`,
    '',
    `Thank you for applying for membership of ${clubName}.`,
    '',
    `Your verification code is ${code}. It is valid for 10 minutes.`,
    '',
    'Or verify your email with this link (valid for 24 hours):',
    link,
    '',
    'After verification, the club reviews your application. You will receive your User ID and password by email once it is approved.',
    '',
    'If you did not apply, please ignore this email.',
    '',
    clubName,
  ].join('\n');
  const html = `<!doctype html>
<html lang="en"><body style="font-family:Arial,sans-serif;color:#1c2321;line-height:1.5">
<p>Dear ${escapeHtml(firstName)},</p>
<p>Thank you for applying for membership of ${escapeHtml(clubName)}.</p>
<p>Your verification code is <strong style="font-size:1.4em;letter-spacing:0.2em">${escapeHtml(code)}</strong>. It is valid for 10 minutes.</p>
<p>Or <a href="${escapeHtml(link)}">verify your email with this link</a> (valid for 24 hours).</p>
<p>After verification, the club reviews your application. You will receive your User ID and password by email once it is approved.</p>
<p>If you did not apply, please ignore this email.</p>
<p>${escapeHtml(clubName)}</p>
</body></html>`;
  // The link outlives the code: the mail is worth keeping until the link expires.
  return { to, subject: `Verify your email for ${clubName}`, text, html, kind: 'verification', secret: { expiresAt: options.linkExpiresAt } };
}
