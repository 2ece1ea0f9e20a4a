import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

/** A module of the build as the chunk groups see it. */
type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };

const startAppModule = fileURLToPath(new URL('./src/app/start-app.tsx', import.meta.url));
/** lucide-react's index names every icon; the icons a page draws stay with that page. */
const iconModules = /lucide-react[\\/]dist[\\/]esm[\\/](icons[\\/]|lucide-react\.mjs)/;

/**
 * Everything the app's start (React, the router, the shell) imports, in its chunk. Left to itself
 * Rolldown splits each module that a page shares with the start into a chunk of its own, since it
 * does not know that a page always loads after the start: a page then loaded some thirty small
 * scripts, each compressed apart, about 4 KB more than the same code in one (issue 26, item 7).
 */
function startAppGroup() {
  let group: Set<string> | undefined;
  const staticImportsOfStart = (graph: ModuleGraph) => {
    if (group) return group;
    group = new Set();
    const stack = [startAppModule];
    for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
      if (group.has(id) || iconModules.test(id)) continue;
      group.add(id);
      stack.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
    }
    return group;
  };
  return { name: (id: string, graph: ModuleGraph) => (staticImportsOfStart(graph).has(id) ? 'start-app' : null) };
}

/**
 * Vite's helper for dynamic imports, which the entry uses too, in a chunk of its own: Rolldown
 * would otherwise put it in the start's chunk, and the entry would then fetch all of that chunk
 * before the first paint instead of after it (main.tsx).
 */
const dynamicImportHelperGroup = { name: 'preload-helper', test: /vite[\\/]preload-helper/, priority: 1 };

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
  resolve: { alias: [{ find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) }] },
  // The server bundle carries its libraries (some import their CSS, which Node cannot load).
  // Only there: Vitest would take it as an order to transform every library.
  ssr: isSsrBuild ? { noExternal: true } : undefined,
  // The libraries' production code paths on the server too, as in the browser bundle.
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
  build: {
    target: 'es2022',
    assetsInlineLimit: 0,
    // No preload links for the chunks of a dynamic import: the page's code loads after the first
    // paint (main.tsx), and setting up a dozen links cost more main-thread time on a phone than
    // the one round trip the browser saves by knowing the chunks early.
    modulePreload: false,
    rolldownOptions: {
      output: isSsrBuild ? undefined : { codeSplitting: { groups: [startAppGroup(), dynamicImportHelperGroup] } },
      onwarn(warning, warn) {
        // Libraries mark their modules for React Server Components, which this site does not use.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('"use client"')) return;
        warn(warning);
      },
    },
  },
  test: {
    name: 'web',
    root: fileURLToPath(new URL('.', import.meta.url)),
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: [...configDefaults.exclude, ...testsReplacingLocation],
    // Each file still gets a window and modules of its own, in a VM context of the worker's,
    // instead of a process of its own that loads jsdom and the libraries again: that loading was
    // most of the project's time (two to three seconds a file on two cores).
    pool: 'vmForks',
    setupFiles: ['./src/test-setup.ts'],
  },
}));

/**
 * Files that replace `window.location` (vi.stubGlobal): in a VM context the window is the global
 * object, whose `location` cannot be redefined, so they run in a process each (the project
 * `web-forks`, vitest.config.ts).
 */
export const testsReplacingLocation = ['src/features/billing/member/payments-page.test.tsx'];
