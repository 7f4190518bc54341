import { applyD1Migrations, env } from 'cloudflare:test';
import { companyDatabasesOf } from '../src/lib/company-db.ts';

const SEPARATOR = '\u001f'; // char(31) in the query below

// Runs before every test file, so each starts from freshly migrated databases (the global one and every company
// database: docs/scaling.md) holding only what the migrations write. The files share one workerd per vitest
// worker (isolate: false in api/vitest.config.ts), so the tables an earlier file filled are dropped first.
// Durable Objects and R2 are not reset; every test works on companies of its own.
for (const database of [env.DB, ...companyDatabasesOf(env).map((name) => env[name] as D1Database)]) {
  const { results } = await database
    .prepare(
      `SELECT m.name, group_concat(f."table", char(31)) AS parents FROM sqlite_master m
       LEFT JOIN pragma_foreign_key_list(m.name) f ON f."table" <> m.name
       WHERE m.type = 'table' AND m.name NOT LIKE 'sqlite_%' AND m.name NOT LIKE '_cf_%' GROUP BY m.name`,
    )
    .all<{ name: string; parents: string | null }>();
  if (results.length > 0) {
    await database.batch(dropOrder(results).map((name) => database.prepare(`DROP TABLE "${name}"`)));
  }
  await applyD1Migrations(database, env.TEST_MIGRATIONS);
}

/** The tables in an order that drops each one before the tables its foreign keys point at. */
function dropOrder(tables: { name: string; parents: string | null }[]): string[] {
  const left = new Map(tables.map(({ name, parents }) => [name, new Set(parents?.split(SEPARATOR))]));
  const order: string[] = [];
  while (left.size > 0) {
    const unreferenced = [...left.keys()].filter((name) => ![...left.values()].some((parents) => parents.has(name)));
    if (unreferenced.length === 0) throw new Error(`Foreign keys form a cycle among ${[...left.keys()].join(', ')}`);
    for (const name of unreferenced) left.delete(name);
    order.push(...unreferenced);
  }
  return order;
}
