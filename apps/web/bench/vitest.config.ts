import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The preview's benchmark (bench/preview-latency.bench.ts) on the browser tests' stack (e2e/global-setup.ts).
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    environment: 'node',
    include: ['bench/**/*.bench.ts'],
    globalSetup: ['e2e/global-setup.ts'],
    hookTimeout: 60_000,
  },
});
