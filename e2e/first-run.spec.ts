import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../apps/server/test/free-port';
import { expectNoSeriousViolations } from './support/axe';
import { totpCode } from './support/totp';
import { expect, test } from './support/test';

/**
 * The built app started as `npm start` starts it, on a data folder of its own with no staff
 * account (the suite's server has staff), and the setup link it prints.
 */
async function startFreshServer(): Promise<{ server: ChildProcess; link: URL; output: () => string; dataDir: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rgcc-e2e-first-run-'));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: origin, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout!.on('data', (chunk) => (output += chunk));
  server.stderr!.on('data', (chunk) => (output += chunk));
  // A new PGlite database is made first: seconds alone, much more beside two browsers on two cores.
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const printed = new RegExp(`${origin}/setup/[A-Za-z0-9_-]{43}`).exec(output);
    if (printed) return { server, link: new URL(printed[0]), output: () => output, dataDir };
    if (server.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  server.kill('SIGKILL');
  throw new Error(`The fresh server printed no setup link:\n${output}`);
}

test('the first admin is made from the setup link on a fresh data folder, with the authenticator, and the link works once', async ({ page }) => {
  test.setTimeout(240_000);
  const { server, link, dataDir } = await startFreshServer();
  try {
    const email = 'first.admin@example.com';
    const password = 'ghaghat-first-admin-2026';

    const response = await page.goto(link.href);
    // The path carries the secret: no page it leads to may pass it on.
    expect(response!.headers()['referrer-policy']).toBe('no-referrer');
    await expect(page.getByRole('heading', { level: 1, name: 'Set up the website' })).toBeVisible();
    await expect(page.getByText(/^This link works once, until /)).toBeVisible();
    await page.getByRole('button', { name: 'Make the admin account' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expectNoSeriousViolations(page, 'the setup page with errors');

    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('New Password').fill(password);
    await page.getByLabel('Confirm Password').fill(password);
    await page.getByRole('button', { name: 'Make the admin account' }).click();

    // The authenticator, as at a first sign-in: the QR code and the key as text, then a code from it.
    await expect(page.getByRole('heading', { level: 1, name: 'Set up your sign-in code' })).toBeVisible();
    await expect(page.getByText('Your admin account is made. Set up your authenticator app to finish signing in.')).toBeVisible();
    await expect(page.getByRole('img', { name: `QR code of the authenticator key for ${email}` })).toBeVisible();
    await expectNoSeriousViolations(page, 'the setup page at the authenticator step');
    const key = (await page.getByTestId('totp-key').textContent())!;
    await page.getByLabel('Code', { exact: true }).fill(totpCode(key));
    await page.getByRole('button', { name: 'Verify code' }).click();

    await expect(page.getByRole('heading', { level: 2, name: 'Your recovery codes' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
    await page.getByRole('button', { name: 'I have saved them: continue' }).click();

    // Signed in as the club's admin: the whole console, Staff included.
    await expect(page).toHaveURL(/\/admin\/[a-z-]+$/);
    const consoleNavigation = page.getByRole('navigation', { name: 'Staff console' });
    await expect(consoleNavigation.getByRole('link', { name: 'Staff', exact: true })).toBeVisible();
    await consoleNavigation.getByRole('link', { name: 'Staff', exact: true }).click();
    await expect(page.getByRole('row').filter({ hasText: email }).getByRole('cell').nth(1)).toHaveText('Active');

    // The link works once.
    await page.goto(link.href);
    await expect(
      page.getByRole('alert').filter({ hasText: 'This setup link has expired or has already been used. Restart the server for a new one, or make the admin with npm run admin.' }),
    ).toBeVisible();
    await expectNoSeriousViolations(page, 'a used setup link');
  } finally {
    server.kill('SIGTERM');
    if (server.exitCode === null) await new Promise((resolve) => server.once('exit', resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
