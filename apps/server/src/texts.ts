/**
 * The server's own texts (mails, documents) in both languages, from catalogues like the web's
 * (docs/decisions/0045-texts-and-catalogues.md): `locales/<part>.<language>.json` beside the code,
 * declared once by `serverTexts('<folder under src>/<part>', { en, bn })` and checked by
 * scripts/catalogues.test.ts. The server has them all at hand: no loading.
 */
import { formatMessage, messagePieces, type MessagePiece, type MessageValues } from '@rgcc/shared/common/messages';
import type { Locale } from '@rgcc/shared/format/locale';
import { escapeHtml } from './http/escape-html';

export type HtmlTags = Readonly<Record<string, (innerHtml: string) => string>>;

export interface ServerTranslate<C> {
  /** A text as plain text, with its values written in (numbers in the language's digits). */
  (key: keyof C & string, values?: MessageValues): string;
  /** A text as HTML: its words and values escaped, each `<tag>…</tag>` made by `tags[tag]`. */
  html(key: keyof C & string, tags: HtmlTags, values?: MessageValues): string;
}

function htmlOf(pieces: MessagePiece[], tags: HtmlTags): string {
  return pieces
    .map((piece) => {
      if (typeof piece === 'string') return escapeHtml(piece);
      const make = tags[piece.tag];
      if (!make) throw new Error(`No HTML given for <${piece.tag}>`);
      return make(htmlOf(piece.children, tags));
    })
    .join('');
}

export function serverTexts<C extends Readonly<Record<string, string>>>(name: string, catalogues: Readonly<Record<Locale, C>>): (locale: Locale) => ServerTranslate<C> {
  return (locale) => {
    const message = (key: string) => {
      const text = catalogues[locale][key];
      if (text === undefined) throw new Error(`Texts "${name}" have no "${key}" in ${locale}`);
      return text;
    };
    return Object.assign((key: keyof C & string, values: MessageValues = {}) => formatMessage(message(key), values, locale), {
      html: (key: keyof C & string, tags: HtmlTags, values: MessageValues = {}) => htmlOf(messagePieces(message(key), values, locale), tags),
    });
  };
}
