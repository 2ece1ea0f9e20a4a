/**
 * Several instances on one machine, without containers (decision 0044): PostgreSQL (a given
 * database, or a throw-away server made with initdb), a local S3 (s3rver in a temporary folder),
 * N servers on their own ports and data folders, and a small round-robin proxy in front, as
 * compose.yaml runs them on several machines. `npm run cluster` starts it (run.ts); the server
 * tests and bench:cluster start the same shape from these functions.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { freePort } from '../../apps/server/test/free-port';
import { startLocalS3 } from '../../apps/server/test/local-s3';

export const rootDir = path.resolve(import.meta.dirname, '../..');
const serverDir = path.join(rootDir, 'apps/server');

/** Polls `check` until it is true, or fails after `timeoutMs` saying what was awaited. */
async function until(what: string, timeoutMs: number, check: () => Promise<boolean>) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`${what}: not ready after ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export interface Postgres {
  /** The server's URL (its `postgres` database), to create databases on. */
  serverUrl: string;
  stop(): Promise<void>;
}

/**
 * A PostgreSQL server of its own in a temporary folder, on loopback, with trust authentication;
 * gone when stopped. Needs PostgreSQL's programs (Debian's `postgresql` package puts them in
 * /usr/lib/postgresql/<version>/bin). PostgreSQL refuses to run as root: then it runs as the
 * `postgres` user the package creates.
 */
export async function startThrowAwayPostgres(): Promise<Postgres> {
  const installed = fs.existsSync('/usr/lib/postgresql') ? fs.readdirSync('/usr/lib/postgresql').sort((a, b) => Number(a) - Number(b)) : [];
  const bin = installed.length > 0 ? path.join('/usr/lib/postgresql', installed.at(-1)!, 'bin') : '';
  const program = (name: string) => (bin ? path.join(bin, name) : name);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rgcc-cluster-pg-'));
  const asRoot = process.getuid?.() === 0;
  const run = (command: string, args: string[]) => {
    const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
    const result = spawnSync(file, argv, { encoding: 'utf8' });
    if (result.error || result.status !== 0) {
      throw new Error(`${command} failed (${result.error?.message ?? result.stderr.trim()}). Install PostgreSQL (apt-get install postgresql) or give a DATABASE_URL.`);
    }
  };
  if (asRoot) fs.chownSync(dir, Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout), Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout));
  const port = await freePort();
  run(program('initdb'), ['-D', path.join(dir, 'data'), '-U', 'postgres', '--auth=trust', '--no-sync']);
  const options = `-c listen_addresses=127.0.0.1 -c port=${port} -c unix_socket_directories=${dir} -c max_connections=300 -c fsync=off`;
  run(program('pg_ctl'), ['-D', path.join(dir, 'data'), '-l', path.join(dir, 'server.log'), '-w', '-o', options, 'start']);
  return {
    serverUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      try {
        run(program('pg_ctl'), ['-D', path.join(dir, 'data'), '-m', 'fast', '-w', 'stop']);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/** A new empty database on the server of `serverUrl`, dropped by `drop`. */
export async function createDatabase(serverUrl: string, prefix = 'rgcc_cluster'): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${crypto.randomBytes(5).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** Migrates and seeds a database as a server's start would, for a bench or test that fills it before any server starts. */
export async function prepareDatabase(databaseUrl: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rgcc-cluster-migrate-'));
  try {
    const { openDatabase } = await import('../../apps/server/src/db/client');
    const { seedContentOnce } = await import('../../apps/server/src/db/seed/seed');
    const database = await openDatabase({ databaseUrl, dataDir });
    try {
      await database.migrate();
      await seedContentOnce(database.db);
    } finally {
      await database.close();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export interface Proxy {
  port: number;
  close(): Promise<void>;
}

/**
 * A reverse proxy as small as will do: each request goes to the next instance in turn, streamed
 * both ways (Server-Sent Events pass as they are written). It is the edge, so it sets
 * X-Forwarded-For to the address it was reached from, replacing whatever the client sent: the
 * instances trust the header (TRUST_PROXY=true) and a client must not choose its own address.
 */
export async function startProxy(targets: string[], port: number, host = '127.0.0.1'): Promise<Proxy> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
  let next = 0;
  const server = http.createServer((request, response) => {
    const target = new URL(targets[next++ % targets.length]!);
    const headers = { ...request.headers, 'x-forwarded-for': request.socket.remoteAddress ?? '', 'x-forwarded-proto': 'http', 'x-forwarded-host': request.headers.host ?? '' };
    const upstream = http.request({ host: target.hostname, port: target.port, method: request.method, path: request.url, headers, agent }, (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      response.flushHeaders();
      answer.pipe(response);
    });
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502, { 'content-type': 'application/json' }).end(JSON.stringify({ message: 'The server behind the proxy could not be reached.' }));
      else response.destroy();
    });
    // A viewer who leaves (a closed leaderboard) frees the instance's stream too.
    response.on('close', () => upstream.destroy());
    request.pipe(upstream);
  });
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  return {
    port: (server.address() as net.AddressInfo).port,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      agent.destroy();
    },
  };
}

export interface Instance {
  url: string;
  process: ChildProcess;
  dataDir: string;
  /** Everything it wrote to its standard output and error, for a failure's message. */
  output(): string;
  stop(): Promise<void>;
}

/**
 * One server as `npm start` runs it once built (node --import tsx src/server.ts), on `port`
 * (0: a free one) with its own data folder, as on a machine of its own. Resolves once
 * GET /api/health answers.
 */
export async function startInstance(env: Record<string, string>, port: number): Promise<Instance> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startInstanceOn(env, port || (await freePort()));
    } catch (error) {
      // A port found free can be taken before the server binds it; a chosen one is tried again.
      if (port || attempt === 3 || !(error instanceof Error && error.message.includes('EADDRINUSE'))) throw error;
    }
  }
}

async function startInstanceOn(env: Record<string, string>, chosen: number): Promise<Instance> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rgcc-cluster-instance-'));
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env: { ...process.env, DATA_DIR: dataDir, HOST: '127.0.0.1', ...env, PORT: String(chosen) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-1_000_000);
    if (env.CLUSTER_ECHO === 'true') process.stdout.write(`[${chosen}] ${chunk.toString()}`);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${chosen}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(killer);
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  // Generous: a first start compiles the server's TypeScript, slow on a busy machine.
  const ready = await until(`the server on port ${chosen}`, 180_000, async () => child.exitCode !== null || (await fetch(`${url}/api/health`)).ok).then(
    () => child.exitCode === null,
    () => false,
  );
  if (!ready) {
    const how = child.exitCode !== null ? `stopped (exit code ${child.exitCode})` : 'did not answer within 180 s';
    await stop();
    throw new Error(`the server on port ${chosen} ${how}; its output:\n${output.slice(-4_000)}`);
  }
  return { url, process: child, dataDir, output: () => output, stop };
}

export interface ClusterOptions {
  databaseUrl: string;
  /** The proxy's port (0: a free one) and the instances' (0: free ones); their number is the number of instances. */
  proxyPort: number;
  instancePorts: number[];
  /** More settings for every instance (they override the cluster's own). */
  env?: Record<string, string>;
  /** Start a local S3 and give the instances STORAGE=s3 (default); false keeps each instance's uploads on its own disk. */
  s3?: boolean;
}

export interface Cluster {
  /** The proxy's address: the site as its visitors reach it. */
  url: string;
  instances: Instance[];
  stop(): Promise<void>;
}

/**
 * Starts the instances together behind the proxy. On a new database they set it up one at a time
 * (the first migrates, the next finds it done: db/client.ts). Stops what it started if any part fails.
 */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const stoppers: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const stopper of stoppers.reverse()) await stopper().catch((error: unknown) => console.error(error));
    stoppers.length = 0;
  };
  try {
    const s3 = options.s3 === false ? null : await startLocalS3('rgcc-cluster');
    if (s3) stoppers.push(s3.stop);
    // The proxy's port must be known before the instances start: it is their PUBLIC_URL.
    const proxyPort = options.proxyPort || (await freePort());
    const env = { DATABASE_URL: options.databaseUrl, TRUST_PROXY: 'true', PUBLIC_URL: `http://localhost:${proxyPort}`, ...s3?.env, ...options.env };
    const started = await Promise.allSettled(options.instancePorts.map((port) => startInstance(env, port)));
    const instances = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    for (const instance of instances) stoppers.push(instance.stop);
    const failed = started.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    const proxy = await startProxy(
      instances.map((instance) => instance.url),
      proxyPort,
    );
    stoppers.push(proxy.close);
    return { url: `http://127.0.0.1:${proxy.port}`, instances, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
