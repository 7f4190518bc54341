import { defineConfig } from 'vitest/config';

// Unit tests run in Node; API tests run inside workerd (api/vitest.config.ts); e2e has its own runner.
export default defineConfig({
  test: {
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
