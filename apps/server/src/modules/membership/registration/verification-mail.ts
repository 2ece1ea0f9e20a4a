import type { Locale } from '@rgcc/shared/format/locale';
import type { QueuedMail } from '../../../infra/mail/outbox';
import { escapeHtml } from '../../../http/escape-html';
import { serverTexts } from '../../../texts';
import english from './locales/verification-mail.en.json' with { type: 'json' };
import bangla from './locales/verification-mail.bn.json' with { type: 'json' };

const verificationMailTexts = serverTexts('modules/membership/registration/verification-mail', { en: english, bn: bangla });

/** The email with the 6-digit code and the verification link (plain text and HTML, no images), in the language the applicant applied in. */
export function verificationMail(options: { to: string; firstName: string; code: string; link: string; linkExpiresAt: Date; clubName: string; language: Locale }): QueuedMail {
  const { to, firstName, code, link, clubName, language } = options;
  const t = verificationMailTexts(language);
  const text = [
    t('greeting', { firstName }),
    '',
    t('thanks', { club: clubName }),
    '',
    t('code', { code }),
    '',
    t('linkIntro'),
    link,
    '',
    t('afterVerification'),
    '',
    t('notYou'),
    '',
    clubName,
  ].join('\n');
  const html = `<!doctype html>
<html lang="${language}"><body style="font-family:Arial,sans-serif;color:#1c2321;line-height:1.5">
<p>${t.html('greeting', {}, { firstName })}</p>
<p>${t.html('thanks', {}, { club: clubName })}</p>
<p>${t.html('code', { code: (inner) => `<strong style="font-size:1.4em;letter-spacing:0.2em">${inner}</strong>` }, { code })}</p>
<p>${t.html('link', { link: (inner) => `<a href="${escapeHtml(link)}">${inner}</a>` })}</p>
<p>${t.html('afterVerification', {})}</p>
<p>${t.html('notYou', {})}</p>
<p>${escapeHtml(clubName)}</p>
</body></html>`;
  // The link outlives the code: the mail is worth keeping until the link expires.
  return { to, subject: t('subject', { club: clubName }), text, html, kind: 'verification', secret: { expiresAt: options.linkExpiresAt } };
}
