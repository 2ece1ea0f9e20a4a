import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { AppInstance } from '../src/http/app-instance';
import { createStaff, signIn, staffPassword } from './accounts';
import { retitleEvent } from './content-edits';
import { createTestApp, type TestApp } from './test-app';

/** Two servers on one database, as a deployment with several machines runs them. */
let first: TestApp;
let second: AppInstance;

beforeAll(async () => {
  first = await createTestApp();
  second = await buildApp({ config: first.app.deps.config, db: await first.sameDatabase() }, { logger: false });
  await second.ready();
});

afterAll(async () => {
  await second.close();
  await first.close();
});

const titleOfEventOne = async (app: AppInstance) => {
  const events = (await app.inject({ method: 'GET', url: '/api/events' })).json<{ id: number; title: string }[]>();
  return events.find((event) => event.id === 1)?.title;
};

describe('the content version', () => {
  it('moves with any change to the content tables, however it is made', async () => {
    const before = await first.app.contentVersion.current();
    await first.app.deps.db.execute(sql`update events set description = description || '' where id = 1`);
    first.app.contentVersion.changed();
    expect(await first.app.contentVersion.current()).toBeGreaterThan(before);
  });

  it('brings an event changed in the database to both servers within seconds, with no restart', async () => {
    // Both servers have the event cached.
    expect(await titleOfEventOne(first.app)).toBe('President Cup');
    expect(await titleOfEventOne(second)).toBe('President Cup');
    // A change made straight in the database, by neither server.
    await first.app.deps.db.execute(sql`update events set title = 'President Cup (moved to March)' where id = 1`);
    await expect.poll(() => titleOfEventOne(first.app), { timeout: 3_000, interval: 200 }).toBe('President Cup (moved to March)');
    await expect.poll(() => titleOfEventOne(second), { timeout: 3_000, interval: 200 }).toBe('President Cup (moved to March)');
  });

  it("brings a staff edit made through one server to the other's cached answer within seconds", async () => {
    await createStaff(first, 'version.staff@example.com', 'content');
    const { cookie } = await signIn(first, 'version.staff@example.com', staffPassword);
    // The second server has the event cached as it is now.
    const before = await titleOfEventOne(second);
    await retitleEvent(first.app, cookie, 1, 'President Cup (edited by staff)');
    // The server that took the edit shows it at once; the other within its next version check.
    expect(await titleOfEventOne(first.app)).toBe('President Cup (edited by staff)');
    expect(before).not.toBe('President Cup (edited by staff)');
    await expect.poll(() => titleOfEventOne(second), { timeout: 3_000, interval: 100 }).toBe('President Cup (edited by staff)');
  });

  it('keeps serving from the cache while nothing changes', async () => {
    const version = await second.contentVersion.current();
    await titleOfEventOne(second);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await second.contentVersion.current()).toBe(version);
  });
});
