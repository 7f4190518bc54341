import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { defineConfig } from 'vitest/config';

export default defineConfig(async () => {
  const migrations = await readD1Migrations(join(import.meta.dirname, '..', 'db', 'migrations'));
  // The generated client's document and types (client.test.ts reads them), from the code as it is now.
  execFileSync(process.execPath, [join(import.meta.dirname, 'client', 'generate.ts')], { stdio: 'ignore' });
  return {
    plugins: [
      cloudflareTest({
        wrangler: { configPath: '../wrangler.toml' },
        miniflare: {
          bindings: {
            TEST_MIGRATIONS: migrations,
            ENVIRONMENT: 'test',
            REQUEST_LOG: 'off',
            // The fixtures write a company's rows straight into the global database, so new companies stay there;
            // the tests of companies in company databases place or move them (company-databases.test.ts).
            COMPANY_PLACEMENT: 'global',
            // Webhook tests drive the consumer themselves (createMessageBatch) with a receiver they control: the
            // queue's own consumer holds every message back, so none is sent behind a test's back. e2e runs it live.
            WEBHOOKS_PAUSED: 'true',
          },
        },
      }),
    ],
    test: {
      name: 'api',
      include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
      setupFiles: ['./test/apply-migrations.ts'],
      // Many tests sign people up and make several companies inside workerd; on a busy 2-core machine 5 s is
      // not always enough for a correct test, and a timeout says nothing about correctness. (Their password
      // hashes are cheap here: ENVIRONMENT=test, api/src/lib/password-cost.ts.)
      testTimeout: 30_000,
      // One workerd per vitest worker runs file after file, instead of a new one per file (~1.4 s each, and the
      // modules transformed again): test/apply-migrations.ts gives each file fresh databases all the same.
      isolate: false,
      // Every core, as for the unit tests (the root config's maxWorkers does not reach a project of its own file).
      maxWorkers: '100%',
    },
  };
});
