// How the server answers faults (decision 0043), in figures:
// 1. Overload on PGlite: 200 connections posting the contact form for BENCH_SECONDS (default 20)
//    to the server in its own process, once with no shedding (as before) and once with the
//    defaults of MAX_EVENT_LOOP_DELAY_MS and MAX_REQUESTS_IN_FLIGHT: p99, the slowest answer,
//    the share shed with 503, and the requests that got no answer within autocannon's 10 s.
// 2. The database down (only with BENCH_DATABASE_URL, a PostgreSQL server the bench may make a
//    database on): a TCP proxy in front of it is cut for 20 s while a probe asks for pages and
//    API answers every 250 ms: their statuses and slowest answer, then the time to recover.
//   npm run bench:faults
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:55433/postgres npm run bench:faults
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { buildApp } from '../../apps/server/src/app';
import { parseConfig } from '../../apps/server/src/config';
import { openDatabase, type DatabaseHandle } from '../../apps/server/src/db/client';
import { seedContentOnce } from '../../apps/server/src/db/seed/seed';

const connections = 200;
const durationSeconds = Number(process.env.BENCH_SECONDS ?? 20);
const contact = JSON.stringify({ firstName: 'Farhana', lastName: 'Akter', phone: '01712345678', email: 'farhana@example.com', message: 'Can I book a lesson on Saturday?' });

async function appOn(database: DatabaseHandle, dataDir: string, env: Record<string, string>) {
  const config = parseConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', WRITE_RATE_LIMIT_PER_MINUTE: '1000000', WEB_DIST_DIR: path.join(dataDir, 'no-web-build'), ...env });
  const app = await buildApp({ config, db: database.db }, { logger: false });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url, publicUrl: config.PUBLIC_URL };
}

/** The server as `npm start` runs it, in a process of its own (autocannon here must not share its event loop). */
async function startServer(env: Record<string, string>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rgcc-bench-faults-'));
  const port = 40_000 + Math.floor(Math.random() * 10_000);
  const { PORT: _port, PUBLIC_URL: _publicUrl, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    env: { ...inherited, HOST: '127.0.0.1', PORT: String(port), DATABASE_URL: '', LOG_LEVEL: 'silent', DATA_DIR: dataDir, WRITE_RATE_LIMIT_PER_MINUTE: '1000000', ...env },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  for (let ready = false; !ready; await new Promise((resolve) => setTimeout(resolve, 250))) {
    ready = await fetch(`${url}/api/health/ready`).then((response) => response.ok, () => false);
  }
  return {
    url,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function overload(label: string, env: Record<string, string>) {
  const server = await startServer(env);
  const statuses = new Map<number, number>();
  const result = await autocannon({
    url: `${server.url}/api/contact`,
    method: 'POST',
    connections,
    duration: durationSeconds,
    headers: { 'content-type': 'application/json', origin: `http://localhost:${new URL(server.url).port}` },
    body: contact,
    setupClient(client) {
      client.on('response', (statusCode: number) => statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1));
    },
  });
  await server.stop();
  const total = [...statuses.values()].reduce((sum, each) => sum + each, 0);
  const shed = statuses.get(503) ?? 0;
  const other = [...statuses.entries()].filter(([status]) => status !== 201 && status !== 503);
  console.log(
    `${label.padEnd(28)} ${String(total).padStart(7)} ${String(statuses.get(201) ?? 0).padStart(7)} ${`${((shed / Math.max(total, 1)) * 100).toFixed(1)} %`.padStart(8)} ${`${result.latency.p99} ms`.padStart(9)} ${`${result.latency.max} ms`.padStart(9)} ${String(result.errors + result.timeouts).padStart(7)}${other.length ? `  other: ${JSON.stringify(Object.fromEntries(other))}` : ''}`,
  );
}

console.log(`Overload on PGlite: ${connections} connections posting /api/contact for ${durationSeconds} s, node ${process.version}, ${os.cpus().length} cores`);
console.log('bound                          total     201     503       p99       max  errors');
// No bound in effect (as before decision 0043), then the default bound.
await overload('no shedding (before)', { MAX_REQUESTS_IN_FLIGHT: '1000000', MAX_EVENT_LOOP_DELAY_MS: '1000000' });
await overload('the defaults', {});

const serverUrl = process.env.BENCH_DATABASE_URL;
if (!serverUrl) {
  console.log('\nDatabase down: set BENCH_DATABASE_URL (a PostgreSQL server) to measure it.');
  process.exit(0);
}

// The database down: a proxy in front of PostgreSQL, cut for 20 s.
const target = new URL(serverUrl);
const sockets = new Set<net.Socket>();
let proxy: net.Server | null = null;
let proxyPort = 0;
const openProxy = async () => {
  proxy = net.createServer((client) => {
    const upstream = net.connect({ host: target.hostname, port: Number(target.port || 5432) });
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {});
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => proxy!.listen(proxyPort, '127.0.0.1', resolve));
  proxyPort = (proxy.address() as net.AddressInfo).port;
};
const cutProxy = async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise<void>((resolve) => proxy!.close(() => resolve()));
};
await openProxy();
const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
const name = `rgcc_bench_${crypto.randomBytes(6).toString('hex')}`;
await admin.unsafe(`create database ${name}`);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rgcc-bench-down-'));
const databaseUrl = `postgres://${target.username || 'postgres'}@127.0.0.1:${proxyPort}/${name}`;
const database = await openDatabase({ databaseUrl, dataDir });
await database.migrate();
await seedContentOnce(database.db);
const { app, url } = await appOn(database, dataDir, { DATABASE_URL: databaseUrl });

const probe = async (forMs: number) => {
  const answers: Array<{ status: number; ms: number }> = [];
  const end = Date.now() + forMs;
  let path = 0;
  while (Date.now() < end) {
    const started = Date.now();
    const address = ['/api/events', '/api/club', '/api/announcements', '/api/health/ready'][path++ % 4]!;
    const status = await fetch(url + address).then((response) => response.status, () => 0);
    answers.push({ status, ms: Date.now() - started });
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return answers;
};
await cutProxy();
const down = await probe(20_000);
await openProxy();
const back = Date.now();
while ((await fetch(url + '/api/events').then((response) => response.status, () => 0)) !== 200) await new Promise((resolve) => setTimeout(resolve, 50));
const recoveredMs = Date.now() - back;
const byStatus = Object.fromEntries([...new Set(down.map((each) => each.status))].map((status) => [status, down.filter((each) => each.status === status).length]));
console.log(`\nDatabase down for 20 s (PostgreSQL behind a cut proxy), a request every 250 ms:`);
console.log(`  ${down.length} requests: ${JSON.stringify(byStatus)}; slowest answer ${Math.max(...down.map((each) => each.ms))} ms; recovered ${recoveredMs} ms after it returned`);
await app.close();
await database.close();
await cutProxy();
await admin.unsafe(`drop database if exists ${name} with (force)`);
await admin.end();
fs.rmSync(dataDir, { recursive: true, force: true });
