import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactInTurn, tally } from './shared-limits';
import { createTestApp, type TestApp } from './test-app';
import { freePort } from './free-port';

/** REDIS_URL names a port where nothing listens: Redis is down. */
let testApp: TestApp;
const logged: string[] = [];

beforeAll(async () => {
  const port = await freePort();
  testApp = await createTestApp({ WRITE_RATE_LIMIT_PER_MINUTE: '2', REDIS_URL: `redis://127.0.0.1:${port}`, LOG_LEVEL: 'warn' }, { logStream: { write: (line) => void logged.push(line) } });
});

afterAll(async () => {
  await testApp?.close();
});

describe('rate limits while Redis is unreachable', () => {
  it('let the forms through uncounted, rather than failing them, and log why', async () => {
    expect(tally(await contactInTurn([testApp.app], '203.0.113.50', 4))).toEqual({ accepted: 4, refused: 0, other: [] });
    expect(logged.some((line) => line.includes('Redis for the rate limits is unreachable'))).toBe(true);
  });
});
