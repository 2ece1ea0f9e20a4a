import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { accounts } from '../db/schema';
import { passwordMatches } from '../modules/account/entry';

const cli = new URL('./admin.ts', import.meta.url).pathname;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rgcc-admin-cli-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** Runs `npm run admin -- …` as a person would, with the password on standard input. */
function admin(args: string[], stdin: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', cli, ...args], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', PUBLIC_URL: 'http://localhost:3000' },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.stdin.end(stdin);
    child.once('exit', (code) => resolve({ code, output }));
  });
}

describe('npm run admin -- create', () => {
  it('refuses a missing email, a short or common password before touching the database', async () => {
    expect(await admin(['create'], 'fairway-staff-1\n')).toMatchObject({ code: 1, output: expect.stringContaining('Usage: npm run admin -- create --email') });
    // A role that does not exist (e2e/support/global-setup.ts makes a `--role content` account).
    expect(await admin(['create', '--email', 'staff@example.com', '--role', 'owner', '--password-stdin'], 'fairway-staff-1\n')).toMatchObject({
      code: 1,
      output: expect.stringContaining('[--role admin|membership|content|accounts]'),
    });
    expect(await admin(['create', '--email', 'staff@example.com', '--password-stdin'], 'short\n')).toMatchObject({
      code: 1,
      output: expect.stringContaining('Password must be at least 8 characters'),
    });
    expect(await admin(['create', '--email', 'staff@example.com', '--password-stdin'], 'password123\n')).toMatchObject({
      code: 1,
      output: expect.stringContaining('This password is too common. Please choose another.'),
    });
    expect(fs.existsSync(path.join(dataDir, 'db'))).toBe(false);
    // Four cold starts of Node with tsx.
  }, 60_000);

  it('creates a staff account with the given password, once', async () => {
    const created = await admin(['create', '--email', 'Staff@Example.com', '--password-stdin'], 'fairway-staff-1\n');
    expect(created.output).toContain('Created the staff account staff@example.com (admin). Sign in at http://localhost:3000/login.');
    expect(created.code).toBe(0);
    const again = await admin(['create', '--email', 'staff@example.com', '--role', 'content', '--password-stdin'], 'fairway-staff-2\n');
    expect(again).toMatchObject({ code: 1, output: expect.stringContaining('An account with this email already exists.') });
    const content = await admin(['create', '--email', 'content@example.com', '--role', 'content', '--password-stdin'], 'fairway-staff-3\n');
    expect(content).toMatchObject({ code: 0, output: expect.stringContaining('Created the staff account content@example.com (content).') });

    const database = await openDatabase({ dataDir });
    try {
      const rows = await database.db.select().from(accounts);
      expect(rows).toHaveLength(2);
      // The second factor is set up at the first sign-in (test/accounts.ts signIn does it as a person would).
      expect(rows[0]).toMatchObject({ email: 'staff@example.com', role: 'admin', mustChangePassword: false, dashboardLocked: false, totpSecret: null, deactivatedAt: null });
      expect(rows[1]).toMatchObject({ email: 'content@example.com', role: 'content' });
      expect(await passwordMatches('fairway-staff-1', rows[0]!.passwordHash)).toBe(true);
    } finally {
      await database.close();
    }
    // Three cold starts, each opening PGlite.
  }, 180_000);
});
