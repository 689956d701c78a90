import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/server/**/*.test.ts', 'tests/build/**/*.test.ts'],
    pool: 'threads',
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
