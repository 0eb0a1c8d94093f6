import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, HEADLESS_SHELL_PATH } from './e2e/support/chromium.ts';

const DESKTOP = { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } };
const LONG_JOURNEYS = [
  'ship-a-remote-from-its-own-repository.spec.ts',
  'start-a-new-team.spec.ts',
  'release-with-a-team-token.spec.ts',
  'release-a-remote.spec.ts',
];

export default defineConfig({
  testDir: 'e2e',
  testMatch: '*.spec.ts',
  globalSetup: './e2e/support/global-setup.ts',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  // No retries: a test that fails once fails the run, so a flaky one is fixed rather than hidden.
  retries: 0,
  // One more than the cores: much of a test's time is spent waiting (on the gateway, a build, an install), not computing.
  workers: availableParallelism() + 1,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    // Set by the global setup: the gateway it started on a port of its choosing.
    baseURL: process.env.E2E_BASE_URL,
    launchOptions: { executablePath: HEADLESS_SHELL_PATH, args: CHROMIUM_ARGS },
    trace: 'off',
  },
  // Listed first, so they start first: each runs its tests in order for minutes (installing, building and
  // releasing remotes) while the other workers take the many short tests around them.
  projects: [
    { name: 'long journeys', testMatch: LONG_JOURNEYS, use: DESKTOP },
    { name: 'desktop', testIgnore: LONG_JOURNEYS, use: DESKTOP },
  ],
});
