import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { templateNames } from '../packages/shared/src/common/message-translations';
import { messageArguments, messageWords, parseMessage } from '../packages/shared/src/common/messages';
import { locales } from '../packages/shared/src/format/locale';

/**
 * The site's texts (docs/decisions/0045-texts-and-catalogues.md): each part has a catalogue per
 * language, `locales/<part>.<language>.json`, and a `defineTexts('<folder>/<part>', …)` that
 * loads them (`serverTexts` on the server). A key missing from either language, a message that does not parse, a value or tag
 * one language uses and the other does not, or English left in a Bangla text fails here.
 */
const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sourceDirs = ['apps/web/src', 'apps/server/src', 'packages/shared/src'];

/** Latin words a Bangla text may keep: names and units written the same in both languages. */
const latinInBangla = new Set(['bKash', 'Rangpur', 'Ghaghat', 'RGCC', 'PDF', 'QR', 'OTP', 'TOTP', 'VAT', 'BIN', 'MP4', 'WebM', 'JPG', 'PNG', 'MB', 'KB', 'USGA', 'WHS']);

/**
 * What a person types or reads out as it is, kept in a Bangla text: a member ID or receipt number
 * given as an example (`M-0042`), a date's typed shape (`YYYY-MM-DD`), a web address's start, a
 * file's extension, an email address.
 */
const typedAsIs = /\b[A-Z]-\d+\b|\bYYYY-MM(?:-DD)?\b|https:\/\/|\.[a-z]{3,4}\b|[\w.+-]+@[\w-]+\.[\w.]+/g;
const latinWordsOf = (text: string) => (text.replace(typedAsIs, ' ').match(/[A-Za-z][A-Za-z0-9]*/g) ?? []).filter((word) => !latinInBangla.has(word));

const filesUnder = (dir: string) =>
  (fs.readdirSync(path.join(rootDir, dir), { recursive: true }) as string[]).filter((file) => !file.split(path.sep).includes('node_modules')).map((file) => path.join(dir, file));
const allFiles = sourceDirs.flatMap(filesUnder);

const cataloguePattern = /^(.*)\/locales\/([a-z-]+)\.([a-z]+)\.json$/;
const catalogueFiles = allFiles.filter((file) => cataloguePattern.test(file.split(path.sep).join('/')));

interface Part {
  name: string;
  files: Partial<Record<string, string>>;
}

/** Each part by its name: the folder under src and the part's file name ("app/site"). */
const parts = new Map<string, Part>();
for (const file of catalogueFiles) {
  const [, folder = '', part = '', locale = ''] = cataloguePattern.exec(file.split(path.sep).join('/'))!;
  const name = `${folder.replace(/^(apps\/[a-z]+|packages\/[a-z]+)\/src\/?/, '')}/${part}`.replace(/^\//, '');
  const entry = parts.get(name) ?? { name, files: {} };
  entry.files[locale] = file;
  parts.set(name, entry);
}

const read = (file: string) => JSON.parse(fs.readFileSync(path.join(rootDir, file), 'utf8')) as Record<string, unknown>;

describe('the catalogues', () => {
  it('exist', () => {
    expect(parts.size).toBeGreaterThan(0);
  });

  it.each([...parts.values()].map((part) => [part.name, part] as const))('%s has every language, the same keys, and messages that agree', (_name, part) => {
    const [english, ...others] = locales.map((locale) => {
      const file = part.files[locale];
      expect(file, `${part.name} has no ${locale} catalogue`).toBeDefined();
      return { locale, messages: read(file!) };
    });
    for (const { locale, messages } of [english!, ...others]) {
      for (const [key, message] of Object.entries(messages)) {
        expect(typeof message === 'string' && message.trim() !== '', `${part.name}.${key} (${locale}) is empty`).toBe(true);
        expect(() => parseMessage(message as string), `${part.name}.${key} (${locale})`).not.toThrow();
      }
    }
    for (const { locale, messages } of others) {
      expect(Object.keys(messages).sort(), `${part.name}: the ${locale} keys`).toEqual(Object.keys(english!.messages).sort());
      for (const [key, message] of Object.entries(english!.messages)) {
        expect(messageArguments(messages[key] as string), `${part.name}.${key}: ${locale}'s values and tags`).toEqual(messageArguments(message as string));
      }
    }
  });

  it('leave no English in a Bangla text, beyond names and units', () => {
    const english = [...parts.values()].flatMap((part) =>
      Object.entries(read(part.files.bn!)).flatMap(([key, message]) => {
        return latinWordsOf(messageWords(message as string).join(' ')).map((word) => `${part.name}.${key}: ${word}`);
      }),
    );
    expect(english).toEqual([]);
  });

  it('are each loaded by one defineTexts named after it, with both languages’ files', () => {
    const declared = allFiles
      // A test may declare parts of its own, with catalogues in the test.
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .flatMap((file) => {
        // Comment lines dropped: lib/texts.tsx shows a declaration in its own.
        const source = fs.readFileSync(path.join(rootDir, file), 'utf8').replace(/^\s*\*.*$/gm, '');
        const onWeb = [...source.matchAll(/defineTexts(?:<[^>]*>)?\(\s*'([^']+)',\s*\{([^}]*)\}/g)].map(([, name = '', loaders = '']) => {
          const imported = [...loaders.matchAll(/import\('\.\/([^']+)'\)/g)].map(([, relative = '']) => path.join(path.dirname(file), relative));
          return { name, imported: imported.sort() };
        });
        // The server imports its catalogues at the top of the module that declares them.
        const onServer = [...source.matchAll(/serverTexts(?:<[^>]*>)?\(\s*'([^']+)'/g)].map(([, name = '']) => {
          const imported = [...source.matchAll(/^import \w+ from '\.\/(locales\/[^']+\.json)'/gm)].map(([, relative = '']) => path.join(path.dirname(file), relative));
          return { name, imported: imported.sort() };
        });
        return [...onWeb, ...onServer];
      });
    expect(declared.map(({ name }) => name).sort()).toEqual([...parts.keys()].sort());
    for (const { name, imported } of declared) {
      expect(imported, name).toEqual(locales.map((locale) => parts.get(name)!.files[locale]).sort());
    }
  });
});

/**
 * The translation tables of the messages raised in English (docs/decisions/0046-message-translations.md):
 * `translations/<language>.json` in the shared package (the schemas') and the server (its own),
 * one per language beside English, keyed by the English message.
 */
const tablePattern = /^(packages\/shared|apps\/server)\/src\/translations\/([a-z]+)\.json$/;
const tableFiles = allFiles.map((file) => file.split(path.sep).join('/')).filter((file) => tablePattern.test(file));
const otherLocales = locales.filter((locale) => locale !== 'en');

describe('the translation tables', () => {
  it('are there for every language beside English, in the shared package and the server', () => {
    expect(tableFiles.sort()).toEqual(
      ['packages/shared', 'apps/server'].flatMap((dir) => otherLocales.map((locale) => `${dir}/src/translations/${locale}.json`)).sort(),
    );
  });

  it.each(tableFiles)('%s: each translation parses, puts in only the values its English has, and is not in English', (file) => {
    for (const [english, translation] of Object.entries(read(file))) {
      expect(typeof translation === 'string' && translation.trim() !== '', `${file}: "${english}" is empty`).toBe(true);
      const { values, tags } = messageArguments(translation as string);
      expect(tags, `${file}: "${english}" has tags`).toEqual([]);
      expect(values.filter((name) => !templateNames(english).includes(name)), `${file}: "${english}" puts in values its English has not`).toEqual([]);
      expect(latinWordsOf(messageWords(translation as string).join(' ')), `${file}: "${english}"`).toEqual([]);
    }
  });

  it('translate each message once', () => {
    for (const locale of otherLocales) {
      const [shared, server] = ['packages/shared', 'apps/server'].map((dir) => Object.keys(read(`${dir}/src/translations/${locale}.json`)));
      expect(shared!.filter((english) => server!.includes(english))).toEqual([]);
    }
  });
});
