import { defineConfig } from 'vitest/config';

// Browser and HTTP tests against the built server; one file at a time (2 shared cores).
export default defineConfig({
  test: {
    include: ['test/e2e/**/*.e2e.ts'],
    globalSetup: ['test/e2e/build.ts'],
    testTimeout: 60000,
    hookTimeout: 60000,
    fileParallelism: false,
  },
});
