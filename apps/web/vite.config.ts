import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { configDefaults } from 'vitest/config';
import { antdAccessibility } from './vite-antd-accessibility';
import { earlySignIn } from './vite-early-sign-in';
import { precompress } from './vite-precompress';
import { serviceWorker } from './vite-service-worker';

const contracts = fileURLToPath(new URL('../../libs/contracts/src/', import.meta.url));
const api = {
  '/api': { target: 'http://localhost:3000' },
  '/socket.io': { target: 'http://localhost:3000', ws: true },
};

/**
 * The framework every route needs (React, the router, Redux) goes into one long-lived `framework` chunk, and the
 * libraries the first page needs (antd's core, its inputs, button and alert: what the sign-in page, in the entry, uses)
 * into one `first-load` chunk: two files the page's HTML preloads at once instead of some thirty that arrive one
 * wave after another, and compressed together they are a sixth smaller. The rest of antd is left to the automatic
 * splitting on purpose: each route chunk then pulls only the antd components it uses, so the sign-in page never
 * downloads the tables, pickers and drawers of the data areas.
 */
// (use-sync-external-store's `shim` is for React < 18: only the rich-text editor's library loads it, so it stays with
// the editor instead of weighing on the sign-in page.)
const framework =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-redux|@reduxjs[\\/]toolkit|redux|redux-thunk|reselect|immer|use-sync-external-store(?![\\/](?:shim|cjs[\\/]use-sync-external-store-shim))|cookie|set-cookie-parser)[\\/]/;

/**
 * Test files run with a fresh module cache and jsdom (the others share their worker's). admin-users-pages: after
 * user-groups-pages ran in the same worker, its App.useApp() message never renders (issue 14, left to find).
 * activity-requests-pages mocks the app's realtime connection (vi.mock): in a shared module cache another file may
 * have loaded the real one first, and the mock's factory, which hands the test its fake socket, never runs.
 */
const isolatedFiles = [
  'src/areas/account-management/pages/admin-users-pages.test.tsx',
  'src/areas/activity-enrollment-requests/pages/activity-requests-pages.test.tsx',
  'src/areas/parent-fees/pages/parent-fees-live.test.tsx',
  // Mocks the realtime connection module, which an earlier file of a shared worker has already loaded unmocked.
  'src/areas/menus/pages/weekly-menu-live.test.tsx',
  // Found no table once in CI after another file of its worker (its screen state leaked in; passes alone and in order).
  'src/areas/payment-references/pages/attendances-reference-page.test.tsx',
];

export default defineConfig({
  plugins: [antdAccessibility(), react(), serviceWorker(), earlySignIn(), precompress()],
  resolve: {
    alias: [
      { find: /^@kg\/contracts$/, replacement: `${contracts}index.ts` },
      // One file of the contracts (`@kg/contracts/enums`): the sign-in page must not pull in every schema and zod.
      { find: /^@kg\/contracts\/([a-z-]+)$/, replacement: `${contracts}$1.ts` },
    ],
  },
  server: { port: 5173, proxy: api },
  preview: { port: 4173, proxy: api },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'framework', test: framework, priority: 2 },
            // `$initial`: statically imported from the entry (main.tsx and what it imports, the sign-in page included).
            { name: 'first-load', test: /[\\/]node_modules[\\/]/, tags: ['$initial'], priority: 1 },
            // The enumerations with their Bulgarian labels are read by most pages but not by the sign-in page: a chunk
            // of their own, so the automatic splitting does not fold them into a chunk the sign-in page loads.
            { name: 'enums', test: /[\\/]libs[\\/]contracts[\\/]src[\\/]enums\.ts$/ },
          ],
        },
      },
    },
  },
  test: {
    // In Node `antd` is its CommonJS build (lib/): a page's deep import (`antd/es/input/Input`, kept out of the
    // sign-in page's bundle) must reach the same copy, or its contexts (form, config) would not connect.
    alias: [{ find: /^antd\/es\/(.*)$/, replacement: 'antd/lib/$1' }],
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
    testTimeout: 15_000,
    // Two workers (the CI machine has two cores; the default would be one), and the test files of a worker share
    // its jsdom and module cache instead of starting afresh: src/test/setup.ts puts the shared globals back after
    // each test. Measured on six page files: 58 s isolated in one worker, 24 s like this.
    maxWorkers: 2,
    isolate: false,
    // A focused test (`.only`) fails the run everywhere, not only where CI is set.
    allowOnly: false,
    projects: [
      {
        extends: true,
        test: { name: 'web', include: ['src/**/*.test.{ts,tsx}'], exclude: [...configDefaults.exclude, ...isolatedFiles] },
      },
      // Files that still fail after another file ran in the same worker (a leak not yet found): a fresh start each.
      { extends: true, test: { name: 'web-isolated', include: isolatedFiles, isolate: true } },
    ],
  },
});
