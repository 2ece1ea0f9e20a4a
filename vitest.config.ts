import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        // Checks of the repository as a whole (its import graph, its files) and of its scripts.
        test: {
          name: 'repo',
          environment: 'node',
          include: ['scripts/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'shared',
          environment: 'node',
          include: ['packages/shared/src/**/*.test.ts'],
        },
      },
      {
        extends: './apps/web/vite.config.ts',
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['apps/server/**/*.test.ts'],
          globalSetup: ['apps/server/test/global-setup.ts'],
          // Each file opens its own database; two at a time suits a 2-core machine.
          maxWorkers: 2,
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
