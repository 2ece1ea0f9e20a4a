import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, prepareDatabase, startThrowAwayPostgres } from '../../../../../scripts/cluster/cluster';
import { serviceFaultMessages } from '@rgcc/shared/common/service-faults';
import { buildApp } from '../../app';
import { parseConfig } from '../../config';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import type { AppInstance } from '../../http/app-instance';
import { serviceFaultOf } from '../../http/faults';
import { busyMachineEnv } from '../../../test/test-app';
import { readinessMessages } from './readiness';
import { freePort } from '../../../test/free-port';

/** A TCP proxy in front of PostgreSQL that can be cut (listener closed, connections destroyed) and restored on the same port. */
class CuttableProxy {
  private server: net.Server | null = null;
  private readonly sockets = new Set<net.Socket>();
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  async open() {
    const server = net.createServer((client) => {
      const upstream = net.connect(this.target);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => {});
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.port = (server.address() as net.AddressInfo).port;
    this.server = server;
  }

  async cut() {
    const server = this.server;
    this.server = null;
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => server?.close(() => resolve()) ?? resolve());
  }
}

const cleanups: Array<() => Promise<void> | void> = [];
/** The test server when TEST_DATABASE_URL is set; else one of this file's own, as PGlite lives in the process and cannot go away. */
let serverUrl: string;
beforeAll(async () => {
  serverUrl = process.env.TEST_DATABASE_URL ?? (await startThrowAwayPostgres().then((server) => {
    cleanups.push(() => server.stop());
    return server.serverUrl;
  }));
}, 120_000);
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
}, 60_000);

/**
 * A stand-in for the web build whose pages, like the real ones (apps/web's loaders and
 * route-error.tsx), read the club from the API and show the API's message when it fails, with
 * React Router's status for a failed loader (500). e2e tests drive the real renderer.
 */
function standInWebBuild(root: string): string {
  fs.mkdirSync(path.join(root, 'web', 'dist'), { recursive: true });
  fs.mkdirSync(path.join(root, 'web', 'dist-server'));
  fs.writeFileSync(path.join(root, 'web', 'dist', 'index.html'), '<!doctype html><html><head><title></title></head><body><div id="root"></div></body></html>');
  fs.writeFileSync(
    path.join(root, 'web', 'dist-server', 'entry-server.js'),
    `export function createPageRenderer(template) {
      return async (url, source) => {
        const club = await source.get('/api/club');
        const shown = club.status === 200 ? club.body.name : club.body.message;
        return { status: club.status === 200 ? 200 : 500, html: template.replace('<div id="root"></div>', '<div id="root"><p>' + shown + '</p></div>') };
      };
    }`,
  );
  return path.join(root, 'web', 'dist');
}

/** A fresh migrated database on the server, reached through `proxy`. */
async function appBehind(proxy: CuttableProxy): Promise<{ app: AppInstance; database: DatabaseHandle }> {
  const created = await createDatabase(serverUrl, 'rgcc_test_db_down');
  cleanups.push(() => created.drop());
  await prepareDatabase(created.url);
  const name = new URL(created.url).pathname.slice(1);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rgcc-db-down-'));
  cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const databaseUrl = `postgres://postgres@127.0.0.1:${proxy.port}/${name}`;
  const database = await openDatabase({ databaseUrl, dataDir });
  const config = parseConfig({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent', WEB_DIST_DIR: standInWebBuild(dataDir), ...busyMachineEnv });
  const app = await buildApp({ config, db: database.db }, { logger: false });
  await app.ready();
  cleanups.push(async () => {
    await app.close();
    await database.close();
  });
  return { app, database };
}

const timedInject = async (app: AppInstance, url: string) => {
  const started = Date.now();
  const response = await app.inject({ method: 'GET', url });
  return { response, tookMs: Date.now() - started };
};

/** Polls until `check` holds, for at most `withinMs`. */
async function eventually(check: () => Promise<boolean>, withinMs: number) {
  const deadline = Date.now() + withinMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('a PostgreSQL server that stops answering', () => {
  it('is told apart from other errors: the driver’s own refused connection means 503, another service’s does not', async () => {
    // A real refused connection from postgres.js through drizzle, with no server behind the port.
    const port = await freePort();
    const nobody = await openDatabase({ databaseUrl: `postgres://postgres@127.0.0.1:${port}/postgres`, dataDir: os.tmpdir() });
    try {
      const started = Date.now();
      const query = await nobody.db.execute(sql`select 1`).catch((error: unknown) => error);
      const transaction = await nobody.db.transaction(async (tx) => tx.execute(sql`select 1`)).catch((error: unknown) => error);
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(serviceFaultOf(query)).toMatchObject({ statusCode: 503, message: serviceFaultMessages.databaseUnavailable });
      expect(serviceFaultOf(transaction)).toMatchObject({ statusCode: 503 });
    } finally {
      await nobody.close();
    }
    const otherService = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:443'), { code: 'ECONNREFUSED' });
    expect(serviceFaultOf(otherService)).toBeNull();
  });

  it('answers 503 with Retry-After within 5 s while it is cut off, readiness 503, and recovers by itself when it returns', async () => {
    const server = new URL(serverUrl);
    const proxy = new CuttableProxy({ host: server.hostname, port: Number(server.port || 5432) });
    await proxy.open();
    const { app } = await appBehind(proxy);
    expect((await timedInject(app, '/api/club')).response.statusCode).toBe(200);
    expect((await timedInject(app, '/api/health/ready')).response.statusCode).toBe(200);

    await proxy.cut();
    const cutAt = Date.now();
    // The public content may still come from the cache for up to a second (content-version.ts):
    // within 5 s of the cut every one needs the database, and answers 503 in time.
    for (const url of ['/api/club', '/api/events', '/api/announcements']) {
      let answer = await timedInject(app, url);
      while (answer.response.statusCode === 200 && Date.now() - cutAt < 5_000) answer = await timedInject(app, url);
      const { response, tookMs } = answer;
      expect(response.statusCode, url).toBe(503);
      expect(response.json(), url).toEqual({ message: serviceFaultMessages.databaseUnavailable });
      expect(response.headers['retry-after'], url).toMatch(/^\d+$/);
      expect(tookMs, url).toBeLessThan(5_000);
    }
    // A page the server renders says what the API said, with its status and Retry-After.
    const page = await timedInject(app, '/');
    expect(page.response.statusCode).toBe(503);
    expect(page.response.headers['retry-after']).toMatch(/^\d+$/);
    expect(page.response.body).toContain(serviceFaultMessages.databaseUnavailable);
    expect(page.tookMs).toBeLessThan(5_000);
    const ready = await timedInject(app, '/api/health/ready');
    expect(ready.response.statusCode).toBe(503);
    expect(ready.response.json()).toEqual({ status: 'not ready', message: readinessMessages.databaseUnavailable });
    expect(ready.tookMs).toBeLessThan(5_000);

    await proxy.open();
    const back = Date.now();
    await eventually(async () => (await timedInject(app, '/api/club')).response.statusCode === 200, 5_000);
    expect((await timedInject(app, '/api/health/ready')).response.statusCode).toBe(200);
    expect((await timedInject(app, '/')).response.statusCode).toBe(200);
    expect(Date.now() - back).toBeLessThan(5_000);
    await proxy.cut();
  }, 60_000);
});
