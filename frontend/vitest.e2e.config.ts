import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * Browser tests: the built SPA served by the real gateway and services (one stack for the whole
 * run, started by e2e/support/global-setup.ts), driven by the system Chromium via playwright-core.
 */
export default defineConfig({
  resolve: {
    alias: {
      '@deckforge/proto': fileURLToPath(new URL('../proto/src/index.ts', import.meta.url)),
    },
  },
  test: {
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['e2e/support/global-setup.ts'],
    // One browser and one stack on a two-core machine: files run one after another.
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 180_000,
    // The kit's test harness is CommonJS built by tsc: Node loads it as it is.
    server: { deps: { external: [/services\/kit\/dist/] } },
  },
});
