import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teeNameTakenMessage, teeUnchangedMessage } from '@rgcc/shared/golf/course-constants';
import type { TeeSaved } from '@rgcc/shared/golf/course';
import { courseRatingMessage, slopeRatingMessage, teeNameMessage, teeParMessage, unknownTeeMessage, type Tee } from '@rgcc/shared/golf/scores';
import { auditLog, contentVersion, type AccountRow } from '../../../db/schema';
import { sectionNotInRoleMessage } from '../../account/entry';
import { createStaff, readyMember, signIn, staffPassword } from '../../../../test/accounts';
import { createTestApp, type TestApp } from '../../../../test/test-app';

let testApp: TestApp;
let admin: AccountRow;
let adminCookie = '';
let membershipCookie = '';
let accountsCookie = '';
let memberCookie = '';

const blue = { name: 'Blue', gender: 'men', courseRating: 36.1, slopeRating: 128, par: 36, ratingConfirmed: true };

const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie?: string, payload?: unknown) =>
  testApp.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload !== undefined && { payload: payload as object }) });
const tees = async () => (await call('GET', '/api/course/tees')).json<Tee[]>();
const version = async () => (await testApp.database.db.select().from(contentVersion))[0]!.version;

beforeAll(async () => {
  testApp = await createTestApp({ WRITE_RATE_LIMIT_PER_MINUTE: '10000' });
  admin = await createStaff(testApp);
  adminCookie = (await signIn(testApp, 'staff@example.com', staffPassword)).cookie;
  await createStaff(testApp, 'tees.membership@example.com', 'membership');
  membershipCookie = (await signIn(testApp, 'tees.membership@example.com', staffPassword)).cookie;
  await createStaff(testApp, 'tees.accounts@example.com', 'accounts');
  accountsCookie = (await signIn(testApp, 'tees.accounts@example.com', staffPassword)).cookie;
  memberCookie = (await readyMember(testApp, admin, 'tees.member@example.com', { unlocked: true })).cookie;
});
afterAll(async () => testApp?.close());

describe('GET /api/course/tees', () => {
  it("gives the seed's Men and Women tees with 9-hole values, to be confirmed by the Federation, as public content", async () => {
    const response = await call('GET', '/api/course/tees');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, no-cache');
    expect(response.json()).toEqual([
      { id: expect.any(Number), name: 'Men', gender: 'men', holes: 9, par: 36, courseRating: 35.3, slopeRating: 124, ratingConfirmed: false },
      { id: expect.any(Number), name: 'Women', gender: 'women', holes: 9, par: 36, courseRating: 35.3, slopeRating: 127, ratingConfirmed: false },
    ]);
  });

  it('names them in Bangla on Bangla pages', async () => {
    const bangla = (await call('GET', '/api/course/tees?lang=bn')).json<Tee[]>();
    expect(bangla.map((tee) => [tee.name, tee.gender])).toEqual([
      ['পুরুষ', 'men'],
      ['নারী', 'women'],
    ]);
  });
});

describe('staff add and change tees', () => {
  it('adds tees last in the order, audited in the same change, and the public list shows them at once', async () => {
    const before = await version();
    const response = await call('POST', '/api/admin/course/tees', membershipCookie, blue);
    expect(response.statusCode).toBe(201);
    const saved = response.json<TeeSaved>();
    expect(saved.message).toBe('The Blue tees are added.');
    expect(saved.tee).toEqual({ id: expect.any(Number), holes: 9, ...blue, bn: {} });
    expect(await version()).toBeGreaterThan(before);
    expect((await tees()).map((tee) => tee.name)).toEqual(['Men', 'Women', 'Blue']);
    const [entry] = await testApp.database.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'tee'), eq(auditLog.entityId, String(saved.tee.id))));
    expect(entry).toMatchObject({ action: 'tee.added', after: { name: 'Blue', courseRatingTenths: 361, slopeRating: 128, par: 36, ratingConfirmed: true } });
  });

  it('refuses a name already taken, whatever its case, with 409 on the name (adding and renaming)', async () => {
    const added = await call('POST', '/api/admin/course/tees', adminCookie, { ...blue, name: '  men ' });
    expect(added.statusCode).toBe(409);
    expect(added.json()).toEqual({ message: teeNameTakenMessage, errors: { name: teeNameTakenMessage } });
    const women = (await tees()).find((tee) => tee.name === 'Women')!;
    const renamed = await call('PUT', `/api/admin/course/tees/${women.id}`, adminCookie, { ...blue, name: 'BLUE' });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json()).toEqual({ message: teeNameTakenMessage, errors: { name: teeNameTakenMessage } });
    expect((await tees()).find((tee) => tee.id === women.id)!.name).toBe('Women');
  });

  it("changes a tee's ratings, confirms them and audits before and after; the same values again change nothing", async () => {
    const men = (await tees()).find((tee) => tee.name === 'Men')!;
    const next = { name: 'Men', gender: 'men', courseRating: 35.8, slopeRating: 126, par: 36, ratingConfirmed: true };
    const response = await call('PUT', `/api/admin/course/tees/${men.id}`, adminCookie, next);
    expect(response.statusCode).toBe(200);
    // Saved without its Bangla, the tee keeps the name's Bangla it had.
    expect(response.json<TeeSaved>()).toEqual({ message: 'The Men tees are saved.', tee: { id: men.id, holes: 9, ...next, bn: { name: 'পুরুষ' } } });
    const entries = await testApp.database.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'tee'), eq(auditLog.entityId, String(men.id))));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'tee.updated', before: { courseRatingTenths: 353, slopeRating: 124, ratingConfirmed: false }, after: { courseRatingTenths: 358, slopeRating: 126, ratingConfirmed: true } });

    const again = await call('PUT', `/api/admin/course/tees/${men.id}`, adminCookie, next);
    expect(again.json<TeeSaved>().message).toBe(teeUnchangedMessage);
    expect(await testApp.database.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'tee'), eq(auditLog.entityId, String(men.id))))).toHaveLength(1);
  });

  it("keeps the name's Bangla staff write, kept as typed, shown on Bangla pages and limited as the name is", async () => {
    const blueTee = (await tees()).find((tee) => tee.name === 'Blue')!;
    const saved = await call('PUT', `/api/admin/course/tees/${blueTee.id}`, adminCookie, { ...blue, bn: { name: ' নীল ' } });
    expect(saved.json<TeeSaved>()).toMatchObject({ message: 'The Blue tees are saved.', tee: { name: 'Blue', bn: { name: 'নীল' } } });
    expect((await call('GET', '/api/course/tees?lang=bn')).json<Tee[]>().find((tee) => tee.id === blueTee.id)!.name).toBe('নীল');
    const tooLong = await call('PUT', `/api/admin/course/tees/${blueTee.id}`, adminCookie, { ...blue, bn: { name: 'ক'.repeat(41) } });
    expect([tooLong.statusCode, tooLong.json().errors]).toEqual([400, { 'bn.name': 'The name in Bangla is limited to 40 characters' }]);
  });

  it('renames a tee in another case of its own name (the name is its own, not taken)', async () => {
    const blueTee = (await tees()).find((tee) => tee.name === 'Blue')!;
    const response = await call('PUT', `/api/admin/course/tees/${blueTee.id}`, adminCookie, { ...blue, name: 'BLUE' });
    expect(response.statusCode).toBe(200);
    expect(response.json<TeeSaved>().tee.name).toBe('BLUE');
  });

  it('answers an unknown tee with 404, and an id that is no number with the same sentence', async () => {
    const unknown = await call('PUT', '/api/admin/course/tees/99999', adminCookie, blue);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: unknownTeeMessage });
    const word = await call('PUT', '/api/admin/course/tees/blue', adminCookie, blue);
    expect(word.statusCode).toBe(400);
    expect(word.json().message).toBe(unknownTeeMessage);
  });

  it.each([
    ['no name', { ...blue, name: '   ' }, 'name', teeNameMessage],
    ['a name over 40 characters', { ...blue, name: 'x'.repeat(41) }, 'name', 'The name must be at most 40 characters'],
    ['an unknown gender', { ...blue, gender: 'juniors' }, 'gender', 'Choose men or women'],
    ['a Course Rating below 20.0', { ...blue, courseRating: 19.9 }, 'courseRating', courseRatingMessage],
    ['a Course Rating over 60.0 (an 18-hole figure)', { ...blue, courseRating: 70.6 }, 'courseRating', courseRatingMessage],
    ['a Course Rating with two decimals', { ...blue, courseRating: 35.25 }, 'courseRating', courseRatingMessage],
    ['a Course Rating as text', { ...blue, courseRating: '35.3' }, 'courseRating', courseRatingMessage],
    ['a Slope Rating below 55 (Rule 5.1: 55 to 155)', { ...blue, slopeRating: 54 }, 'slopeRating', slopeRatingMessage],
    ['a Slope Rating over 155', { ...blue, slopeRating: 156 }, 'slopeRating', slopeRatingMessage],
    ['a Slope Rating with a decimal', { ...blue, slopeRating: 124.5 }, 'slopeRating', slopeRatingMessage],
    ['a par below 27', { ...blue, par: 26 }, 'par', teeParMessage],
    ['a par over 45 (an 18-hole par)', { ...blue, par: 72 }, 'par', teeParMessage],
    ['no confirmation flag', { ...blue, ratingConfirmed: undefined }, 'ratingConfirmed', expect.any(String)],
  ])('refuses %s with 400 and the field its message', async (_case, body, field, message) => {
    for (const [method, url] of [['POST', '/api/admin/course/tees'], ['PUT', '/api/admin/course/tees/1']] as const) {
      const response = await call(method, url, adminCookie, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ [field]: message });
    }
  });

  it('answers bad bodies with a 4xx, never a 5xx', async () => {
    for (const payload of [[], 'text', null, { name: {} }, { ...blue, courseRating: 1e308 }, { ...blue, slopeRating: -1 }]) {
      const response = await call('POST', '/api/admin/course/tees', adminCookie, payload);
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    }
    const notJson = await testApp.app.inject({ method: 'POST', url: '/api/admin/course/tees', headers: { cookie: adminCookie, 'content-type': 'application/json' }, payload: '{"name":' });
    expect(notJson.statusCode).toBe(400);
  });

  it("gives the console the same list, with each name's Bangla, through the Golf section's guard (its pages' loader)", async () => {
    const response = await call('GET', '/api/admin/course/tees', membershipCookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const staffTees = response.json<(Tee & { bn: Record<string, string> })[]>();
    expect(staffTees.map(({ bn: _bangla, ...tee }) => tee)).toEqual(await tees());
    expect(staffTees[0]!.bn).toEqual({ name: 'পুরুষ' });
    const refused = await call('GET', '/api/admin/course/tees', accountsCookie);
    expect([refused.statusCode, refused.json().message]).toEqual([403, sectionNotInRoleMessage('Golf')]);
  });

  it('is for staff of the Golf section: accounts staff get 403, members 403, nobody 401, before the body is read', async () => {
    const accounts = await call('POST', '/api/admin/course/tees', accountsCookie, blue);
    expect(accounts.statusCode).toBe(403);
    expect(accounts.json().message).toBe(sectionNotInRoleMessage('Golf'));
    expect((await call('POST', '/api/admin/course/tees', memberCookie, {})).statusCode).toBe(403);
    expect((await call('PUT', '/api/admin/course/tees/1', undefined, {})).statusCode).toBe(401);
  });
});
