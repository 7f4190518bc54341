import { applyD1Migrations, env } from 'cloudflare:test';

// Runs before every test file: storage is isolated per file, so each starts from a migrated, empty database.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
