import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The code is written against React's API, but runs on Preact (docs/decisions/0008-*): React DOM
 * alone is 67 KB gzip, which the 100 KB budget of `/` cannot carry. Every import of React, ours
 * and the libraries', resolves to preact/compat; removing these aliases brings React back.
 */
const preactInPlaceOfReact = [
  { find: /^react(-dom)?$/, replacement: 'preact/compat' },
  { find: /^react\/(jsx-runtime|jsx-dev-runtime)$/, replacement: 'preact/compat/$1' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  // Testing Library's act() comes from here when React itself has none.
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
];

/**
 * Preact and the libraries that import React. Unit tests transform them, so that the aliases
 * reach their imports too (Node, loading them as they are, would give them React) and every part
 * shares one Preact, whose hooks are module state. Other libraries load as they are: fast.
 */
const preactAndReactLibraries = [
  'preact',
  'preact-render-to-string',
  '@testing-library/react',
  'react-router',
  '@tanstack/react-query',
  'react-hook-form',
  '@hookform/resolvers',
  /@radix-ui\//,
  'react-remove-scroll',
  'react-remove-scroll-bar',
  'react-style-singleton',
  'use-callback-ref',
  'use-sidecar',
  'sonner',
  'lucide-react',
  'yet-another-react-lightbox',
];

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss()],
  // The automatic runtime imports react/jsx-runtime, which the aliases turn into Preact's.
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  // Prerendered pages print the year of the build; the browser hydrates with it, then shows its own.
  define: { 'import.meta.env.VITE_BUILD_YEAR': JSON.stringify(String(new Date().getFullYear())) },
  resolve: { alias: [{ find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) }, ...preactInPlaceOfReact] },
  // The prerender build bundles every library, for the same reason and without a list to keep.
  // Only there: Vitest would take it as an order to transform every library.
  ssr: isSsrBuild ? { noExternal: true } : undefined,
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
  build: {
    target: 'es2022',
    assetsInlineLimit: 0,
    // No preload links for the chunks of a dynamic import: the page's code loads after the first
    // paint (main.tsx), and setting up a dozen links cost more main-thread time on a phone than
    // the one round trip the browser saves by knowing the chunks early.
    modulePreload: false,
    rolldownOptions: {
      onwarn(warning, warn) {
        // React Router looks for React 19's use() and useOptimistic() and does without them.
        if (warning.code === 'IMPORT_IS_UNDEFINED' && warning.id?.includes('/node_modules/react-router/')) return;
        // Libraries mark their modules for React Server Components, which this site does not use
        // (@vitejs/plugin-react used to hide these).
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
    setupFiles: ['./src/test-setup.ts'],
    server: { deps: { inline: preactAndReactLibraries } },
  },
}));
