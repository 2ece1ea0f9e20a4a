import { defineConfig } from '@playwright/test';

const desktop = { viewport: { width: 1366, height: 850 } };
const contentEditingSpecs = ['content-lists.spec.ts', 'club-settings.spec.ts'];

export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/support/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'desktop', testIgnore: contentEditingSpecs, use: desktop },
    // Once every other spec has read the club's seeded content: these change it for a while (a
    // fee, a leader's title, the contact details) and put it back, and a page read meanwhile
    // would show the change. Run on their own with `--no-deps`, or every other spec runs first.
    { name: 'content edits', testMatch: contentEditingSpecs, dependencies: ['desktop'], use: desktop },
  ],
});
