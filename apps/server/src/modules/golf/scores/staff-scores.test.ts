import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, clubToday } from '@rgcc/shared/format/club-date';
import { alreadyVoidMessage, reasonRequiredMessage, scoreNotFoundMessage, staffPlayedOnFutureMessage, voidRoundMessage } from '@rgcc/shared/golf/handicap-record-constants';
import type { HandicapRecordReply, PostedRound, StaffHandicapRecord } from '@rgcc/shared/golf/handicap-record';
import { indexRangeMessage, oneDecimalMessage, unknownTeeMessage } from '@rgcc/shared/golf/scores';
import { unknownMemberIdMessage } from '@rgcc/shared/membership/member-id';
import { auditLog, members, scores, type AccountRow } from '../../../db/schema';
import { createStaff, readyMember, signIn, staffPassword } from '../../../../test/accounts';
import { accountIdOf, strokesOver } from '../../../../test/golf';
import { createTestApp, type TestApp } from '../../../../test/test-app';

let testApp: TestApp;
let admin: AccountRow;
let staffCookie: string;
const golfer: Record<'amina' | 'belal' | 'chandra', { cookie: string; accountId: number; memberId: string }> = {} as never;
const today = clubToday();
const menTee = 1;

const staffPost = (memberId: string, payload: object) => testApp.app.inject({ method: 'POST', url: `/api/admin/members/${memberId}/scores`, headers: { cookie: staffCookie }, payload });
const staffRecord = async (memberId: string) => (await testApp.app.inject({ method: 'GET', url: `/api/admin/members/${memberId}/handicap`, headers: { cookie: staffCookie } })).json<StaffHandicapRecord>();
const auditOf = (action: string, entityId: string | number) =>
  testApp.database.db.select().from(auditLog).where(and(eq(auditLog.action, action), eq(auditLog.entityId, String(entityId))));

beforeAll(async () => {
  testApp = await createTestApp({ WRITE_RATE_LIMIT_PER_MINUTE: '10000' });
  admin = await createStaff(testApp, 'record.admin@example.com');
  // Membership staff use the console's Golf section too.
  await createStaff(testApp, 'record.membership@example.com', 'membership');
  staffCookie = (await signIn(testApp, 'record.membership@example.com', staffPassword)).cookie;
  for (const name of ['amina', 'belal', 'chandra'] as const) {
    const email = `record.${name}@example.com`;
    const member = await readyMember(testApp, admin, email, { unlocked: true });
    golfer[name] = { cookie: member.cookie, accountId: await accountIdOf(testApp, email), memberId: member.memberId };
  }
});
afterAll(async () => testApp?.close());

describe('the handicap record', () => {
  const ids: number[] = [];
  beforeAll(async () => {
    // Three 18-hole rounds handed in late: 90, 90 and 108 on the Men's tees (17.7, 17.7, 34.1).
    for (const [daysBack, over] of [[20, 1], [15, 1], [10, 2]] as const) {
      const response = await staffPost(golfer.amina.memberId, { playedOn: addDays(today, -daysBack), teeId: menTee, strokes: strokesOver(over), reason: 'Card handed in at the office' });
      expect(response.statusCode).toBe(201);
      ids.push(response.json<PostedRound>().id);
    }
  });

  it('has no club estimate before 54 holes, then the Rule 5.2a table: 3 differentials, the lowest less 2.0', async () => {
    const record = (await testApp.app.inject({ method: 'GET', url: '/api/member/handicap', headers: { cookie: golfer.amina.cookie } })).json<HandicapRecordReply>();
    expect(record).toMatchObject({ officialIndex: null, officialAsOf: null, estimatedIndex: 15.7, indexSource: 'estimate' });
    expect(record.rounds.map((round) => [round.id, round.differential, round.counted])).toEqual([
      [ids[2], 34.1, false],
      [ids[1], 17.7, false],
      // Of two equal lowest, the older is the one counted.
      [ids[0], 17.7, true],
    ]);
    // The chart starts on the day the third round made 54 holes.
    expect(record.history).toEqual([{ playedOn: addDays(today, -10), index: 15.7 }]);
  });

  it('gives the Course Handicap for each tee, 9 and 18 holes, with the index that counts (Rule 6.1; 6.1b for 9 holes)', async () => {
    const record = await staffRecord(golfer.amina.memberId);
    // 15.7 × 124/113 + (70.6 − 72) = 15.83 → 16; over nine 7.85 × 124/113 − 0.7 = 7.91 → 8. Women (Slope 127): 16.25 → 16, 8.12 → 8.
    expect(record.courseHandicaps).toEqual([
      { teeId: 1, teeName: 'Men', holes9: 8, holes18: 16 },
      { teeId: 2, teeName: 'Women', holes9: 8, holes18: 16 },
    ]);
    expect(record).toMatchObject({ memberId: golfer.amina.memberId, name: expect.any(String) });
  });

  it('lets staff post for any past day with a reason, audited, but not for a day to come nor without a reason', async () => {
    const [entry] = await auditOf('score.posted', ids[0]!);
    expect(entry).toMatchObject({ entityType: 'score', detail: 'Card handed in at the office' });
    const future = await staffPost(golfer.amina.memberId, { playedOn: addDays(today, 1), teeId: menTee, strokes: strokesOver(0), reason: 'x' });
    expect(future.json<{ errors: Record<string, string> }>().errors.playedOn).toBe(staffPlayedOnFutureMessage);
    const noReason = await staffPost(golfer.amina.memberId, { playedOn: today, teeId: menTee, strokes: strokesOver(0), reason: '  ' });
    expect(noReason.json<{ errors: Record<string, string> }>().errors.reason).toBe(reasonRequiredMessage);
    const noTee = await staffPost(golfer.amina.memberId, { playedOn: today, teeId: 77, strokes: strokesOver(0), reason: 'x' });
    expect([noTee.statusCode, noTee.json<{ errors: Record<string, string> }>().errors.teeId]).toEqual([400, unknownTeeMessage]);
    const nobody = await staffPost('M-99999', { playedOn: today, teeId: menTee, strokes: strokesOver(0), reason: 'x' });
    expect([nobody.statusCode, nobody.json()]).toEqual([404, { message: unknownMemberIdMessage('M-99999') }]);
  });

  it('corrects a round with a reason: measured again, audited before and after, and the estimate follows', async () => {
    const response = await testApp.app.inject({ method: 'PUT', url: `/api/admin/scores/${ids[2]}`, headers: { cookie: staffCookie }, payload: { strokes: strokesOver(0), reason: 'Added up wrongly' } });
    expect(response.statusCode).toBe(200);
    const record = response.json<StaffHandicapRecord>();
    // 72 on the Men's tees: 113/124 × 1.4 = 1.28 → 1.3; the lowest of three less 2.0: −0.7, a plus index.
    expect(record.rounds[0]).toMatchObject({ id: ids[2], grossScore: 72, differential: 1.3, counted: true, corrected: true });
    expect(record.estimatedIndex).toBe(-0.7);
    const [entry] = await auditOf('score.corrected', ids[2]!);
    expect(entry).toMatchObject({ detail: 'Added up wrongly', before: expect.objectContaining({ grossScore: 108 }), after: expect.objectContaining({ grossScore: 72 }) });
    const unknown = await testApp.app.inject({ method: 'PUT', url: '/api/admin/scores/2000000', headers: { cookie: staffCookie }, payload: { strokes: strokesOver(0), reason: 'x' } });
    expect([unknown.statusCode, unknown.json()]).toEqual([404, { message: scoreNotFoundMessage }]);
  });

  it("records the Federation's index with its date, audited: it counts from then on, the estimate shown beside it", async () => {
    const put = (payload: object) => testApp.app.inject({ method: 'PUT', url: `/api/admin/members/${golfer.amina.memberId}/handicap`, headers: { cookie: staffCookie }, payload });
    const response = await put({ officialIndex: 12.4, asOf: addDays(today, -1) });
    expect(response.statusCode).toBe(200);
    const record = response.json<StaffHandicapRecord>();
    expect(record).toMatchObject({ officialIndex: 12.4, officialAsOf: addDays(today, -1), estimatedIndex: -0.7, indexSource: 'official' });
    // 12.4 × 124/113 − 1.4 = 12.21 → 12; over nine 6.2 × 124/113 − 0.7 = 6.10 → 6.
    expect(record.courseHandicaps[0]).toEqual({ teeId: 1, teeName: 'Men', holes9: 6, holes18: 12 });
    const [row] = await testApp.database.db.select().from(members).where(eq(members.accountId, golfer.amina.accountId));
    expect([row!.handicapIndexTenths, row!.handicapAsOf]).toEqual([124, addDays(today, -1)]);
    const [entry] = await auditOf('member.official_index_set', golfer.amina.accountId);
    expect(entry).toMatchObject({ entityType: 'member', before: null, after: { officialIndex: 12.4, asOf: addDays(today, -1) } });

    expect((await put({ officialIndex: 54.1, asOf: today })).json<{ errors: Record<string, string> }>().errors.officialIndex).toBe(indexRangeMessage);
    expect((await put({ officialIndex: -10.1, asOf: today })).json<{ errors: Record<string, string> }>().errors.officialIndex).toBe(indexRangeMessage);
    expect((await put({ officialIndex: 12.34, asOf: today })).json<{ errors: Record<string, string> }>().errors.officialIndex).toBe(oneDecimalMessage);
    expect((await put({ officialIndex: 12.4, asOf: addDays(today, 1) })).statusCode).toBe(400);
    // A plus index, as the Federation writes +2.1.
    expect((await put({ officialIndex: -2.1, asOf: today })).json<StaffHandicapRecord>().officialIndex).toBe(-2.1);
  });
});

describe('voiding, and the 9-hole pairs that follow (decision 0035)', () => {
  const nine = (daysBack: number, over: number) =>
    staffPost(golfer.belal.memberId, { playedOn: addDays(today, -daysBack), teeId: menTee, strokes: strokesOver(over, 9), reason: 'Nine holes after work' }).then((response) => response.json<PostedRound>());

  it('pairs again what followed a void nine, keeps the void round on the record, marked, and audits it', async () => {
    const first = await nine(12, 1);
    const second = await nine(11, 2);
    expect(second.countingDifferential).toBe(25.9);
    const voided = await testApp.app.inject({ method: 'POST', url: `/api/admin/scores/${first.id}/void`, headers: { cookie: staffCookie }, payload: { reason: 'Not a member round' } });
    expect(voided.statusCode).toBe(200);
    const record = voided.json<StaffHandicapRecord>();
    expect(record.rounds.map((round) => [round.id, round.voided, round.pairedWith, round.countingDifferential, round.voidReason])).toEqual([
      [second.id, false, null, null, null],
      [first.id, true, null, null, 'Not a member round'],
    ]);
    const third = await nine(10, 0);
    // 54 + 36 against 70.6: 113/124 × 19.4 = 17.68 → 17.7.
    expect(third.countingDifferential).toBe(17.7);
    const [stored] = await testApp.database.db.select().from(scores).where(eq(scores.id, third.id));
    expect(stored!.pairedWithScoreId).toBe(second.id);
    const [entry] = await auditOf('score.voided', first.id);
    expect(entry).toMatchObject({ entityType: 'score', detail: 'Not a member round', after: null });

    const again = await testApp.app.inject({ method: 'POST', url: `/api/admin/scores/${first.id}/void`, headers: { cookie: staffCookie }, payload: { reason: 'Again' } });
    expect([again.statusCode, again.json()]).toEqual([409, { message: alreadyVoidMessage }]);
    const correct = await testApp.app.inject({ method: 'PUT', url: `/api/admin/scores/${first.id}`, headers: { cookie: staffCookie }, payload: { strokes: strokesOver(0, 9), reason: 'x' } });
    expect([correct.statusCode, correct.json()]).toEqual([409, { message: voidRoundMessage }]);
    const noReason = await testApp.app.inject({ method: 'POST', url: `/api/admin/scores/${second.id}/void`, headers: { cookie: staffCookie }, payload: {} });
    expect(noReason.json<{ errors: Record<string, string> }>().errors.reason).toBe(reasonRequiredMessage);
  });

  it('pairs two nines posted at once: one waits, the other is paired with it', async () => {
    const body = { playedOn: today, teeId: menTee, strokes: strokesOver(1, 9) };
    const answers = await Promise.all([0, 1].map(() => testApp.app.inject({ method: 'POST', url: '/api/member/scores', headers: { cookie: golfer.chandra.cookie }, payload: body })));
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
    const rows = await testApp.database.db.select().from(scores).where(eq(scores.accountId, golfer.chandra.accountId)).orderBy(scores.id);
    expect(rows.map((row) => [row.pairedWithScoreId, row.countingDifferentialTenths])).toEqual([
      [null, null],
      [rows[0]!.id, 177],
    ]);
  });
});
