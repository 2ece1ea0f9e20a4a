import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { createStaff, signIn, staffPassword } from '../../../test/accounts';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { recordStaffAction } from './service';

let testApp: TestApp;
let adminCookie: string;

beforeAll(async () => {
  testApp = await createTestApp();
  const admin = await createStaff(testApp, 'audit.admin@example.com');
  const other = await createStaff(testApp, 'audit.other@example.com');
  adminCookie = (await signIn(testApp, 'audit.admin@example.com', staffPassword)).cookie;
  const { db } = testApp.database;
  // Three entries on two days at the club (Asia/Dhaka, UTC+6).
  await recordStaffAction(db, admin, { action: 'event.created', entity: { type: 'event', id: 7 }, after: { title: 'Winter Cup' } }, new Date('2026-11-01T18:30:00Z'));
  await recordStaffAction(db, other, { action: 'event.updated', entity: { type: 'event', id: 7 }, before: { title: 'Winter Cup' }, after: { title: 'Winter Cup 2026' } }, new Date('2026-11-01T17:59:00Z'));
  await recordStaffAction(db, admin, { action: 'review.hidden', entity: { type: 'review', id: 3 }, detail: 'Spam' }, new Date('2026-11-03T04:00:00Z'));
});
afterAll(async () => testApp?.close());

const search = (query: string) => testApp.app.inject({ method: 'GET', url: `/api/admin/audit-log${query}`, headers: { cookie: adminCookie } });

describe('the audit log', () => {
  it('lists entries newest first with who, what, and the thing before and after', async () => {
    const response = await search('?entityType=event');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      total: 2,
      page: 1,
      pageSize: 50,
      items: [
        { action: 'event.created', actor: 'audit.admin@example.com', entityType: 'event', entityId: '7', before: null, after: { title: 'Winter Cup' } },
        { action: 'event.updated', actor: 'audit.other@example.com', before: { title: 'Winter Cup' }, after: { title: 'Winter Cup 2026' } },
      ],
    });
  });

  it('is searched by actor, by entity and by days at the club', async () => {
    const actions = async (query: string) => ((await search(query)).json() as { items: { action: string }[] }).items.map((item) => item.action);
    expect(await actions('?actor=other')).toEqual(['event.updated']);
    expect(await actions('?entityType=review&entityId=3')).toEqual(['review.hidden']);
    // 2026-11-01T18:30Z is 00:30 on 2 November in Rangpur; 17:59Z is still 1 November.
    expect(await actions('?from=2026-11-02&to=2026-11-02')).toEqual(['event.created']);
    expect(await actions('?to=2026-11-01')).toEqual(['event.updated']);
    expect(await actions('?from=2026-11-03')).toEqual(['review.hidden']);
    // `%` and `_` are letters in a search, not wildcards.
    expect(await actions('?actor=%25')).toEqual([]);
  });

  it('refuses a bad search with 400 and the field at fault', async () => {
    const response = await search('?from=2026-02-30&entityType=dragon');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ from: 'From must be a real date', entityType: 'Unknown kind of entry' });
  });

  it('cannot be edited or deleted, by the app or by hand; only an erasure of personal data is allowed', async () => {
    const { db } = testApp.database;
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.action, 'review.hidden'));
    const refusals = [
      db.update(auditLog).set({ detail: 'Not spam' }).where(eq(auditLog.id, entry!.id)),
      db.update(auditLog).set({ action: 'review.shown' }).where(eq(auditLog.id, entry!.id)),
      db.update(auditLog).set({ createdAt: new Date() }).where(eq(auditLog.id, entry!.id)),
      db.delete(auditLog).where(eq(auditLog.id, entry!.id)),
      db.execute(sql`TRUNCATE audit_log`),
    ];
    for (const refusal of refusals) await expect(refusal).rejects.toThrow();
    await db.update(auditLog).set({ detail: null }).where(eq(auditLog.id, entry!.id));
    const [after] = await db.select().from(auditLog).where(eq(auditLog.id, entry!.id));
    expect(after).toMatchObject({ action: 'review.hidden', detail: null, entityId: '3' });
    expect(await db.$count(auditLog)).toBe(3);
  });
});
