/**
 * The site's texts, one catalogue per language and part (docs/decisions/0045-texts-and-catalogues.md).
 * A part is declared once, next to the components that show it:
 *
 *   import type english from './locales/site.en.json';
 *   export const siteTexts = defineTexts<typeof english>('app/site', {
 *     en: () => import('./locales/site.en.json'),
 *     bn: () => import('./locales/site.bn.json'),
 *   });
 *
 * and a component reads it with `const t = useTexts(siteTexts)`. Each catalogue is its own small
 * chunk: a page loads only its parts, in its language. A server-rendered page hands the parts it
 * used over in its data (entry-server.tsx), so the browser hydrates without fetching them again.
 */
import { createContext, Fragment, useContext, useMemo, type ReactNode } from 'react';
import { messagePieces, formatMessage, type MessagePiece, type MessageValues } from '@rgcc/shared/common/messages';
import type { Locale } from '@rgcc/shared/format/locale';
import { useLocale } from './use-locale';

export type Catalogue = Readonly<Record<string, string>>;

export interface TextPart<C extends Catalogue> {
  readonly name: string;
  readonly load: Readonly<Record<Locale, () => Promise<{ default: C }>>>;
}

/** The keys of a part's texts, for data that names a text (a navigation entry's label). */
export type TextKey<P> = P extends TextPart<infer C> ? keyof C & string : never;

const parts = new Map<string, TextPart<Catalogue>>();
const catalogues = new Map<string, Catalogue>();
const keyOf = (locale: Locale, name: string) => `${locale}:${name}`;

/** Declares a part of the site's texts; its name is its catalogue's path under src (checked by scripts/catalogues.test.ts). */
export function defineTexts<C extends Catalogue>(name: string, load: TextPart<C>['load']): TextPart<C> {
  if (parts.has(name)) throw new Error(`Texts "${name}" are declared twice`);
  const part = { name, load };
  parts.set(name, part as TextPart<Catalogue>);
  return part;
}

const loading = new Map<string, Promise<void>>();

/** One part's catalogue in a language, fetched once however many ask for it. */
function loadPart(locale: Locale, part: TextPart<Catalogue>): Promise<void> {
  const key = keyOf(locale, part.name);
  let loaded = loading.get(key);
  if (!loaded) {
    loaded = part.load[locale]().then((module) => {
      catalogues.set(key, module.default);
    });
    loading.set(key, loaded);
  }
  return loaded;
}

/** Loads every declared part's catalogue in a language that is not loaded yet: the page's code declared them. */
export async function loadTexts(locale: Locale): Promise<void> {
  const missing = [...parts.values()].filter((part) => !catalogues.has(keyOf(locale, part.name)));
  await Promise.all(missing.map((part) => loadPart(locale, part)));
}

/** Catalogues a server-rendered page handed over, so that hydration needs no fetch for them. */
export function provideTexts(locale: Locale, handedOver: Readonly<Record<string, Catalogue>>) {
  for (const [name, catalogue] of Object.entries(handedOver)) catalogues.set(keyOf(locale, name), catalogue);
}

/** The catalogues of the parts a render used, by name: what the server hands over with the page. */
export function textsUsed(locale: Locale, names: ReadonlySet<string>): Record<string, Catalogue> {
  return Object.fromEntries([...names].map((name) => [name, catalogues.get(keyOf(locale, name))!]));
}

/** While the server renders a page, this records each part the page reads (entry-server.tsx). */
export const TextsUsed = createContext<Set<string> | null>(null);

export type Tags = Readonly<Record<string, (children: ReactNode) => ReactNode>>;

export interface Translate<C extends Catalogue> {
  /** A text as a string, with its values written in (numbers in the page's digits). */
  (key: keyof C & string, values?: MessageValues): string;
  /** A text with elements: each `<tag>…</tag>` in it is made by `tags[tag]`. */
  rich(key: keyof C & string, tags: Tags, values?: MessageValues): ReactNode;
}

function elementsOf(pieces: MessagePiece[], tags: Tags): ReactNode[] {
  return pieces.map((piece, index) => {
    if (typeof piece === 'string') return piece;
    const make = tags[piece.tag];
    if (!make) throw new Error(`No element given for <${piece.tag}>`);
    return <Fragment key={index}>{make(elementsOf(piece.children, tags))}</Fragment>;
  });
}

/** The page's texts of a part, in the page's language. */
export function useTexts<C extends Catalogue>(part: TextPart<C>): Translate<C> {
  const locale = useLocale();
  useContext(TextsUsed)?.add(part.name);
  // A component loaded after its page (a dialog's code, fetched when it opens) waits for its texts:
  // it suspends by throwing the loading promise, so that React renders it afresh once they are in.
  // (use() here would be called on some renders only, and React's replay of a component that
  // suspended in use() expects the same calls: it failed with "Update hook called on initial render".)
  if (!catalogues.has(keyOf(locale, part.name))) throw loadPart(locale, part as TextPart<Catalogue>);
  const catalogue = catalogues.get(keyOf(locale, part.name))!;
  return useMemo(() => {
    const message = (key: string) => {
      const text = catalogue[key];
      if (text === undefined) throw new Error(`Texts "${part.name}" have no "${key}" in ${locale}`);
      return text;
    };
    return Object.assign((key: string, values: MessageValues = {}) => formatMessage(message(key), values, locale), {
      rich: (key: string, tags: Tags, values: MessageValues = {}) => elementsOf(messagePieces(message(key), values, locale), tags),
    });
  }, [catalogue, locale, part.name]);
}
