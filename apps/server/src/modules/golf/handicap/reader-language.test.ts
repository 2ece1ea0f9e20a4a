import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, clubToday } from '@rgcc/shared/format/club-date';
import type { DirectoryEntry } from '@rgcc/shared/golf/course';
import type { HandicapRecordReply, PostedRound, RoundToAttest, StaffHandicapRecord } from '@rgcc/shared/golf/handicap-record';
import { tees } from '../../../db/schema';
import { createStaff, readyMember, signIn, staffPassword } from '../../../../test/accounts';
import { accountIdOf, pastBooking, strokesOver } from '../../../../test/golf';
import { createTestApp, type TestApp } from '../../../../test/test-app';

/** The tees' names in a handicap record, the rounds to attest and the directory follow the reader's language. */

let testApp: TestApp;
let staffCookie: string;
const golfer: Record<'poster' | 'partner', { cookie: string; memberId: string }> = {} as never;
let roundId = 0;
const menTee = 1;

type Method = 'GET' | 'POST' | 'PUT';
const call = (cookie: string, method: Method, url: string, payload?: object) => testApp.app.inject({ method, url, headers: { cookie }, ...(payload && { payload }) });
const readIn = async (language: 'en' | 'bn', cookie: string, url: string) => {
  expect((await call(cookie, 'PUT', '/api/account/language', { language })).statusCode).toBe(200);
  const response = await call(cookie, 'GET', url);
  expect(response.statusCode).toBe(200);
  return response;
};

beforeAll(async () => {
  testApp = await createTestApp({ WRITE_RATE_LIMIT_PER_MINUTE: '10000' });
  const admin = await createStaff(testApp, 'words.admin@example.com');
  await createStaff(testApp, 'words.golf@example.com', 'membership');
  staffCookie = (await signIn(testApp, 'words.golf@example.com', staffPassword)).cookie;
  for (const name of ['poster', 'partner'] as const) {
    const member = await readyMember(testApp, admin, `words.${name}@example.com`, { unlocked: true });
    golfer[name] = { cookie: member.cookie, memberId: member.memberId };
  }
  await testApp.database.db.update(tees).set({ name: 'Men', bn: { name: 'পুরুষ' } }).where(eq(tees.id, menTee));
  const day = addDays(clubToday(), -2);
  await pastBooking(testApp, day, [await accountIdOf(testApp, 'words.poster@example.com'), await accountIdOf(testApp, 'words.partner@example.com')]);
  roundId = (await call(golfer.poster.cookie, 'POST', '/api/member/scores', { playedOn: day, teeId: menTee, strokes: strokesOver(1) })).json<PostedRound>().id;
}, 120_000);
afterAll(async () => testApp?.close());

describe('the tees named in the reader’s language', () => {
  it('in the member’s handicap record: each round’s tees and the course handicaps per tee', async () => {
    for (const [language, men] of [['bn', 'পুরুষ'], ['en', 'Men']] as const) {
      const record = (await readIn(language, golfer.poster.cookie, '/api/member/handicap')).json<HandicapRecordReply>();
      expect(record.rounds.find((round) => round.id === roundId)!.teeName).toBe(men);
      expect(record.courseHandicaps.find((tee) => tee.teeId === menTee)!.teeName).toBe(men);
    }
  });

  it('in the rounds a partner has to attest', async () => {
    for (const [language, men] of [['bn', 'পুরুষ'], ['en', 'Men']] as const) {
      const waiting = (await readIn(language, golfer.partner.cookie, '/api/member/scores/to-attest')).json<RoundToAttest[]>();
      expect(waiting).toEqual([expect.objectContaining({ id: roundId, teeName: men })]);
    }
  });

  it('in another member’s directory entry', async () => {
    for (const [language, men] of [['bn', 'পুরুষ'], ['en', 'Men']] as const) {
      const entry = (await readIn(language, golfer.partner.cookie, `/api/member/directory/${golfer.poster.memberId}`)).json<DirectoryEntry>();
      expect(entry.rounds.map((round) => round.teeName)).toEqual([men]);
    }
  });

  it('in a member’s record in the console, read and after a change', async () => {
    const url = `/api/admin/members/${golfer.poster.memberId}/handicap`;
    const bangla = (await readIn('bn', staffCookie, url)).json<StaffHandicapRecord>();
    expect(bangla.rounds.find((round) => round.id === roundId)!.teeName).toBe('পুরুষ');
    const changed = await call(staffCookie, 'PUT', url, { officialIndex: 12.4, asOf: clubToday() });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<StaffHandicapRecord>().courseHandicaps.find((tee) => tee.teeId === menTee)!.teeName).toBe('পুরুষ');
    const english = (await readIn('en', staffCookie, url)).json<StaffHandicapRecord>();
    expect(english.rounds.find((round) => round.id === roundId)!.teeName).toBe('Men');
  });
});
