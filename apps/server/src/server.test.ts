import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../test/free-port';

const serverEntry = new URL('./server.ts', import.meta.url).pathname;
const adminEntry = new URL('./cli/admin.ts', import.meta.url).pathname;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rgcc-server-'));
const firstRunDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rgcc-first-run-'));
const children: ChildProcess[] = [];

/** The server as `npm start` runs it; neither PORT nor PUBLIC_URL inherited, so each test says where it listens. */
function start(env: Record<string, string>, entry = serverEntry, args: string[] = []) {
  const { PORT: _port, PUBLIC_URL: _publicUrl, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', entry, ...args], {
    env: { ...inherited, HOST: '127.0.0.1', DATABASE_URL: '', LOG_LEVEL: 'warn', DATA_DIR: dataDir, ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { child, exited, output: () => output };
}

/** The server's health once it answers; its output at once if it exits first (a port taken, a bad variable). */
async function waitForHealth(url: string, server: ReturnType<typeof start>) {
  let exitCode: number | null | undefined;
  void server.exited.then((code) => (exitCode = code));
  // Up to 60 s: a cold start creates the PGlite database (3-6 s alone, several times that on a busy machine).
  for (let attempt = 0; attempt < 240; attempt++) {
    if (exitCode !== undefined) throw new Error(`the server exited (${exitCode}) before it was healthy:\n${server.output()}`);
    try {
      const response = await fetch(url);
      if (response.ok) return response.json();
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} never became healthy:\n${server.output()}`);
}

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(firstRunDir, { recursive: true, force: true });
});

describe('the server process', () => {
  it('stops at start-up with a message naming a bad variable', async () => {
    const server = start({ PORT: 'not-a-port' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/PORT/);
  });

  it('starts on PGlite, reports a reachable database, and refuses a second server on the same DATA_DIR', async () => {
    const port = await freePort();
    const first = start({ PORT: String(port) });
    expect(await waitForHealth(`http://127.0.0.1:${port}/api/health`, first)).toEqual({ status: 'ok', database: 'reachable' });

    const second = start({ PORT: String(await freePort()) });
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/Another server \(process \d+\) is already using the database/);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
    // Two cold starts of a new PGlite database, beside the rest of the suite on two cores.
  }, 120_000);

  it('prints a setup link at each start until an admin exists, then none; npm run admin names where the server ran', async () => {
    const port = await freePort();
    const site = `http://localhost:${port}`;
    const linkIn = async (server: ReturnType<typeof start>) => {
      await waitForHealth(`http://127.0.0.1:${port}/api/health`, server);
      // Printed just after the server listens.
      for (let attempt = 0; attempt < 40 && !server.output().includes('/setup/'); attempt++) await new Promise((resolve) => setTimeout(resolve, 250));
      return new RegExp(`${site}/setup/([A-Za-z0-9_-]{43})\\n`).exec(server.output())?.[1];
    };
    const stop = async (server: ReturnType<typeof start>) => {
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
    };
    const api = (method: string, token: string, body?: object) =>
      fetch(`http://127.0.0.1:${port}/api/setup/${token}`, { method, headers: body ? { 'content-type': 'application/json' } : {}, body: body && JSON.stringify(body) });

    const first = start({ PORT: String(port), DATA_DIR: firstRunDir });
    const firstToken = await linkIn(first);
    expect(first.output()).toContain('No staff account exists yet. Make the first admin in your browser:');
    expect(first.output()).toContain('The link works once, for one hour; a restart prints a new one until an admin exists.');
    expect(firstToken).toBeDefined();
    expect((await api('GET', firstToken!)).status).toBe(200);
    await stop(first);

    const restarted = start({ PORT: String(port), DATA_DIR: firstRunDir });
    const secondToken = await linkIn(restarted);
    expect(secondToken).toBeDefined();
    expect(secondToken).not.toBe(firstToken);
    const password = 'first-admin-password-1';
    const made = await api('POST', secondToken!, { email: 'first.admin@example.com', password, confirmPassword: password });
    expect(made.status).toBe(201);
    expect((await api('POST', secondToken!, { email: 'second.admin@example.com', password, confirmPassword: password })).status).toBe(400);
    await stop(restarted);

    // The admin command, without the server's PORT, names the address the server ran at.
    const script = start({ DATA_DIR: firstRunDir }, adminEntry, ['create', '--email', 'content@example.com', '--role', 'content', '--password-stdin']);
    script.child.stdin?.end(`${password}\n`);
    expect(await script.exited).toBe(0);
    expect(script.output()).toContain(`Created the staff account content@example.com (content). Sign in at ${site}/login.`);

    const withAdmin = start({ PORT: String(port), DATA_DIR: firstRunDir });
    expect(await linkIn(withAdmin)).toBeUndefined();
    expect(withAdmin.output()).not.toContain('/setup/');
    await stop(withAdmin);
    // Four cold starts of Node with tsx (the first makes a PGlite database), beside the rest of the suite on two cores.
  }, 240_000);
});
