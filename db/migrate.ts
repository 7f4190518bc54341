/**
 * Applies the pending migrations to every local D1 database of wrangler.toml, as `wrangler d1 migrations apply
 * <binding> --local` does (the same migrations table and rows, each migration with its row in one batch, so
 * either command carries on where the other stopped), but all databases through one getPlatformProxy: the
 * wrangler command starts the runtime once per migration, ~70 s for a fresh stack's three databases.
 *
 *   node db/migrate.ts [--persist-to <dir>]
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { D1Database } from '@cloudflare/workers-types';
import { getPlatformProxy, unstable_readConfig, unstable_splitSqlQuery } from 'wrangler';

const CONFIG = new URL('../wrangler.toml', import.meta.url).pathname;

/** A database of wrangler.toml, as far as migrating it goes. */
interface MigratedDatabase {
  binding: string;
  migrations_dir?: string;
  migrations_table?: string;
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Applies one database's pending migrations (file name order, as wrangler); answers the names applied. */
export async function migrate(db: D1Database, dir: string, table = 'd1_migrations'): Promise<string[]> {
  await db.exec(
    `CREATE TABLE IF NOT EXISTS ${quoted(table)}(id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT UNIQUE, applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL);`,
  );
  const applied = new Set(
    (await db.prepare(`SELECT name FROM ${quoted(table)}`).all<{ name: string }>()).results.map((r) => r.name),
  );
  const pending = readdirSync(dir)
    .filter((name) => name.endsWith('.sql') && !applied.has(name))
    .sort();
  for (const name of pending) {
    const sql = `${readFileSync(join(dir, name), 'utf8')}\nINSERT INTO ${quoted(table)} (name) VALUES ('${name.replaceAll("'", "''")}');`;
    await db.batch(unstable_splitSqlQuery(sql).map((query) => db.prepare(query)));
  }
  return pending;
}

/** Migrates every database of wrangler.toml's top level under persistTo (wrangler's default folder when omitted). */
export async function migrateLocal(persistTo?: string): Promise<string> {
  const databases = unstable_readConfig({ config: CONFIG }).d1_databases as MigratedDatabase[];
  const proxy = await getPlatformProxy<Record<string, D1Database>>({
    configPath: CONFIG,
    ...(persistTo ? { persist: { path: persistTo } } : {}),
  });
  try {
    const lines: string[] = [];
    for (const { binding, migrations_dir = 'migrations', migrations_table } of databases) {
      const database = proxy.env[binding];
      if (!database) throw new Error(`wrangler.toml binds ${binding}, but the local runtime has no such database`);
      const applied = await migrate(database, join(CONFIG, '..', migrations_dir), migrations_table);
      lines.push(`${binding}: ${applied.length === 0 ? 'up to date' : `applied ${applied.join(', ')}`}`);
    }
    return lines.join('\n');
  } finally {
    await proxy.dispose();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const at = process.argv.indexOf('--persist-to');
  console.log(await migrateLocal(at === -1 ? undefined : process.argv[at + 1]));
}
