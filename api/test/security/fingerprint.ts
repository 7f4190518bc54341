/**
 * Everything a company has stored, read generically: every table's rows that carry its company id or one
 * of its users' ids (new tables are included without editing this), in every database (the global one and
 * each company database), and its objects in both buckets.
 */
import { env } from 'cloudflare:test';
import { bindingOf, companyDatabasesOf } from '../../src/lib/company-db.ts';

const SKIP = /^(sqlite_|_cf_|d1_)/;
/**
 * Every request to an integration's webhook is logged in its company's deliveries, refused ones too, by design
 * (a wrong signature must show on the admin's screen): the one table an outsider's call may add to.
 */
const DELIVERIES_LOG = 'integration_deliveries';

interface Column {
  name: string;
}

async function tables(database: D1Database): Promise<{ name: string; columns: string[] }[]> {
  const listed = await database.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all<{
    name: string;
  }>();
  const names = listed.results.map((r) => r.name).filter((n) => !SKIP.test(n) && n !== DELIVERIES_LOG);
  return Promise.all(
    names.map(async (name) => {
      const info = await database.prepare(`PRAGMA table_info("${name}")`).all<Column>();
      return { name, columns: info.results.map((c) => c.name) };
    }),
  );
}

async function objects(bucket: R2Bucket, prefixes: string[]): Promise<string[]> {
  const keys: string[] = [];
  for (const prefix of prefixes) {
    const listing = await bucket.list({ prefix: `${prefix}/` });
    keys.push(...listing.objects.map((o) => `${o.key} ${o.etag}`));
  }
  return keys.sort();
}

/** A snapshot of one company's data, comparable with toEqual. */
export async function fingerprint(companyId: string): Promise<Record<string, unknown[]>> {
  const userRows = await env.DB.prepare('SELECT id FROM users WHERE company_id = ?').bind(companyId).all<{
    id: string;
  }>();
  const userIds = userRows.results.map((r) => r.id);
  const marks = userIds.map(() => '?').join(', ') || "''";
  const snapshot: Record<string, unknown[]> = {};
  for (const name of ['DB', ...companyDatabasesOf(env)]) {
    const database = bindingOf(env, name);
    for (const table of await tables(database)) {
      const where: string[] = [];
      const binds: string[] = [];
      if (table.name === 'companies') {
        where.push('id = ?');
        binds.push(companyId);
      }
      if (table.columns.includes('company_id')) {
        where.push('company_id = ?');
        binds.push(companyId);
      }
      if (table.columns.includes('user_id')) {
        where.push(`user_id IN (${marks})`);
        binds.push(...userIds);
      }
      if (where.length === 0) continue;
      const rows = await database
        .prepare(`SELECT * FROM "${table.name}" WHERE ${where.join(' OR ')}`)
        .bind(...binds)
        .all();
      snapshot[`${name}.${table.name}`] = rows.results.map((r) => JSON.stringify(r)).sort();
    }
  }
  snapshot.documentObjects = await objects(env.DOCUMENTS, [companyId]);
  snapshot.avatarObjects = await objects(env.AVATARS, userIds);
  return snapshot;
}
