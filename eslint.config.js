import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import path from 'node:path';
import tseslint from 'typescript-eslint';

/**
 * Feature folders stay independent (docs/architecture.md): a file in features/<a>/ may not import from
 * features/<b>/. Shared code moves to components (components/ui for primitives), lib or packages/shared.
 */
const featureBoundaries = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const file = context.filename;
    const own = file.match(/apps\/web\/src\/features\/([^/]+)\//)?.[1];
    if (!own) return {};
    return {
      ImportDeclaration(node) {
        const source = node.source.value;
        const resolved = source.startsWith('@/')
          ? `apps/web/src/${source.slice(2)}`
          : source.startsWith('.')
            ? path.join(path.dirname(file), source)
            : '';
        const target = resolved.match(/apps\/web\/src\/features\/([^/]+)/)?.[1];
        if (target && target !== own) {
          context.report({ node, message: `features/${own} must not import from features/${target}; move shared code to components, lib or packages/shared.` });
        }
      },
    };
  },
};

/**
 * A server area reaches another only through its entry file, which says what the area offers
 * (docs/architecture.md); code outside the areas does too, and only app.ts registers an area's
 * routes.ts and runs its jobs.ts. Inner files stay free to change, and entry files keep the areas' ties few and seen.
 */
const serverAreaBoundaries = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const file = context.filename;
    const modules = `${path.resolve('apps/server/src/modules')}/`;
    const own = file.startsWith(modules) ? file.slice(modules.length).split('/')[0] : null;
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = path.join(path.dirname(file), source);
      if (!target.startsWith(modules)) return;
      const [area, ...rest] = target.slice(modules.length).split('/');
      if (area === own) return;
      const inner = rest.join('/').replace(/\.ts$/, '');
      if (inner === 'entry' || (['routes', 'jobs'].includes(inner) && file === path.resolve('apps/server/src/app.ts'))) return;
      context.report({ node, message: `${own ? `modules/${own}` : path.relative(process.cwd(), file)} reaches modules/${area} only through modules/${area}/entry.ts: export what it needs there.` });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

/** A path with forward slashes, as the rules below match it. */
const posixPath = (file) => file.split(path.sep).join('/');

/**
 * Locale tags ('en-GB', 'bn-BD', 'en-IN') are written in one file, packages/shared/src/format/locale.ts,
 * which maps the site's languages to them. Anywhere else a tag fixes one language in place: the
 * Bangla pages would show English dates or Western digit grouping there. Take a `Locale` and call
 * the formatters in @rgcc/shared/format instead.
 */
const localeTag = /^[a-z]{2,3}(?:-[A-Z][a-z]{3})?-(?:[A-Z]{2}|\d{3})$/;
const localeTags = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    if (posixPath(context.filename).endsWith('packages/shared/src/format/locale.ts')) return {};
    const check = (node, text) => {
      if (typeof text === 'string' && localeTag.test(text)) {
        context.report({
          node,
          message: `'${text}' is a locale tag: tags are named only in packages/shared/src/format/locale.ts. Pass a Locale to the formatters in @rgcc/shared/format.`,
        });
      }
    };
    return {
      Literal: (node) => check(node, node.value),
      TemplateElement: (node) => check(node, node.value.cooked),
    };
  },
};

/**
 * Intl formatters are made in packages/shared/src/format/ only: there each is made once per
 * language and style (building one loads ICU data, a long task on a phone while the page hydrates),
 * and every text of a kind comes out the same on every page, mail and file.
 */
const intlInFormat = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    if (posixPath(context.filename).includes('packages/shared/src/format/')) return {};
    const report = (node) =>
      context.report({
        node,
        message: `Intl.${node.callee.property.name} is made only in packages/shared/src/format/ (once per locale and style): use or add a formatter there.`,
      });
    const constructor = "[callee.type='MemberExpression'][callee.object.name='Intl'][callee.property.name=/^[A-Z]/]";
    return { [`NewExpression${constructor}`]: report, [`CallExpression${constructor}`]: report };
  },
};

/**
 * What a person reads comes from a catalogue (docs/decisions/0045-texts-and-catalogues.md): no
 * English written into a component, as text, as a string child, or in an attribute a person reads
 * or hears. Names and units without a letter of the Latin script (`৳`, `·`) are not texts.
 */
const readAttributes = new Set(['aria-label', 'aria-description', 'aria-roledescription', 'aria-placeholder', 'aria-valuetext', 'title', 'alt', 'placeholder', 'label']);
const hasWords = (value) => typeof value === 'string' && /[A-Za-z]{2}/.test(value);
const noLiteralText = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const report = (node, value) => context.report({ node, message: `"${value.trim().slice(0, 40)}" is a text: put it in the part's catalogues (locales/*.en.json and *.bn.json) and read it with useTexts.` });
    return {
      JSXText(node) {
        if (hasWords(node.value)) report(node, node.value);
      },
      'JSXExpressionContainer > Literal'(node) {
        if (node.parent.parent.type !== 'JSXAttribute' && hasWords(node.value)) report(node, node.value);
      },
      'JSXExpressionContainer > TemplateLiteral'(node) {
        const words = node.quasis.map((quasi) => quasi.value.cooked).join(' ');
        if (node.parent.parent.type !== 'JSXAttribute' && hasWords(words)) report(node, words);
      },
      JSXAttribute(node) {
        if (!readAttributes.has(node.name.name)) return;
        const value = node.value?.type === 'JSXExpressionContainer' ? node.value.expression : node.value;
        if (value?.type === 'Literal' && hasWords(value.value)) report(value, value.value);
      },
    };
  },
};

/** The house's own rules, one plugin for every block that uses them. */
const house = {
  rules: {
    'feature-boundaries': featureBoundaries,
    'server-area-boundaries': serverAreaBoundaries,
    'locale-tags': localeTags,
    'intl-in-format': intlInFormat,
    'no-literal-text': noLiteralText,
  },
};

const noBarrels = { selector: 'ExportAllDeclaration', message: 'No barrel re-exports: import from the module itself.' };

const noIcuFormatting = {
  // Their first call loads ICU data: 40 ms of a phone's main thread while the page hydrates.
  selector: "CallExpression[callee.property.name=/^(toLocaleString|toLocaleDateString|toLocaleTimeString|localeCompare)$/]",
  message: 'Use the formatters in @rgcc/shared/format instead (each Intl formatter there is built once, and English numbers need no ICU).',
};

/** Links keep the visitor in their language (apps/web/src/lib/links.tsx). */
const localisedLinks = {
  name: 'react-router',
  importNames: ['Link', 'NavLink', 'useNavigate'],
  message: "Import Link, NavLink and useLocalisedNavigate from '@/lib/links', which keep the page's language.",
};

const submitThroughButton = {
  // Button stays disabled until hydrated: a native submission before that puts every field in the address.
  selector: "JSXOpeningElement[name.name='button'] > JSXAttribute[name.name='type'][value.value='submit']",
  message: 'Use the Button component for a submit button (it is disabled until the form has hydrated).',
};

export default tseslint.config(
  { ignores: ['**/dist/', '**/dist-server/', '**/node_modules/', 'apps/server/src/db/migrations/', 'apps/web/public/', 'test-results/', 'playwright-report/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // Dates, numbers and money are formatted in one place, with the locale a parameter (docs/languages-and-instances.md).
    plugins: { house },
    rules: { 'house/locale-tags': 'error', 'house/intl-in-format': 'error' },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, house },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'house/feature-boundaries': 'error',
      'no-restricted-syntax': ['error', noBarrels, noIcuFormatting, submitThroughButton],
      'no-restricted-imports': ['error', { paths: [localisedLinks] }],
    },
  },
  {
    files: ['apps/server/**/*.ts', 'bench/**/*.ts'],
    plugins: { house },
    rules: { 'house/server-area-boundaries': 'error' },
  },
  {
    files: ['apps/web/src/**/*.tsx'],
    ignores: ['apps/web/src/**/*.test.tsx'],
    plugins: { house },
    rules: { 'house/no-literal-text': 'error' },
  },
  {
    // A feature's requests are in its api.ts (docs/architecture.md), where its loaders and submissions are found together.
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/features/**/api.ts', 'apps/web/src/features/**/*-api.ts', 'apps/web/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { paths: [localisedLinks, { name: '@/lib/api-client', importNames: ['api'], message: "Requests go in the feature's api.ts." }] }],
      'no-restricted-globals': ['error', { name: 'fetch', message: "Requests go in the feature's api.ts." }],
    },
  },
  {
    files: ['packages/shared/src/**/*.ts'],
    ignores: ['packages/shared/src/common/zod.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'zod', allowTypeImports: true, message: "Import z from 'common/zod', which configures zod for the browser's CSP first." }] },
      ],
    },
  },
  {
    // One accessibility check for every spec: the same WCAG levels, and pages settled first.
    files: ['e2e/**/*.ts'],
    ignores: ['e2e/support/axe.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: '@axe-core/playwright', message: "Use expectNoSeriousViolations from e2e/support/axe.ts." }] }],
    },
  },
);
