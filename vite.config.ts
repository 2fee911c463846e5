import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';
import { appModules } from './scripts/appModules.ts';
import { appShell } from './scripts/appShell.ts';
import { bundleBudget } from './scripts/bundleBudget.ts';
import { deliveryAssets } from './scripts/deliveryAssets.ts';
import { precompiledSchemas } from './scripts/precompiledSchemas.ts';
import { regionBasemap } from './scripts/regionBasemap.ts';
import { VehicleColumns, VehicleState } from './src/domain/schemas/tracking.ts';

const serverPort = Number(process.env.PORT ?? 3000);

/** What the sign-in screen waits for besides the entry (an English reader's texts: a Hindi reader's are alike). */
const LOGIN_LOADS = ['src/views/auth/LoginPage.tsx', 'src/i18n/englishFirst.ts'];
/**
 * What the dashboard, the first screen after signing in, waits for besides the entry. Its tiles' thumbnails are
 * drawn by the app (InsightThumbnail.tsx, in the page's chunk): echarts loads only with a full chart.
 */
const DASHBOARD_LOADS = [
  'src/views/layout/MainLayout.tsx',
  'src/views/dashboard/DashboardPage.tsx',
  'src/i18n/englishFirst.ts',
  'src/i18n/englishFrame.ts',
];

/** Unit files that need a document: every TSX file (it renders) and `*.dom.test.ts` (DOM APIs, no JSX). */
const DOM_TESTS = ['test/unit/**/*.test.tsx', 'test/unit/**/*.dom.test.ts'];

export default defineConfig({
  plugins: [
    react(),
    precompiledSchemas({
      id: 'virtual:precompiled-tracking-schemas',
      from: 'src/domain/schemas/tracking.ts',
      schemas: { VehicleState, VehicleColumns },
    }),
    regionBasemap(),
    // Vite's preload helper and Mantine's id hook, taken from the app (scripts/appModules.ts).
    appModules(),
    // The files an installed app opens with offline, written into its service worker (scripts/appShell.ts);
    // before deliveryAssets, which compresses the worker as written.
    appShell({
      worker: 'service-worker.js',
      manifest: 'manifest.webmanifest',
      loads: [
        ...new Set([...LOGIN_LOADS, ...DASHBOARD_LOADS]),
        // Both readers' first texts, and a Hindi reader's date pickers' names, which the first screen waits for
        // too (switchLanguage.ts).
        'src/i18n/hindiFirst.ts',
        'src/i18n/hindiFrame.ts',
        'node_modules/dayjs/locale/hi.js',
        // What the app fetches right after its first screen: beside every screen, and beside the frame (its
        // header's menu, panel and fields, and the socket's client).
        'src/app/appWorker.ts',
        'src/views/auth/signIn.ts',
        'src/views/components/OfflineNotice.tsx',
        'src/app/PopupHosts.tsx',
        'src/views/layout/ProfileMenuList.tsx',
        'src/views/notifications/BellPanel.tsx',
        'src/views/layout/PlantSelect.tsx',
        'src/views/layout/DateFilter.tsx',
        'src/streams/appSocket.ts',
      ],
      alsoAssets: /\.woff2$/,
    }),
    // Maps kept for error reports but never served; .br and .gz beside what is served (scripts/deliveryAssets.ts).
    deliveryAssets({ sourcemapsDir: 'dist/sourcemaps' }),
    // What a phone on 4G loads before the first screens are usable, JavaScript and CSS as served (brotli).
    bundleBudget([
      {
        name: '/login',
        loads: LOGIN_LOADS,
        targetKB: 170,
        ceilingKB: 164.3,
      },
      {
        name: '/dashboard',
        loads: DASHBOARD_LOADS,
        targetKB: 300,
        ceilingKB: 238.8,
      },
    ]),
  ],
  // dist/public is all the server serves; dist/server (scripts/build.mjs) and dist/sourcemaps sit beside it.
  build: {
    outDir: 'dist/public',
    sourcemap: 'hidden',
    chunkSizeWarningLimit: 900,
    // Fonts as files, never written into the stylesheet: a face is fetched only when a page draws its letters
    // (the language names' small faces, src/i18n/languageNameFont.css), where inlined every screen would carry it.
    assetsInlineLimit: (file) => (file.endsWith('.woff2') ? false : undefined),
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What the entry imports statically, in the entry's chunk: split by which lazy chunks share each
            // module, it came as some thirty small files, each compressed alone (12 kB more on every screen).
            { name: 'first', tags: ['$initial'], priority: 2 },
            // Zod with the module that words its issues (schemaMessages.ts registers the reader's language with
            // zod as it is evaluated: in one chunk, no schema runs before its messages are set), and the schemas
            // and calls every signed-in start makes (the error body, the session's check, the plan, push, the
            // language): off the entry, since the sign-in page is drawn and typed into without them (it fetches
            // them right after, signIn.ts); one file where they came as ten small ones, at the same weight.
            {
              name: 'schemas',
              test: /node_modules[\\/]zod[\\/]|src[\\/](i18n[\\/]schemaMessages|domain[\\/]schemas[\\/](storable|list|error|notifications|push|spec|auth|clientConfig|preferences)|api[\\/](errorReply|spec|push|clientConfig|auth|preferences)|machines[\\/]storedSession|push[\\/](firebaseWebConfig|storedPushRegistration|foregroundPush))\.ts$/,
              priority: 1,
            },
            // The echarts and zrender code two chart modules share (the full charts, their pie, the replay's
            // speed) in one chunk: split by which of them uses it, it compressed 4 kB worse.
            {
              name: 'echarts',
              test: /node_modules[\\/](echarts|zrender)[\\/]/,
              minShareCount: 2,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': `http://127.0.0.1:${serverPort}`,
      '/socket.io': { target: `ws://127.0.0.1:${serverPort}`, ws: true },
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          // Pure code (domain, machines, streams, rules): plain Node, one module graph per worker.
          name: 'unit',
          include: ['test/unit/**/*.test.ts', 'test/model/**/*.test.ts'],
          // Model-based tests that drive the real app in Chromium run with the browser suite.
          exclude: [...configDefaults.exclude, 'test/model/**/*.e2e.test.ts', ...DOM_TESTS],
          environment: 'node',
          // Code that words things with the app's i18next instance finds its English texts in it.
          setupFiles: ['test/unit/appTexts.ts'],
          // The heaviest files (every screen's source read, the largest workbooks written, property runs) take
          // a few seconds alone and more beside the type check and the build: 5 s timed them out.
          testTimeout: 20_000,
          isolate: false,
          maxWorkers: 2,
        },
      },
      {
        extends: true,
        test: {
          // Files that render (TSX) or need a document: happy-dom, Testing Library and the catalogues.
          name: 'dom',
          include: DOM_TESTS,
          environment: 'happy-dom',
          setupFiles: ['test/unit/setup.ts'],
          maxWorkers: 2,
          // A first render imports the screen's module graph: up to 3.5 s alone, more beside the build.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['test/server/**/*.test.ts'],
          environment: 'node',
          // Passwords hashed at a test run's cost (server/auth/password.ts): the files sign in thousands of times.
          env: { PASSWORD_HASH_COST: 'fast' },
          globalSetup: ['test/server/globalSetup.ts'],
          // The schemas' messages in the API's English, as the app registers them (server/i18n/englishSchemas.ts).
          setupFiles: ['server/i18n/englishSchemas.ts'],
          // The server graph is imported once per worker; each file still starts its own app on its own
          // database (harness.ts), and no server module keeps state across apps.
          isolate: false,
          // A line logged as a worker closes (an idle PostgreSQL connection ended by a dropped database, a
          // drill's last figure) must not fail the run: vitest's intercepted console sends each line over its
          // worker channel, which refuses a send pending at close ("Closing rpc while onUserConsoleLog was
          // pending"). Written straight to the worker's output, the line is kept and nothing can refuse it.
          disableConsoleIntercept: true,
          maxWorkers: 2,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts', 'test/model/**/*.e2e.test.ts'],
          environment: 'node',
          globalSetup: ['test/e2e/globalSetup.ts'],
          setupFiles: ['test/e2e/setup.ts'],
          // Two workers, each with a server of its own (globalSetup.ts, suiteServer.ts): a test waits on the
          // browser and the server far more than it computes, so a second file fits beside it on two cores.
          maxWorkers: 2,
          // One module graph per worker: one Chromium, and each screen audited once, serve file after file
          // (test/support/appDriver.ts, accessibility.ts); each file's windows close after it (setup.ts).
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // A browser's answer to a click can take seconds when both cores are busy; a poll's default second
          // made checks like "the badge clears" fail on a loaded machine while the app was right.
          expect: { poll: { timeout: 15_000 } },
        },
      },
    ],
  },
});
