import { defineConfig } from 'vitest/config';

// An own config, so vitest never goes looking for one in the folders above the repository.
export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
  },
});
