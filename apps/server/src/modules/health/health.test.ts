import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceFaultMessages } from '@rgcc/shared/common/service-faults';
import { outgoingMail } from '../../db/schema';
import { createTestApp, ownAppTimeout, type TestApp } from '../../../test/test-app';
import { multipartFile, pngOf } from '../../../test/uploads';
import { readinessMessages } from './readiness';

const metricsToken = 'a-metrics-token-of-32-characters';
let testApp: TestApp;
let withoutToken: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ METRICS_TOKEN: metricsToken, MAX_REQUESTS_IN_FLIGHT: '3', UPLOAD_RATE_LIMIT_PER_MINUTE: '1000' });
  withoutToken = await createTestApp();
});

afterAll(async () => {
  await testApp?.close();
  await withoutToken?.close();
});

const scrape = () => testApp.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${metricsToken}` } });
/** The value of one series in Prometheus text, e.g. `rgcc_disk_full` or `rgcc_db_query_duration_seconds_count`. */
const valueOf = (text: string, series: string) => {
  const line = text.split('\n').find((each) => each.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};
const ready = () => testApp.app.inject({ method: 'GET', url: '/api/health/ready' });

describe('GET /metrics', () => {
  it('is not there at all without METRICS_TOKEN', async () => {
    expect((await withoutToken.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${metricsToken}` } })).statusCode).toBe(404);
  });

  it('answers 401 without the token or with another', async () => {
    for (const authorization of [undefined, `Bearer ${metricsToken}x`, metricsToken, 'Bearer ']) {
      const response = await testApp.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
      expect(response.statusCode, authorization).toBe(401);
      expect(response.body).not.toContain('rgcc_');
    }
  });

  it('carries request durations by route pattern and status, query durations, the outbox, memory, event-loop lag and the disk', async () => {
    await testApp.app.inject({ method: 'GET', url: '/api/health' });
    await testApp.app.inject({ method: 'GET', url: '/api/events/987654' });
    // Due in an hour (a retry's wait), so the mail worker leaves it waiting.
    const sendAfter = new Date(Date.now() + 3_600_000);
    await testApp.database.db.insert(outgoingMail).values({ toAddress: 'member@example.com', subject: 'Waiting', textBody: 'text', htmlBody: '<p>html</p>', sendAfter });
    const response = await scrape();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = response.body;
    expect(text).toMatch(/rgcc_http_request_duration_seconds_count\{method="GET",route="\/api\/health",status_code="200"\} [1-9]/);
    // The route's pattern, never the address asked for.
    expect(text).toMatch(/rgcc_http_request_duration_seconds_count\{method="GET",route="\/api\/events\/:id",status_code="404"\} [1-9]/);
    expect(text).not.toContain('987654');
    expect(valueOf(text, 'rgcc_db_query_duration_seconds_count')).toBeGreaterThan(0);
    expect(valueOf(text, 'rgcc_outbox_backlog')).toBe(1);
    expect(valueOf(text, 'rgcc_database_up')).toBe(1);
    expect(valueOf(text, 'rgcc_disk_full')).toBe(0);
    expect(valueOf(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(valueOf(text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    expect(text).toContain('nodejs_eventloop_lag_p99_seconds ');
  });

  it('is left out of the API documentation', async () => {
    const doc = (await testApp.app.inject({ method: 'GET', url: '/api/docs' })).json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(doc.paths)).not.toContain('/metrics');
    expect(Object.keys(doc.paths)).toContain('/api/health/ready');
  });
});

describe('GET /api/health/ready', () => {
  it('is ready when the database answers and has every migration', async () => {
    const response = await ready();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready' });
  });

  it('answers 503 while a migration is pending, and is ready again once it is applied', async () => {
    const db = testApp.database.db;
    const rows = async () => {
      const result: unknown = await db.execute(sql`select id, hash, created_at::text as created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`);
      return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<{ id: number; hash: string; created_at: string }>;
    };
    const [newest] = await rows();
    await db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${newest!.id}`);
    try {
      const response = await ready();
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'not ready', message: readinessMessages.migrationsPending });
      expect(response.headers['retry-after']).toMatch(/^\d+$/);
    } finally {
      await db.execute(sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${newest!.id}, ${newest!.hash}, ${newest!.created_at})`);
    }
    expect((await ready()).statusCode).toBe(200);
  });

  it('answers 503 once the server is shutting down', async () => {
    const other = await createTestApp();
    const closing = other.close();
    // Asked in process while it closes: Fastify answers 503 to any request, and so would the route.
    const response = await other.app.inject({ method: 'GET', url: '/api/health/ready' }).catch(() => null);
    await closing;
    if (response) expect(response.statusCode).toBe(503);
  }, ownAppTimeout);
});

/**
 * A real full disk: the uploads folder on a 4 MiB tmpfs, filled up. Mounting needs root or
 * password-less sudo (CI has it); docs/testing.md says so.
 */
function mountTinyDisk(folder: string) {
  fs.mkdirSync(folder, { recursive: true });
  const asRoot = process.getuid?.() === 0;
  const run = (command: string[]) => execFileSync(asRoot ? command[0]! : 'sudo', asRoot ? command.slice(1) : ['-n', ...command], { stdio: 'pipe' });
  run(['mount', '-t', 'tmpfs', '-o', 'size=4m,mode=0777', 'tmpfs', folder]);
  return () => run(['umount', '-l', folder]);
}

describe('a full disk', () => {
  it('answers uploads 507 with a message, makes readiness 503 and sets rgcc_disk_full until space is found again', async () => {
    const uploads = path.join(testApp.app.deps.config.DATA_DIR, 'uploads');
    const unmount = mountTinyDisk(uploads);
    try {
      const filler = path.join(uploads, 'filler');
      const block = Buffer.alloc(64 * 1024, 1);
      const descriptor = fs.openSync(filler, 'w');
      try {
        for (;;) fs.writeSync(descriptor, block);
      } catch (error) {
        expect((error as NodeJS.ErrnoException).code).toBe('ENOSPC');
      } finally {
        fs.closeSync(descriptor);
      }

      const image = await pngOf('#2f7150', 64);
      const refused = await testApp.app.inject({ method: 'POST', url: '/api/uploads', ...multipartFile(image) });
      expect(refused.statusCode).toBe(507);
      expect(refused.json()).toEqual({ message: serviceFaultMessages.outOfStorage });
      expect(refused.headers['retry-after']).toMatch(/^\d+$/);
      expect(fs.readdirSync(uploads)).toEqual(['filler']);

      const notReady = await ready();
      expect(notReady.statusCode).toBe(503);
      expect(notReady.json()).toEqual({ status: 'not ready', message: readinessMessages.outOfStorage });
      expect(valueOf((await scrape()).body, 'rgcc_disk_full')).toBe(1);
      // The liveness check stays as it is: the process is alive.
      expect((await testApp.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);

      fs.rmSync(filler);
      const stored = await testApp.app.inject({ method: 'POST', url: '/api/uploads', ...multipartFile(image) });
      expect(stored.statusCode).toBe(200);
      expect((await ready()).statusCode).toBe(200);
      expect(valueOf((await scrape()).body, 'rgcc_disk_full')).toBe(0);
    } finally {
      unmount();
    }
  });
});

describe('more requests at once than MAX_REQUESTS_IN_FLIGHT', () => {
  it('answers the extra ones 503 with Retry-After at once, while the probes still answer', async () => {
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 30 }, async () => {
        const sent = Date.now();
        const response = await testApp.app.inject({ method: 'GET', url: '/api/club' });
        return { response, tookMs: Date.now() - sent };
      }),
    );
    const shed = answers.filter(({ response }) => response.statusCode === 503);
    expect(shed.length).toBeGreaterThan(0);
    expect(answers.filter(({ response }) => response.statusCode === 200).length).toBeGreaterThanOrEqual(3);
    for (const { response } of shed) {
      expect(response.json()).toEqual({ message: serviceFaultMessages.overloaded });
      expect(response.headers['retry-after']).toMatch(/^\d+$/);
    }
    expect(Math.max(...answers.map(({ tookMs }) => tookMs))).toBeLessThan(5_000);
    expect(Date.now() - started).toBeLessThan(5_000);

    const probes = await Promise.all([
      ...Array.from({ length: 10 }, () => testApp.app.inject({ method: 'GET', url: '/api/club' })),
      testApp.app.inject({ method: 'GET', url: '/api/health' }),
      testApp.app.inject({ method: 'GET', url: '/api/health/ready' }),
      scrape(),
    ]);
    expect(probes.slice(-3).map((response) => response.statusCode)).toEqual([200, 200, 200]);
    expect(valueOf((await scrape()).body, 'rgcc_requests_shed_total')).toBeGreaterThan(0);
  });
});

describe('an event loop busier than MAX_EVENT_LOOP_DELAY_MS', () => {
  it('answers requests 503 with Retry-After at once (PGlite runs its queries on the loop), while the probes still answer', async () => {
    const busy = await createTestApp({ MAX_EVENT_LOOP_DELAY_MS: '50' });
    try {
      const block = (ms: number) => {
        for (const until = Date.now() + ms; Date.now() < until; );
      };
      let shed;
      for (let attempt = 0; attempt < 5 && !shed; attempt++) {
        // The request is read while the loop is busy (PGlite's queries run on it, as a burst of
        // requests would keep it): it is answered at once, without its work.
        const answer = busy.app.inject({ method: 'GET', url: '/api/club' });
        block(300);
        const response = await answer;
        if (response.statusCode === 503) shed = response;
        else expect(response.statusCode).toBe(200);
      }
      expect(shed?.json()).toEqual({ message: serviceFaultMessages.overloaded });
      expect(shed?.headers['retry-after']).toMatch(/^\d+$/);
      block(300);
      expect((await busy.app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
    } finally {
      await busy.close();
    }
    // A second app of its own: its database is copied first, slow on a busy machine.
  }, ownAppTimeout);
});
