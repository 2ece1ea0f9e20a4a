import { escapeHtml } from '../../http/escape-html';
import type { Locale } from '@rgcc/shared/format/locale';
import type { MailMessage } from './outbox';

/** A paragraph of text, a link with its words, or a labelled value shown prominently. */
export type MailPart = string | { link: string; label: string } | { label: string; value: string };

/**
 * The club's plain mail: the same parts as text and as simple HTML (no images, no tracking), so
 * every message reads well in any client. Values are escaped here, once.
 */
export function composeMail(options: { to: string; subject: string; greeting: string; parts: MailPart[]; clubName: string; language?: Locale }): MailMessage {
  // English for the mails that do not follow their recipient's language yet.
  const { to, subject, greeting, parts, clubName, language = 'en' } = options;
  const asText = (part: MailPart) =>
    typeof part === 'string' ? part : 'link' in part ? `${part.label}:\n${part.link}` : `${part.label}: ${part.value}`;
  const asHtml = (part: MailPart) =>
    typeof part === 'string'
      ? `<p>${escapeHtml(part)}</p>`
      : 'link' in part
        ? `<p><a href="${escapeHtml(part.link)}">${escapeHtml(part.label)}</a></p>`
        : `<p>${escapeHtml(part.label)}: <strong style="font-size:1.2em;letter-spacing:0.05em">${escapeHtml(part.value)}</strong></p>`;
  const text = [greeting, ...parts.map(asText), clubName].join('\n\n');
  const html = `<!doctype html>
<html lang="${language}"><body style="font-family:Arial,sans-serif;color:#1c2321;line-height:1.5">
<p>${escapeHtml(greeting)}</p>
${parts.map(asHtml).join('\n')}
<p>${escapeHtml(clubName)}</p>
</body></html>`;
  return { to, subject, text, html };
}
