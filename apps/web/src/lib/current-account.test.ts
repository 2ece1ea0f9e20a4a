import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserRouterContext } from './page-data';
import { forgetClubDetails, signedInLoader } from './current-account';

const account = { id: 7, role: 'member', language: 'en', mustChangePassword: false, dashboardLocked: false };
const club = { address: 'Station Road, Rangpur' };

/** The API as the browser reaches it: the session, and the club's details in the language asked for. */
function fakeApi() {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      asked.push(`${url.pathname}${url.search}`);
      if (url.pathname === '/api/me') return Response.json(account);
      if (url.pathname === '/api/club') return Response.json({ ...club, lang: url.searchParams.get('lang') ?? 'en' });
      return new Response(null, { status: 404 });
    }),
  );
  return asked;
}

const navigateTo = (path: string) => signedInLoader({ request: new Request(`http://localhost${path}`), params: {}, context: browserRouterContext() } as never);

afterEach(() => {
  vi.unstubAllGlobals();
  forgetClubDetails();
  account.language = 'en';
});

describe('the sign-in guard in the browser', () => {
  it('reads the session at every navigation, the club’s details once a language', async () => {
    const asked = fakeApi();
    await navigateTo('/dashboard');
    await navigateTo('/dashboard/profile');
    expect((await navigateTo('/dashboard/card')).club).toMatchObject({ lang: 'en' });
    expect(asked.filter((path) => path === '/api/me')).toHaveLength(3);
    expect(asked.filter((path) => path.startsWith('/api/club'))).toHaveLength(1);

    // The member switches to Bangla: the frame reads the details in Bangla, once.
    account.language = 'bn';
    expect((await navigateTo('/dashboard')).club).toMatchObject({ lang: 'bn' });
    await navigateTo('/dashboard/profile');
    expect(asked.filter((path) => path.startsWith('/api/club'))).toEqual(['/api/club', '/api/club?lang=bn']);

    // Staff saved new details: the next run reads them.
    forgetClubDetails();
    await navigateTo('/dashboard');
    expect(asked.filter((path) => path.startsWith('/api/club'))).toEqual(['/api/club', '/api/club?lang=bn', '/api/club?lang=bn']);
  });
});
