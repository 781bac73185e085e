import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: on a 2-core machine, one file at a
    // time. Two keep both cores busy (docs/testing.md has the figures).
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'contract',
          include: ['contract/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          // The web's lint test runs ESLint, a Node program: here rather than in the DOM.
          include: ['server/**/*.test.ts', 'scripts/**/*.test.ts', 'web/lint-boundaries.test.ts'],
          exclude: ['**/node_modules/**', '**/*.pg.test.ts', '**/*.crash.test.ts'],
          environment: 'node',
          // Files of one worker share its module cache: the app, Drizzle and zod load once per
          // worker rather than once per file. Each file still builds its own app on its own
          // database (server/test/app.ts), which is all the isolation these tests rely on.
          isolate: false,
          globalSetup: ['server/test/global-setup.ts'],
          setupFiles: ['server/test/setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Tests that need a real PostgreSQL server (TEST_DATABASE_URL), e.g. two API processes.
        test: {
          name: 'server-pg',
          include: ['server/**/*.pg.test.ts'],
          environment: 'node',
          globalSetup: ['server/test/global-setup.ts'],
          setupFiles: ['server/test/setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // The real server process killed with SIGKILL in the middle of its work, then started
        // again on the same data (embedded, and PostgreSQL at TEST_DATABASE_URL). Slow: its own
        // step, npm run test:crash.
        test: {
          name: 'crash',
          include: ['server/**/*.crash.test.ts'],
          environment: 'node',
          globalSetup: ['server/test/global-setup.ts'],
          testTimeout: 240_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          include: ['web/**/*.test.{ts,tsx}'],
          exclude: ['**/node_modules/**', 'web/lint-boundaries.test.ts'],
          environment: 'jsdom',
          // Each file gets a fresh VM context with its own DOM, in threads that keep the modules
          // of node_modules loaded: a fresh process per file spent more on starting jsdom than
          // on the tests (docs/testing.md has the figures).
          pool: 'vmThreads',
          setupFiles: ['web/test/setup.ts'],
          // A file's first test also loads its screen's code; with both cores busy that alone
          // can pass Vitest's default of 5 s.
          testTimeout: 15_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          environment: 'node',
          globalSetup: ['e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Two files at a time against the one server: each journey signs up a venue of its own
          // (the few that use the fixture owner only read), so none sees another's changes.
          // (Three were no quicker: 234 s against 241 s.)
        },
      },
    ],
  },
});
