import { defineConfig } from 'vitest/config';

// Components render in a DOM; the shared set-up comes with @clinic/dev-harness, so the remote tests the same way in its own repository.
export default defineConfig({
  test: {
    environment: 'happy-dom',
    setupFiles: ['@clinic/dev-harness/testing/dom-setup'],
    testTimeout: 15_000,
    // Our packages import their stylesheets: taken through Vite like the remote's own files, not loaded by Node.
    server: { deps: { inline: [/@clinic\//] } },
  },
});
