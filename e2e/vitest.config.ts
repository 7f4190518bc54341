import { defineConfig } from 'vitest/config';

// Browser tests run one file at a time: the machine has two cores and Chromium wants one of them.
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['tests/**/*.e2e.ts'],
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 90_000,
  },
});
