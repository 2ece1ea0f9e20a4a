import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app';
import type { AppInstance } from '../src/http/app-instance';
import { requestLimits } from '../src/db/schema';
import { contactInTurn, tally } from './shared-limits';
import { createTestApp, type TestApp } from './test-app';

// An in-memory Redis in place of a server: clients of the same host and port share its data, as
// two servers share one Redis. It runs the plugin's Lua script like Redis does.
vi.mock('ioredis', async () => {
  const { default: RedisMock } = await import('ioredis-mock');
  return { default: RedisMock, Redis: RedisMock };
});

let first: TestApp;
let second: AppInstance;

beforeAll(async () => {
  first = await createTestApp({ WRITE_RATE_LIMIT_PER_MINUTE: '10', REDIS_URL: 'redis://127.0.0.1:6390' });
  second = await buildApp({ config: first.app.deps.config, db: await first.sameDatabase() }, { logger: false });
  await second.ready();
});

afterAll(async () => {
  await second?.close();
  await first?.close();
});

describe('rate limits shared by the servers (in Redis, with REDIS_URL)', () => {
  it('let 10 of 20 contact messages from one address through, sent in turn to two servers, counting nothing in the database', async () => {
    const statuses = await contactInTurn([first.app, second], '203.0.113.40', 20);
    expect(tally(statuses)).toEqual({ accepted: 10, refused: 10, other: [] });
    expect(statuses.slice(0, 10).every((status) => status === 201)).toBe(true);
    expect(await first.database.db.$count(requestLimits)).toBe(0);
  });
});
