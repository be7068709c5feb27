import type { UserConfig } from 'vite';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

/**
 * `npm test` runs three tiers: `unit` (shared code and React components in jsdom), `server` (config,
 * database on SQLite and PostgreSQL, the HTTP API through buildApp) and `e2e` (the built app in
 * Debian's Chromium driven by playwright-core).
 */
export default mergeConfig(
  viteConfig as UserConfig,
  defineConfig({
    root: '.',
    test: {
      root: '.',
      restoreMocks: true,
      globals: true,
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            root: '.',
            environment: 'jsdom',
            include: ['src/web/**/*.test.{ts,tsx}', 'src/shared/**/*.test.ts'],
            setupFiles: ['tests/setup/fail-on-console-error.ts'],
          },
        },
        {
          extends: true,
          test: {
            name: 'server',
            root: '.',
            environment: 'node',
            include: ['src/server/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/locales/**/*.test.ts'],
            setupFiles: ['tests/setup/fail-on-console-error.ts'],
          },
        },
        {
          extends: true,
          test: {
            name: 'e2e',
            root: '.',
            environment: 'node',
            include: ['tests/e2e/**/*.spec.ts'],
            globalSetup: ['tests/e2e/support/global-setup.ts'],
            testTimeout: 60_000,
            hookTimeout: 180_000,
            // One browser-test file at a time: each starts Chromium, and the machine has two cores.
            pool: 'forks',
            poolOptions: { forks: { singleFork: true } },
          },
        },
      ],
    },
  }),
);
