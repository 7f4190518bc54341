import { applyD1Migrations, env } from 'cloudflare:test';
import { companyDatabasesOf } from '../src/lib/company-db.ts';

// Runs before every test file: storage is isolated per file, so each starts from migrated, empty databases
// (the global one and every company database: docs/scaling.md).
for (const database of [env.DB, ...companyDatabasesOf(env).map((name) => env[name] as D1Database)]) {
  await applyD1Migrations(database, env.TEST_MIGRATIONS);
}
