import { globSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { remoteTestConfig } from './packages/dev-harness/src/testing/vitest-config.ts';

// Node for the gateway and pure packages; a DOM for React components. The node tests come in two tiers: the unit
// tier needs no build and no service, and a newcomer runs it in a fresh checkout (`npm run test:unit`); a test that
// starts a service (PostgreSQL, Redis, nginx, a registry, a container), a child process, or reads a production
// build is an integration test (`npm run test:integration`, after the build). The tier is read from what a file
// uses, so a new test lands in the right one without a list to keep.
const NODE_TESTS = [
  'api-gateway/src/**/*.test.ts',
  'system-tests/src/**/*.test.ts',
  'packages/*/src/**/*.test.ts',
  'scripts/**/*.test.ts',
  'bench/**/*.test.ts',
];
const NEEDS_BUILD_OR_SERVICE =
  /testing\/(services|start-gateway|start-gateway-process|nginx|podman|varnish|cpu-hog|kubernetes-strict)\.ts|from '\.\/services\.ts'|startPostgres|startRedis|\bdist\b|shell-server|promtool|mtail|verdaccio|child_process/;
/** The deployment's own tests (the image, the manifests, nginx in front of replicas): every one needs a build or a service. */
const SYSTEM_TESTS = /^system-tests\//;
const INTEGRATION_TESTS = globSync(NODE_TESTS, { exclude: (file) => file.includes('node_modules') }).filter(
  (file) => SYSTEM_TESTS.test(file) || NEEDS_BUILD_OR_SERVICE.test(readFileSync(file, 'utf8')),
);
// Tests that measure what a load balancer does with replicas under load (they keep the cores busy themselves) run
// last and one at a time: beside other heavy files their replicas would be late for reasons not theirs.
const TIMING_SENSITIVE = /testing\/(cpu-hog|nginx)\.ts/;
const ALONE_TESTS = INTEGRATION_TESTS.filter((file) => TIMING_SENSITIVE.test(readFileSync(file, 'utf8')));

/** Settings of both node tiers: real servers and child processes on a machine's cores. */
const nodeTests = {
  environment: 'node' as const,
  // Gateway tests start real servers, SMTP sinks and child processes; busy cores can be slow.
  testTimeout: 20_000,
  // Set-ups start gateways that build their search index and read the dataset: slower on busy cores.
  hookTimeout: 30_000,
  // Most of their time is spent waiting on those processes (start-up, time-outs, retries): one file more than
  // the machine has cores finishes sooner than one at a time.
  maxWorkers: availableParallelism() + 1,
  // A project with its own worker count runs as a group of its own, after the DOM tests.
  sequence: { groupOrder: 1 },
  // The files of a worker share its module cache: the gateway's modules are loaded once per worker, not once
  // per file. Each test starts and closes what it uses; none mocks a module.
  isolate: false,
};

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          ...nodeTests,
          name: 'unit',
          include: NODE_TESTS,
          exclude: [...INTEGRATION_TESTS, '**/node_modules/**'],
        },
      },
      {
        test: {
          ...nodeTests,
          name: 'integration',
          include: INTEGRATION_TESTS,
          exclude: ALONE_TESTS,
          sequence: { groupOrder: 2 },
          // The gateway processes tests start run its source bundled once for the run, not through tsx each time.
          globalSetup: ['api-gateway/src/testing/bundle-source.ts'],
        },
      },
      {
        test: {
          ...nodeTests,
          name: 'integration-alone',
          include: ALONE_TESTS,
          maxWorkers: 1,
          sequence: { groupOrder: 3 },
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
