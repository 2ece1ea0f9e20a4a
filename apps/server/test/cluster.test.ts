import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { StaffEvent } from '@rgcc/shared/content/club-events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, startCluster, startProxy, startThrowAwayPostgres, type Cluster, type Postgres } from '../../../scripts/cluster/cluster';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { sessionCookieName } from '../src/http/current-account';
import { createStaffAccount, startSession } from '../src/modules/account/entry';
import { contactMessage } from './shared-limits';
import { busyMachineEnv } from './test-app';

/**
 * The shape of a deployment with several machines, as `npm run cluster` starts it (decision
 * 0044): two servers over one PostgreSQL, behind the round-robin proxy. This file always runs on
 * PostgreSQL: on the test server when TEST_DATABASE_URL is set, else on a throw-away server of
 * its own (PGlite serves one process only).
 */
let server: Postgres | null = null;
let database: { url: string; drop(): Promise<void> };
let cluster: Cluster;
let handle: DatabaseHandle;
let dataDir: string;

beforeAll(async () => {
  const serverUrl = process.env.TEST_DATABASE_URL ?? (server = await startThrowAwayPostgres()).serverUrl;
  database = await createDatabase(serverUrl, 'rgcc_test_cluster');
  cluster = await startCluster({ databaseUrl: database.url, proxyPort: 0, instancePorts: [0, 0], env: { WRITE_RATE_LIMIT_PER_MINUTE: '10', LOG_LEVEL: 'info', ...busyMachineEnv } });
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rgcc-test-cluster-'));
  handle = await openDatabase({ databaseUrl: database.url, dataDir });
}, 400_000);

afterAll(async () => {
  await handle?.close();
  await cluster?.stop();
  await database?.drop();
  await server?.stop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

const eventTitle = async (base: string) => ((await (await fetch(`${base}/api/events/1`)).json()) as { title: string }).title;

describe('two servers behind the proxy, on one PostgreSQL', () => {
  it('answer in turn through the proxy, which passes on who asked', async () => {
    const marks = cluster.instances.map((instance) => instance.output().length);
    for (let n = 0; n < 4; n++) expect((await fetch(`${cluster.url}/api/health`)).status).toBe(200);
    // Each server logged requests of its own, from the address the proxy was reached from.
    for (const [index, instance] of cluster.instances.entries()) {
      const logged = () => instance.output().slice(marks[index]).split('\n').filter((line) => line.includes('"url":"/api/health"'));
      await expect.poll(() => logged().length, { timeout: 5_000, interval: 100 }).toBeGreaterThanOrEqual(2);
      expect(logged()[0]).toContain('"remoteAddress":"127.0.0.1"');
    }
  });

  it("count one address's writes together: 10 of 20 contact messages through the proxy get through, whatever X-Forwarded-For the sender makes up", async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 20; n++) {
      const response = await fetch(`${cluster.url}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${n}` },
        body: JSON.stringify(contactMessage(n)),
      });
      statuses.push(response.status);
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
  });

  it('show a staff edit made on one server through the other within seconds', async () => {
    // Staff sign in with a second factor: the test starts the session the code would have.
    const staff = await createStaffAccount(handle.db, 'cluster.staff@example.com', 'fairway-greens-2026', 'content');
    const cookie = `${sessionCookieName}=${(await startSession(handle.db, staff)).token}`;
    const [first, second] = cluster.instances.map((instance) => instance.url) as [string, string];
    // The second server and the proxy have the event's answer kept.
    const before = await eventTitle(second);
    await eventTitle(cluster.url);
    const title = `President Cup (${crypto.randomBytes(3).toString('hex')})`;
    const form = (await (await fetch(`${first}/api/admin/events/1`, { headers: { cookie } })).json()) as StaffEvent;
    const { id: _id, ...fields } = form;
    const saved = await fetch(`${first}/api/admin/events/1`, { method: 'PUT', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify({ ...fields, title }) });
    expect(saved.status).toBe(200);
    expect(before).not.toBe(title);
    await expect.poll(() => eventTitle(second), { timeout: 3_000, interval: 100 }).toBe(title);
    for (let n = 0; n < 2; n++) expect(await eventTitle(cluster.url)).toBe(title);
  });
});

describe('the proxy', () => {
  it('passes each Server-Sent Event on as it is written, not when the stream ends', async () => {
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const upstream = http.createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      response.write('event: leaderboard\ndata: first\n\n');
      void released.then(() => response.end('event: leaderboard\ndata: last\n\n'));
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const proxy = await startProxy([`http://127.0.0.1:${(upstream.address() as { port: number }).port}`], 0);
    try {
      const response = await fetch(`http://127.0.0.1:${proxy.port}/api/events/1/leaderboard/live`);
      expect(response.headers.get('content-type')).toBe('text/event-stream');
      const reader = response.body!.getReader();
      // The first event arrives while the upstream still holds the stream open.
      expect(new TextDecoder().decode((await reader.read()).value)).toBe('event: leaderboard\ndata: first\n\n');
      release();
      expect(new TextDecoder().decode((await reader.read()).value)).toBe('event: leaderboard\ndata: last\n\n');
    } finally {
      release();
      await proxy.close();
      upstream.closeAllConnections();
      await new Promise((resolve) => upstream.close(resolve));
    }
  });
});
