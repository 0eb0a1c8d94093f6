import { defineConfig } from 'vitest/config';

/**
 * How a remote's component tests run, here and in the team's own repository: in a DOM, with the shared
 * set-up, and with our packages taken through Vite like the remote's own files (they import their
 * stylesheets, which Node cannot load). A remote's `vitest.config.ts` exports this.
 */
export const remoteTestConfig = defineConfig({
  test: {
    environment: 'happy-dom',
    setupFiles: ['@clinic/dev-harness/testing/dom-setup'],
    testTimeout: 15_000,
    server: { deps: { inline: [/@clinic\//] } },
  },
});
