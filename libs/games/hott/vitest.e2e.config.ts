import { defineConfig } from 'vitest/config';

// The heatmap in Debian's chromium (playwright-core); kept out of `test`, which needs no browser.
export default defineConfig({
  test: {
    include: ['src/**/*.e2e.ts'],
    testTimeout: 60000,
    hookTimeout: 60000,
  },
});
