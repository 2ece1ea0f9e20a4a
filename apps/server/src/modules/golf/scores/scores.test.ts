import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, clubToday } from '@rgcc/shared/format/club-date';
import {
  alreadyAttestedMessage,
  notPartnerMessage,
  ownRoundMessage,
  scoreNotFoundMessage,
  staffAttesterLabel,
  voidRoundMessage,
} from '@rgcc/shared/golf/handicap-record-constants';
import type { HandicapRecordReply, PostedRound, RoundToAttest } from '@rgcc/shared/golf/handicap-record';
import { holeStrokesMessage, holesCountMessage, playedOnFutureMessage, playedOnRequiredMessage, playedOnTooOldMessage, teeRequiredMessage, unknownTeeMessage } from '@rgcc/shared/golf/scores';
import { auditLog, members, scores, type AccountRow } from '../../../db/schema';
import { paymentRequiredMessage } from '../../account/entry';
import { createStaff, readyMember, signIn, staffPassword } from '../../../../test/accounts';
import { accountIdOf, pastBooking, strokesOver } from '../../../../test/golf';
import { createTestApp, type TestApp } from '../../../../test/test-app';

let testApp: TestApp;
let admin: AccountRow;
let staffCookie: string;
const player: Record<'rahim' | 'karim' | 'nasrin' | 'tania', { cookie: string; accountId: number; memberId: string }> = {} as never;
let lockedCookie: string;
const today = clubToday();
const menTee = 1;

const post = (cookie: string, payload: unknown) => testApp.app.inject({ method: 'POST', url: '/api/member/scores', headers: { cookie }, payload: payload as object });
const recordOf = async (cookie: string) => (await testApp.app.inject({ method: 'GET', url: '/api/member/handicap', headers: { cookie } })).json<HandicapRecordReply>();

beforeAll(async () => {
  testApp = await createTestApp({ WRITE_RATE_LIMIT_PER_MINUTE: '10000' });
  admin = await createStaff(testApp, 'golf.admin@example.com');
  await createStaff(testApp, 'golf.content@example.com', 'content');
  staffCookie = (await signIn(testApp, 'golf.content@example.com', staffPassword)).cookie;
  for (const name of ['rahim', 'karim', 'nasrin', 'tania'] as const) {
    const email = `golf.${name}@example.com`;
    const member = await readyMember(testApp, admin, email, { unlocked: true });
    player[name] = { cookie: member.cookie, accountId: await accountIdOf(testApp, email), memberId: member.memberId };
  }
  lockedCookie = (await readyMember(testApp, admin, 'golf.locked@example.com', { unlocked: false })).cookie;
});
afterAll(async () => testApp?.close());

describe('posting a score', () => {
  it('stores gross, adjusted gross (par + 5 without an index, Rule 3.1) and the differential (Rule 5.1) of an 18-hole round on the nine played twice', async () => {
    // Par + 1 everywhere, and 12 on the first hole (par 5): par + 5 counts 10 of them.
    const strokes = strokesOver(1);
    strokes[0] = 12;
    const response = await post(player.tania.cookie, { playedOn: today, teeId: menTee, strokes });
    expect(response.statusCode).toBe(201);
    // 113 / 124 × (94 − 70.6) = 21.32…: the Men's tee doubled (CR 35.3 → 70.6, par 72).
    expect(response.json<PostedRound>()).toMatchObject({ holes: 18, grossScore: 96, adjustedGrossScore: 94, differential: 21.3, countingDifferential: 21.3 });
    const [stored] = await testApp.database.db.select().from(scores).where(eq(scores.id, response.json<PostedRound>().id));
    expect(stored).toMatchObject({ courseRatingTenths: 706, slopeRating: 124, par: 72, indexTenths: null, postedBy: player.tania.accountId, teeTimeBookingId: null });
  });

  it('limits each hole to net double bogey with the Federation index before the round (Rule 3.1; Course Handicap by Rule 6.1)', async () => {
    await testApp.database.db.update(members).set({ handicapIndexTenths: 180, handicapAsOf: addDays(today, -10) }).where(eq(members.accountId, player.nasrin.accountId));
    const strokes = strokesOver(1);
    strokes[0] = 12;
    // Course Handicap 18.0 × 124/113 + (70.6 − 72) = 18.35 → 18: one stroke a hole, so par + 3 at most: 8 on the first.
    const response = await post(player.nasrin.cookie, { playedOn: today, teeId: menTee, strokes });
    expect(response.json<PostedRound>()).toMatchObject({ grossScore: 96, adjustedGrossScore: 92, differential: 19.5 });
  });

  it('makes a 9-hole score 18 holes with the expected score when the member has an index (Rule 5.1b, decision 0035)', async () => {
    const response = await post(player.nasrin.cookie, { playedOn: today, teeId: menTee, strokes: strokesOver(1, 9) });
    const posted = response.json<PostedRound>();
    // 45 against 35.3 / 124: 8.84… over nine; the expected nine for 18.0 is 0.52 × 18.0 + 1.2 = 10.56; together 19.4.
    expect(posted).toMatchObject({ holes: 9, grossScore: 45, adjustedGrossScore: 45, differential: 8.8, countingDifferential: 19.4 });
  });

  it('keeps a 9-hole score without an index waiting, and pairs it with the next 9-hole score into one 18-hole differential (decision 0035)', async () => {
    const first = (await post(player.karim.cookie, { playedOn: addDays(today, -2), teeId: menTee, strokes: strokesOver(1, 9) })).json<PostedRound>();
    expect(first.countingDifferential).toBeNull();
    const second = (await post(player.karim.cookie, { playedOn: addDays(today, -1), teeId: menTee, strokes: strokesOver(2, 9) })).json<PostedRound>();
    // 45 + 54 against 70.6 (the two nines' ratings): 113/124 × 28.4 = 25.88… → 25.9.
    expect(second.countingDifferential).toBe(25.9);
    const record = await recordOf(player.karim.cookie);
    expect(record.rounds.map((round) => [round.id, round.pairedWith, round.countingDifferential])).toEqual([
      [second.id, first.id, 25.9],
      [first.id, null, null],
    ]);
    expect(record.estimatedIndex).toBeNull();
  });

  it('links the round to the member\'s tee-time booking of that day, not a cancelled one', async () => {
    const day = addDays(today, -3);
    await pastBooking(testApp, day, [player.rahim.accountId], { cancelled: true });
    const booking = await pastBooking(testApp, day, [player.rahim.accountId, player.karim.accountId]);
    const posted = (await post(player.rahim.cookie, { playedOn: day, teeId: menTee, strokes: strokesOver(0) })).json<PostedRound>();
    const [stored] = await testApp.database.db.select().from(scores).where(eq(scores.id, posted.id));
    expect(stored!.teeTimeBookingId).toBe(booking);
  });

  it.each([
    ['a day to come', { playedOn: addDays(today, 1) }, 'playedOn', playedOnFutureMessage],
    ['a day over 7 days back', { playedOn: addDays(today, -8) }, 'playedOn', playedOnTooOldMessage],
    ['no day', { playedOn: undefined }, 'playedOn', playedOnRequiredMessage],
    ['a tee that does not exist', { teeId: 999 }, 'teeId', unknownTeeMessage],
    ['a tee id beyond any key', { teeId: 2 ** 40 }, 'teeId', unknownTeeMessage],
    ['no tee', { teeId: undefined }, 'teeId', teeRequiredMessage],
    ['a hole of 0 strokes', { strokes: [0, ...strokesOver(0).slice(1)] }, 'strokes.0', holeStrokesMessage],
    ['a hole of 21 strokes', { strokes: [21, ...strokesOver(0).slice(1)] }, 'strokes.0', holeStrokesMessage],
    ['a hole of 4.5 strokes', { strokes: [4.5, ...strokesOver(0).slice(1)] }, 'strokes.0', holeStrokesMessage],
    ['10 holes', { strokes: strokesOver(0).slice(0, 10) }, 'strokes', holesCountMessage],
    ['no strokes', { strokes: undefined }, 'strokes', holesCountMessage],
  ])('refuses %s with 400 and the message on its field', async (_name, change, field, message) => {
    const response = await post(player.rahim.cookie, { playedOn: today, teeId: menTee, strokes: strokesOver(0), ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: Record<string, string> }>().errors[field]).toBe(message);
  });

  it.each([null, 'text', 42, [], [1, 2], { strokes: 'x' }, { playedOn: { $gt: '' } }, { teeId: '1', playedOn: today, strokes: strokesOver(0) }, { teeId: -1 }, { strokes: Array(1000).fill(4) }, { strokes: [null] }, { playedOn: '2026-02-30' }])(
    'answers an odd body %j with a 4xx, never a 5xx',
    async (payload) => {
      const response = await testApp.app.inject({ method: 'POST', url: '/api/member/scores', headers: { cookie: player.rahim.cookie, 'content-type': 'application/json' }, payload: JSON.stringify(payload) });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    },
  );

  it('is for members who have paid the registration fee', async () => {
    const response = await post(lockedCookie, { playedOn: today, teeId: menTee, strokes: strokesOver(0) });
    expect(response.statusCode).toBe(403);
    expect(response.json<{ message: string }>().message).toBe(paymentRequiredMessage);
  });
});

describe('attestation', () => {
  let roundId = 0;
  let outsiderRound = 0;
  beforeAll(async () => {
    const day = addDays(today, -4);
    await pastBooking(testApp, day, [player.tania.accountId, player.rahim.accountId]);
    roundId = (await post(player.tania.cookie, { playedOn: day, teeId: menTee, strokes: strokesOver(1) })).json<PostedRound>().id;
    outsiderRound = (await post(player.nasrin.cookie, { playedOn: day, teeId: menTee, strokes: strokesOver(1) })).json<PostedRound>().id;
  });
  const attest = (cookie: string, id: number) => testApp.app.inject({ method: 'POST', url: `/api/member/scores/${id}/attestation`, headers: { cookie } });

  it('lists the round for the partner of the booking, and shows "not attested" until then', async () => {
    const waiting = (await testApp.app.inject({ method: 'GET', url: '/api/member/scores/to-attest', headers: { cookie: player.rahim.cookie } })).json<RoundToAttest[]>();
    expect(waiting.map((round) => round.id)).toEqual([roundId]);
    expect(waiting[0]).toMatchObject({ memberId: player.tania.memberId, holes: 18, teeName: 'Men', grossScore: 90 });
    expect((await recordOf(player.tania.cookie)).rounds.find((round) => round.id === roundId)!.attestedBy).toBeNull();
    // Karim played with Rahim on another day: that round is his to attest, not Tania's.
    const karims = (await testApp.app.inject({ method: 'GET', url: '/api/member/scores/to-attest', headers: { cookie: player.karim.cookie } })).json<RoundToAttest[]>();
    expect(karims.map((round) => round.memberId)).toEqual([player.rahim.memberId]);
  });

  it('refuses the member\'s own round, a member who was not in the booking and an unknown round', async () => {
    expect((await attest(player.tania.cookie, roundId)).json()).toEqual({ message: ownRoundMessage });
    const outsider = await attest(player.karim.cookie, roundId);
    expect([outsider.statusCode, outsider.json()]).toEqual([403, { message: notPartnerMessage }]);
    // A round of no booking has no partner to attest it.
    expect((await attest(player.rahim.cookie, outsiderRound)).statusCode).toBe(403);
    const unknown = await attest(player.rahim.cookie, 2_000_000);
    expect([unknown.statusCode, unknown.json()]).toEqual([404, { message: scoreNotFoundMessage }]);
  });

  it('lets the partner attest once: two attestations at once give one 200 and one 409, and everyone sees who attested', async () => {
    await testApp.database.db.update(members).set({ name: 'Rahim Chowdhury' }).where(eq(members.accountId, player.rahim.accountId));
    const answers = await Promise.all([attest(player.rahim.cookie, roundId), attest(player.rahim.cookie, roundId)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json()).toEqual({ message: alreadyAttestedMessage });
    expect((await recordOf(player.tania.cookie)).rounds.find((round) => round.id === roundId)!.attestedBy).toBe('Rahim Chowdhury');
    const staffView = await testApp.app.inject({ method: 'GET', url: `/api/admin/members/${player.tania.memberId}/handicap`, headers: { cookie: staffCookie } });
    expect(staffView.json<HandicapRecordReply>().rounds.find((round) => round.id === roundId)!.attestedBy).toBe('Rahim Chowdhury');
    const waiting = (await testApp.app.inject({ method: 'GET', url: '/api/member/scores/to-attest', headers: { cookie: player.rahim.cookie } })).json<RoundToAttest[]>();
    expect(waiting).toEqual([]);
  });

  it('lets staff attest a round, audited, shown as the club; a void round cannot be attested', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: `/api/admin/scores/${outsiderRound}/attestation`, headers: { cookie: staffCookie } });
    expect(response.statusCode).toBe(200);
    expect((await recordOf(player.nasrin.cookie)).rounds.find((round) => round.id === outsiderRound)!.attestedBy).toBe(staffAttesterLabel);
    const [entry] = await testApp.database.db.select().from(auditLog).where(eq(auditLog.action, 'score.attested'));
    expect(entry).toMatchObject({ entityType: 'score', entityId: String(outsiderRound) });
    const again = await testApp.app.inject({ method: 'POST', url: `/api/admin/scores/${outsiderRound}/attestation`, headers: { cookie: staffCookie } });
    expect([again.statusCode, again.json()]).toEqual([409, { message: alreadyAttestedMessage }]);

    const voided = (await post(player.tania.cookie, { playedOn: today, teeId: menTee, strokes: strokesOver(0) })).json<PostedRound>().id;
    await testApp.app.inject({ method: 'POST', url: `/api/admin/scores/${voided}/void`, headers: { cookie: staffCookie }, payload: { reason: 'Wrong card' } });
    const onVoid = await testApp.app.inject({ method: 'POST', url: `/api/admin/scores/${voided}/attestation`, headers: { cookie: staffCookie } });
    expect([onVoid.statusCode, onVoid.json()]).toEqual([409, { message: voidRoundMessage }]);
  });
});
