import { defineConfig } from 'vitest/config';

// Unit tests run in Node; API tests run inside workerd (api/vitest.config.ts); e2e has its own runner.
export default defineConfig({
  test: {
    // Every core: vitest's default leaves one free, which on a 2-core machine halves the run (the unit tests wait
    // much of their time on imports). The API project sets its own (api/vitest.config.ts).
    maxWorkers: '100%',
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'core/src/**/*.test.ts',
            'shell/src/**/*.test.ts',
            'mfe-*/src/**/*.test.ts',
            'ui/src/**/*.test.ts',
            'db/**/*.test.ts',
            'scripts/**/*.test.ts',
            'bench/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      './api/vitest.config.ts',
    ],
  },
});
