import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { serviceFaultMessages } from '@rgcc/shared/common/service-faults';
import { buildApp } from '../../app';
import { parseConfig } from '../../config';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import type { AppInstance } from '../../http/app-instance';
import { serviceFaultOf } from '../../http/faults';
import { readinessMessages } from './readiness';

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

const postgresUrl = process.env.TEST_DATABASE_URL;
const cleanups: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

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

/** A fresh database copied from the run's template, reached through `proxy`. */
async function appBehind(proxy: CuttableProxy): Promise<{ app: AppInstance; database: DatabaseHandle }> {
  const admin = postgres(postgresUrl!, { max: 1, onnotice: () => {} });
  const name = `rgcc_test_${crypto.randomBytes(6).toString('hex')}`;
  await admin.unsafe(`create database ${name} template ${process.env.RGCC_TEMPLATE_DATABASE}`);
  cleanups.push(async () => {
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
  });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rgcc-db-down-'));
  cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const databaseUrl = `postgres://postgres@127.0.0.1:${proxy.port}/${name}`;
  const database = await openDatabase({ databaseUrl, dataDir });
  const config = parseConfig({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent', WEB_DIST_DIR: standInWebBuild(dataDir) });
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
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as net.AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
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

  // Cutting the database away needs a PostgreSQL server (TEST_DATABASE_URL); PGlite lives in the
  // process and cannot go away. docs/testing.md lists this case as PostgreSQL-only, which the
  // PGlite run checks instead, so that it cannot silently drop out of the docs.
  it.runIf(postgresUrl)('answers 503 with Retry-After within 5 s while it is cut off, readiness 503, and recovers by itself when it returns', async () => {
    const server = new URL(postgresUrl!);
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

  it.runIf(!postgresUrl)('is listed in docs/testing.md as a PostgreSQL-only case (run with TEST_DATABASE_URL)', () => {
    const testing = fs.readFileSync(new URL('../../../../../docs/testing.md', import.meta.url), 'utf8');
    expect(testing).toMatch(/database-down\.test\.ts[^.]*PostgreSQL only/);
  });
});
