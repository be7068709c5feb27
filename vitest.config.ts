import type { UserConfig } from 'vite';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

/** Browser tests that play a fake webcam to the real pose model (tests/e2e/support/fake-webcam.ts). */
const cameraSpecs = [
  'tests/e2e/pose.spec.ts',
  'tests/e2e/pose-cues.spec.ts',
  'tests/e2e/posture-*.spec.ts',
  'tests/e2e/setup-check.spec.ts',
];

/** What both lines of browser tests share: the built app, and time for Chromium and the pose model. */
const browserTest = {
  root: '.',
  environment: 'node',
  globalSetup: ['tests/e2e/support/global-setup.ts'],
  testTimeout: 60_000,
  hookTimeout: 180_000,
};

/**
 * `npm test` runs three tiers: `unit` (shared code and React components in jsdom), `server` (config,
 * database on SQLite and PostgreSQL, the HTTP API through buildApp) and the browser tests, `e2e-camera`
 * and `e2e-site` (the built app in Debian's Chromium driven by playwright-core).
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
            include: [
              'src/server/**/*.test.ts',
              'scripts/**/*.test.ts',
              'tests/locales/**/*.test.ts',
              // The face model itself, in Node (decision 067).
              'tests/models/**/*.test.ts',
            ],
            setupFiles: ['tests/setup/fail-on-console-error.ts'],
          },
        },
        {
          extends: true,
          test: {
            name: 'e2e-camera',
            ...browserTest,
            include: cameraSpecs,
            // One camera test at a time, in the fork pool after the unit and server tests: each plays
            // a fake webcam in real time to the pose model. `npm test` (scripts/run-tests.mjs) runs
            // them in a process of their own, with the page tests beside them at a lower priority.
            pool: 'forks',
            poolOptions: { forks: { singleFork: true } },
          },
        },
        {
          extends: true,
          test: {
            name: 'e2e-site',
            ...browserTest,
            include: ['tests/e2e/**/*.spec.ts'],
            exclude: cameraSpecs,
            // The pages without a camera, one file at a time in the thread pool, which vitest runs
            // beside the fork pool. The camera tests must not share the cores with them at the same
            // priority: played beside busy tests, a slouch was cued 31 s late, not 25. `npm test`
            // (scripts/run-tests.mjs) runs them beside the camera tests, but at a lower priority.
            pool: 'threads',
            poolOptions: { threads: { singleThread: true } },
            // A deadline that catches a hung page, not a timing budget (speed is measured under
            // bench/): niced beside the camera tests on a slow CI machine a page test runs several
            // times slower than on a quiet one (a right-to-left test of 14 s here once ran past 60 s).
            testTimeout: 120_000,
          },
        },
      ],
    },
  }),
);
