import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff, readyMember, signIn, staffPassword } from './accounts';
import { createTestApp, type TestApp } from './test-app';

/**
 * Every route with an `{id}` in the OpenAPI document, asked for ids no key can have: zero, a
 * negative number, and numbers past the database's integer (2^31 and 10^10). Each answers 404 or
 * 400 with the error shape, never 500, whoever asks. Bodies are a password pair, so that the link
 * routes (whose ids are text) reach their handlers; others refuse the body with a 400.
 */
const outOfRange = ['0', '-1', '2147483648', '10000000000'];
const password = 'a-new-password-2026';
const otherParams: Record<string, string> = { token: '0123456789abcdef0123456789abcdef', kind: 'contact', memberId: 'M-0246' };

let testApp: TestApp;
const cookies: Record<'anonymous' | 'member' | 'admin', string | undefined> = { anonymous: undefined, member: undefined, admin: undefined };
let routes: { method: string; path: string }[] = [];

beforeAll(async () => {
  testApp = await createTestApp();
  const staff = await createStaff(testApp, 'ids.admin@example.com');
  cookies.admin = (await signIn(testApp, staff.email, staffPassword)).cookie;
  cookies.member = (await readyMember(testApp, staff, 'ids.member@example.com', { unlocked: true })).cookie;
  const paths = (testApp.app.swagger() as { paths: Record<string, Record<string, unknown>> }).paths;
  routes = Object.entries(paths)
    .filter(([path]) => path.includes('{id}'))
    .flatMap(([path, methods]) => Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path })));
});
afterAll(async () => testApp?.close());

describe('ids outside the database range', () => {
  it('are tried on every route that has one', () => {
    expect(routes.length).toBeGreaterThan(20);
    expect(routes.map((route) => `${route.method} ${route.path}`)).toEqual(
      expect.arrayContaining(['GET /api/staff-invitations/{id}/{token}', 'POST /api/user/reset-password/{id}/{token}', 'GET /api/user/{id}/verify/{token}']),
    );
  });

  it('answer 400 or 404, never 500, to anyone', async () => {
    const refusals: string[] = [];
    for (const route of routes) {
      for (const id of outOfRange) {
        const url = route.path.replace('{id}', id).replace(/\{(\w+)\}/g, (_, name: string) => otherParams[name] ?? 'x');
        const answers = [];
        for (const cookie of Object.values(cookies)) {
          const response = await testApp.app.inject({
            method: route.method as 'GET',
            url,
            headers: cookie ? { cookie } : {},
            ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: { password, confirmPassword: password } }),
          });
          answers.push(response.statusCode);
          if (response.statusCode >= 400 && !response.json<{ message?: unknown }>().message) refusals.push(`${route.method} ${url}: ${response.statusCode} without a message`);
        }
        // Each caller is refused, and the one whose route it is learns the id is not there (or not valid).
        if (answers.some((status) => status >= 500) || !answers.some((status) => status === 400 || status === 404)) {
          refusals.push(`${route.method} ${url}: ${answers.join(' ')}`);
        }
      }
    }
    expect(refusals).toEqual([]);
  });
});
