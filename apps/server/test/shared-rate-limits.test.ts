import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { AppInstance } from '../src/http/app-instance';
import { sweepRequestLimits } from '../src/http/shared-rate-limits';
import { contactMessages, requestLimits } from '../src/db/schema';
import { contactInTurn, contactMessage, tally } from './shared-limits';
import { createTestApp, type TestApp } from './test-app';

/** Two servers on one database, with the default limit of 10 writes a minute per address. */
let first: TestApp;
let second: AppInstance;

beforeAll(async () => {
  first = await createTestApp({ WRITE_RATE_LIMIT_PER_MINUTE: '10' });
  second = await buildApp({ config: first.app.deps.config, db: await first.sameDatabase() }, { logger: false });
  await second.ready();
});

afterAll(async () => {
  await second?.close();
  await first?.close();
});

const countOf = (address: string) => first.database.db.$count(requestLimits, eq(requestLimits.clientKey, address));

describe('rate limits shared by the servers (in the database)', () => {
  it('let 10 of 20 contact messages from one address through, sent in turn to two servers, and store those 10 only', async () => {
    const before = await first.database.db.$count(contactMessages);
    const statuses = await contactInTurn([first.app, second], '203.0.113.10', 20);
    expect(tally(statuses)).toEqual({ accepted: 10, refused: 10, other: [] });
    expect(statuses.slice(0, 10).every((status) => status === 201)).toBe(true);
    expect(await first.database.db.$count(contactMessages)).toBe(before + 10);
    // Another address, and another form from the same address, have limits of their own.
    expect((await second.inject({ method: 'POST', url: '/api/contact', remoteAddress: '203.0.113.11', payload: contactMessage(100) })).statusCode).toBe(201);
    expect((await second.inject({ method: 'POST', url: '/api/newsletter', remoteAddress: '203.0.113.10', payload: { email: 'shared.limit@example.com' } })).statusCode).toBe(201);
  });

  it('count parallel requests to both servers exactly: 10 of 20 sent at once get through', async () => {
    const address = '203.0.113.20';
    const statuses = await Promise.all(
      Array.from({ length: 20 }, async (_, n) =>
        (await [first.app, second][n % 2]!.inject({ method: 'POST', url: '/api/contact', remoteAddress: address, payload: contactMessage(200 + n) })).statusCode,
      ),
    );
    expect(tally(statuses)).toEqual({ accepted: 10, refused: 10, other: [] });
  });

  it('open a new window once the minute is over, and the sweep forgets the windows that are over', async () => {
    const address = '203.0.113.30';
    expect(tally(await contactInTurn([first.app, second], address, 11))).toEqual({ accepted: 10, refused: 1, other: [] });
    // As a minute later: the window ended a second ago.
    await first.database.db.execute(sql`update request_limits set window_end = now() - interval '1 second' where client_key = ${address}`);
    expect(tally(await contactInTurn([second, first.app], address, 2))).toEqual({ accepted: 2, refused: 0, other: [] });
    expect(await countOf(address)).toBe(1);
    await sweepRequestLimits(first.database.db);
    expect(await countOf(address)).toBe(1);
    await sweepRequestLimits(first.database.db, new Date(Date.now() + 61_000));
    expect(await countOf(address)).toBe(0);
  });
});
