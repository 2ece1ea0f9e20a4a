import type { LoaderFunctionArgs } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { CurrentAccount } from '@rgcc/shared/account/account';
import type { Locale } from '@rgcc/shared/format/locale';
import { serverRouterContext, type ApiAnswer } from '@/lib/page-data';
import { postRoundLoader } from './member/handicap-api';
import { memberRecordLoader } from './staff/record-api';

/** The pages that post a round (the member's and the console's) read the tees and the card in the account's language. */

const account = (language: Locale): CurrentAccount => ({ email: 'reader@example.com', firstName: 'Reader', role: 'member', memberId: 'M-0042', dashboardLocked: false, mustChangePassword: false, language });

/** Loads a page as its loader would, answering every path, and gives the paths it asked for. */
async function pathsRead(loader: (args: LoaderFunctionArgs) => Promise<unknown>, url: string, language: Locale) {
  const asked: string[] = [];
  const source = {
    get(path: string): Promise<ApiAnswer> {
      asked.push(path);
      return Promise.resolve({ status: 200, body: path === '/api/me' ? account(language) : [] });
    },
  };
  await loader({ request: new Request(`http://localhost${url}`), params: { memberId: 'M-0042' }, context: serverRouterContext(source) } as unknown as LoaderFunctionArgs);
  return asked;
}

describe('the tees and the card on the pages that post a round', () => {
  it.each([
    ['the member’s', postRoundLoader, '/dashboard/handicap/post'],
    ['the console’s', memberRecordLoader, '/admin/golf/members/M-0042'],
  ] as const)('%s: in Bangla for an account that reads Bangla, as before for one that reads English', async (_page, loader, url) => {
    const bangla = await pathsRead(loader, url, 'bn');
    expect(bangla).toEqual(expect.arrayContaining(['/api/course/tees?lang=bn', '/api/holes?lang=bn']));
    // The account's answer is asked for once, as the page's guard asks for it too.
    expect(bangla.filter((path) => path === '/api/me')).toHaveLength(1);
    const english = await pathsRead(loader, url, 'en');
    expect(english).toEqual(expect.arrayContaining(['/api/course/tees', '/api/holes']));
    expect(english.some((path) => path.includes('lang='))).toBe(false);
  });
});
