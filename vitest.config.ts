import { configDefaults, defineConfig, type ViteUserConfig } from 'vitest/config';
import webConfig, { testsReplacingLocation } from './apps/web/vite.config.ts';

/** The web project's files that need a process each (apps/web/vite.config.ts), with its config otherwise. */
function webForks(): ViteUserConfig {
  const web = webConfig({ command: 'serve', mode: 'test' }) as ViteUserConfig;
  return { ...web, test: { ...web.test, name: 'web-forks', pool: 'forks', include: testsReplacingLocation, exclude: configDefaults.exclude } };
}

/** The server files that replace a module with vi.mock (ioredis by an in-memory Redis). */
const mockingServerTests = ['apps/server/test/shared-rate-limits-redis.test.ts'];

const serverTests = {
  environment: 'node' as const,
  globalSetup: ['apps/server/test/global-setup.ts'],
  // Each file opens its own database; two at a time suits a 2-core machine.
  maxWorkers: 2,
  testTimeout: 20_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  test: {
    projects: [
      {
        // Checks of the repository as a whole (its import graph, its files) and of its scripts.
        test: {
          name: 'repo',
          environment: 'node',
          include: ['scripts/**/*.test.ts'],
          // Read-only checks of files, which mock nothing: one process per worker, not per file.
          isolate: false,
        },
      },
      {
        test: {
          name: 'shared',
          environment: 'node',
          include: ['packages/shared/src/**/*.test.ts'],
          // Pure functions, nothing mocked or stubbed: one process per worker, not per file.
          isolate: false,
        },
      },
      {
        extends: './apps/web/vite.config.ts',
      },
      webForks(),
      {
        test: {
          name: 'server',
          ...serverTests,
          include: ['apps/server/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...mockingServerTests],
          // The files of a worker share its modules: the app and its libraries are imported once
          // per worker, not once per file (that import was a third of the suite's time). Each file
          // still makes its own app and database; no server file keeps state at module level, stubs
          // globals or the environment, or listens on `process` (the spawned servers do, in their
          // own processes). A file that mocks a module runs in `server-mocked`.
          isolate: false,
        },
      },
      {
        // A module mocked with vi.mock must reach every module that imports it, freshly imported
        // by this file alone: in a shared module graph an earlier file has imported the real one.
        test: { name: 'server-mocked', ...serverTests, include: mockingServerTests },
      },
    ],
  },
});
