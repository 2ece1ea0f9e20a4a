import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { StaffRole } from '@rgcc/shared/account/staff-roles';
import { sessionVariable, suiteStaffEmails, suiteStaffPassword } from './suite-staff';
import { totpCode } from './totp';

/**
 * Starts the built app like `npm start` does, on a free port with a temporary DATA_DIR, and
 * stops it (and removes the data) when the run ends.
 */
export default async function globalSetup() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rgcc-e2e-'));
  // Below 3659, which browsers and fetch refuse to connect to (the Fetch standard's bad ports).
  const port = 3100 + Math.floor(Math.random() * 500);
  const baseUrl = `http://127.0.0.1:${port}`;
  // Staff are made as the README says, by the admin command, before the server holds DATA_DIR.
  for (const [role, email] of Object.entries(suiteStaffEmails)) {
    execFileSync(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/admin.ts', 'create', '--email', email, '--role', role, '--password-stdin'], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', PUBLIC_URL: baseUrl },
      input: `${suiteStaffPassword}\n`,
      stdio: ['pipe', 'inherit', 'inherit'],
    });
  }
  // The members of seeded-members.ts: one on hold (an unpaid bill 8 months old), two who played yesterday.
  execFileSync(process.execPath, ['--import', 'tsx', 'e2e/support/seed-members.ts'], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', PUBLIC_URL: baseUrl },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      // The e2e suite submits each form a handful of times from one address.
      WRITE_RATE_LIMIT_PER_MINUTE: '200',
      // Every application uploads two to four images, and the suite sends many.
      UPLOAD_RATE_LIMIT_PER_MINUTE: '1000',
      // Two browsers and the server share two cores: the event loop is now and then held for a
      // second (PGlite runs its queries on it), which a server sheds load for (decision 0043).
      // The suite drives pages, not overload: that is the server tests' and bench:faults' part.
      MAX_EVENT_LOOP_DELAY_MS: '60000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });

  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The app exited with code ${server.exitCode} before it was ready.`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) break;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  // Each member of staff's first sign-in sets up the second factor, as a person's would.
  const post = (url: string, body: object) => fetch(`${baseUrl}${url}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  for (const [role, email] of Object.entries(suiteStaffEmails) as [StaffRole, string][]) {
    const passwordStep = (await (await post('/api/login', { email, password: suiteStaffPassword })).json()) as { challenge: string; setup: { key: string } };
    const codeStep = await post('/api/login/code', { challenge: passwordStep.challenge, code: totpCode(passwordStep.setup.key) });
    if (!codeStep.ok) throw new Error(`The first sign-in of ${email} failed: ${codeStep.status} ${await codeStep.text()}`);
    process.env[sessionVariable(role)] = ((await codeStep.json()) as { token: string }).token;
  }
  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_DATA_DIR = dataDir;

  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
