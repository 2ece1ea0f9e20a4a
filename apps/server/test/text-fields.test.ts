import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@rgcc/shared/common/api-error';
import { disallowedCharactersMessage } from '@rgcc/shared/common/text';
import { createStaff, readyMember, signIn, staffPassword } from './accounts';
import { createTestApp, type TestApp } from './test-app';

/**
 * Every string an endpoint of the OpenAPI document takes (body fields at any depth, query and
 * path parameters) is sent control characters and a broken surrogate pair: each must answer 400
 * with a message under that field, never 500 and never a silently changed text. The cases come
 * from the document, so a new endpoint is covered without anyone adding it here.
 */

interface JsonSchema {
  type?: string;
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
}
interface Operation {
  parameters?: { in: 'path' | 'query'; name: string; schema: JsonSchema; example?: unknown }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

type Where = 'body' | 'query' | 'path';
interface Case {
  endpoint: string;
  method: string;
  path: string;
  where: Where;
  /** The field as the error answer names it: `children.0.name`, `email`. */
  field: string;
  /** Whether any text is accepted there (not a closed list of values). */
  freeText: boolean;
  /** Sets the bad value into a request. */
  request(value: string): { url: string; payload?: string };
}

const badValues: Record<Where, [string, string][]> = {
  body: [
    ['NUL', 'x\u0000y'],
    ['an escape sequence', '\u001b[2Jx'],
    ['a lone surrogate', 'x\ud800y'],
  ],
  // A URL cannot carry a lone surrogate (it is UTF-8); control characters it can.
  query: [
    ['NUL', 'x\u0000y'],
    ['an escape sequence', '\u001b[2Jx'],
  ],
  path: [
    ['NUL', 'x\u0000y'],
    ['an escape sequence', '\u001b[2Jx'],
  ],
};

/** Each string leaf of a body schema, with the value path to it; one list per union branch. */
function stringLeaves(schema: JsonSchema, at: (string | number)[] = []): { at: (string | number)[]; leaf: JsonSchema }[] {
  if (schema.type === 'string') return [{ at, leaf: schema }];
  if (schema.type === 'array' && schema.items) return stringLeaves(schema.items, [...at, 0]);
  if (schema.properties) return Object.entries(schema.properties).flatMap(([name, property]) => stringLeaves(property, [...at, name]));
  return [];
}

/** A body holding `value` at `at`, on top of `base`. */
function bodyWith(base: Record<string, unknown>, at: (string | number)[], value: string): Record<string, unknown> {
  const root = structuredClone(base);
  let node: Record<string | number, unknown> = root;
  at.forEach((key, index) => {
    if (index === at.length - 1) {
      node[key] = value;
      return;
    }
    node[key] ??= typeof at[index + 1] === 'number' ? [] : {};
    node = node[key] as Record<string | number, unknown>;
  });
  return root;
}

function casesOf(document: { paths: Record<string, Record<string, Operation>> }): Case[] {
  const cases: Case[] = [];
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const endpoint = `${method.toUpperCase()} ${path}`;
      const parameters = operation.parameters ?? [];
      // Other path parameters get a harmless value of their type (of their choices, for one that
      // has them: `/api/admin/inbox/{kind}/…`; its example, for one with a pattern): validation
      // comes first.
      const pathWith = (name?: string, value?: string) =>
        path.replace(/\{(\w+)\}/g, (_match, parameter: string) => {
          if (parameter === name) return encodeURIComponent(value!);
          const described = parameters.find((candidate) => candidate.name === parameter);
          return described?.schema.type === 'integer' ? '1' : String(described?.schema.enum?.[0] ?? described?.example ?? 'x');
        });
      for (const parameter of parameters) {
        if (parameter.schema.type !== 'string') continue;
        const where = parameter.in;
        cases.push({
          endpoint,
          method,
          path,
          where,
          field: parameter.name,
          freeText: !parameter.schema.enum,
          request: (value) =>
            where === 'path' ? { url: pathWith(parameter.name, value) } : { url: `${pathWith()}?${new URLSearchParams({ [parameter.name]: value })}` },
        });
      }
      const body = operation.requestBody?.content['application/json']?.schema;
      if (!body) continue;
      for (const branch of body.oneOf ?? body.anyOf ?? [body]) {
        // A union's branch is chosen by its closed-list fields (the category): give them their first value.
        const base = Object.fromEntries(Object.entries(branch.properties ?? {}).flatMap(([name, property]) => (property.enum ? [[name, property.enum[0]]] : [])));
        for (const { at, leaf } of stringLeaves(branch)) {
          cases.push({
            endpoint,
            method,
            path,
            where: 'body',
            field: at.join('.'),
            freeText: !leaf.enum,
            request: (value) => ({ url: pathWith(), payload: JSON.stringify(bodyWith(base, at, value)) }),
          });
        }
      }
    }
  }
  return cases;
}

let testApp: TestApp;
let cases: Case[];
const cookies = { staff: '', member: '' };

beforeAll(async () => {
  testApp = await createTestApp({ WRITE_RATE_LIMIT_PER_MINUTE: '100000', UPLOAD_RATE_LIMIT_PER_MINUTE: '100000' });
  const staff = await createStaff(testApp);
  cookies.staff = (await signIn(testApp, 'staff@example.com', staffPassword)).cookie;
  cookies.member = (await readyMember(testApp, staff, 'text.fields@example.com', { unlocked: true })).cookie;
  cases = casesOf(testApp.app.swagger() as Parameters<typeof casesOf>[0]);
});
afterAll(async () => testApp?.close());

describe('text fields of every endpoint', () => {
  it('finds the string fields of every write endpoint, and the query and path parameters', () => {
    const endpoints = new Set(cases.map((testCase) => testCase.endpoint));
    for (const endpoint of [
      'POST /api/registration/membership',
      'POST /api/login',
      'POST /api/user/forgot-password',
      'POST /api/user/reset-password/{id}/{token}',
      'POST /api/account/password',
      'POST /api/verify-email/resend',
      'POST /api/verify-email',
      'POST /api/reviews',
      'POST /api/contact',
      'POST /api/newsletter',
      'POST /api/convention-hall/bookings',
      'POST /api/restaurant/ratings',
      'POST /api/admin/applications/{id}/reject',
      'GET /api/admin/applications',
      'GET /api/payments/callback',
      'GET /api/user/{id}/verify/{token}',
    ]) {
      expect(endpoints, endpoint).toContain(endpoint);
    }
    const fields = new Set(cases.map((testCase) => `${testCase.endpoint} ${testCase.field}`));
    for (const field of ['nameEnglish', 'nidDob', 'proposerName', 'rank', 'passportNumber', 'visaExpiry', 'children.0.name', 'children.0.dob', 'email']) {
      expect(fields, field).toContain(`POST /api/registration/membership ${field}`);
    }
    expect(fields).toContain('POST /api/reviews comments.Food & Beverages');
    expect(fields).toContain('GET /api/admin/applications q');
  });

  it('refuses control characters and lone surrogates in each with 400 and a message under the field', async () => {
    const failures: string[] = [];
    let checked = 0;
    for (const testCase of cases) {
      for (const [name, value] of badValues[testCase.where]) {
        const { url, payload } = testCase.request(value);
        const response = await testApp.app.inject({
          method: testCase.method.toUpperCase() as 'GET' | 'POST',
          url,
          payload,
          headers: {
            cookie: testCase.path.startsWith('/api/admin/') ? cookies.staff : cookies.member,
            ...(payload ? { 'content-type': 'application/json' } : {}),
          },
        });
        checked++;
        const answer = apiErrorSchema.safeParse(response.json());
        const message = answer.data?.errors?.[testCase.field];
        const expected = testCase.freeText ? message === disallowedCharactersMessage : Boolean(message);
        if (response.statusCode !== 400 || !expected) {
          failures.push(`${testCase.endpoint} ${testCase.where} ${testCase.field} with ${name}: ${response.statusCode} ${response.body}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThan(150);
    // Every text field of every endpoint, each a request: more than the default 20 s on a busy 2-core machine.
  }, 60_000);
});
