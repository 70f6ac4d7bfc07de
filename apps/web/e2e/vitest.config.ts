import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Browser tests against the whole stack (devnet, API, indexer, built web app), started once by
// global-setup.ts. Run with `npm run test:e2e -w @atoll/web` (the web package's `test` runs it after vitest).
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    environment: 'node',
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    // one browser at a time: the stack and Chromium already share the machine's cores
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 60_000,
  },
});
