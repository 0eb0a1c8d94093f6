import { defineConfig } from 'vitest/config';
import { remoteTestConfig } from './packages/dev-harness/src/testing/vitest-config.ts';
import { FlakyTestsReporter } from './scripts/flaky-tests-reporter.ts';

// Node for the gateway and pure packages; a DOM for React components.
export default defineConfig({
  test: {
    // A test that passed only when tried again is named at the end of the run.
    reporters: ['default', new FlakyTestsReporter()],
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          // Gateway tests start real servers, SMTP sinks and child processes; 2 busy cores can be slow.
          testTimeout: 20_000,
          // In CI a test is tried once more before it fails the run: the processes it starts share two cores
          // with the other workers', and one slow moment should not stop a change from landing.
          retry: process.env.CI ? 1 : 0,
          // Most of their time is spent waiting on those processes (start-up, time-outs, retries), so
          // three files at once on two cores finish sooner than one at a time (the default: cores - 1).
          maxWorkers: 3,
          // A project with its own worker count runs as a group of its own, after the DOM tests.
          sequence: { groupOrder: 1 },
          // The files of a worker share its module cache: the gateway's modules are loaded once per worker, not once
          // per file (a third of this project's time). Each test starts and closes what it uses; none mocks a module.
          isolate: false,
          include: ['api-gateway/src/**/*.test.ts', 'packages/*/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          // The gateway processes tests start run its source bundled once for the run, not through tsx each time.
          globalSetup: ['api-gateway/src/testing/bundle-source.ts'],
        },
      },
      {
        test: {
          // The remotes' own set-up, for the shell and the packages too.
          ...remoteTestConfig.test,
          name: 'dom',
          include: [
            'packages/*/src/**/*.test.tsx',
            '{shell,mf-content,mf-booking,mf-payment,mf-search}/src/**/*.test.{ts,tsx}',
          ],
        },
      },
    ],
  },
});
