/**
 * Loads a benchmark fleet into a local D1 through the D1 API: N companies × M events with facilities,
 * customers and document metadata, realistic wait times, every statement at most 100 bound parameters.
 */
import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types';
import { prng, waitMinutes } from '../db/seed/demo-data.ts';

const MAX_PARAMS = 100;
const STATEMENTS_PER_BATCH = 400;
const DAY = 86_400_000;

export interface BenchCompany {
  id: string;
  ownerId: string;
  email: string;
  events: number;
}

/** Multi-row INSERTs of `columns` for `rows`, each statement within D1's bound-parameter limit. */
function inserts(db: D1Database, table: string, columns: string[], rows: unknown[][]): D1PreparedStatement[] {
  const perStatement = Math.floor(MAX_PARAMS / columns.length);
  const statements: D1PreparedStatement[] = [];
  const placeholders = `(${columns.map(() => '?').join(',')})`;
  for (let i = 0; i < rows.length; i += perStatement) {
    const chunk = rows.slice(i, i + perStatement);
    const sql = `INSERT OR IGNORE INTO ${table} (${columns.join(',')}) VALUES ${chunk.map(() => placeholders).join(',')}`;
    statements.push(db.prepare(sql).bind(...chunk.flat()));
  }
  return statements;
}

async function run(db: D1Database, statements: D1PreparedStatement[]): Promise<void> {
  for (let i = 0; i < statements.length; i += STATEMENTS_PER_BATCH) {
    await db.batch(statements.slice(i, i + STATEMENTS_PER_BATCH));
  }
}

/**
 * Local D1 pays for every index page it writes: a bulk load is 20× faster with the secondary indexes of the
 * big tables dropped and then recreated, from their own definitions, once the rows are in.
 */
async function withoutIndexes(db: D1Database, tables: string[], load: () => Promise<void>): Promise<void> {
  const list = tables.map((t) => `'${t}'`).join(',');
  const found = await db
    .prepare(`SELECT name, sql FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL AND tbl_name IN (${list})`)
    .all<{ name: string; sql: string }>();
  for (const index of found.results) await db.exec(`DROP INDEX ${index.name}`);
  try {
    await load();
  } finally {
    for (const index of found.results) await db.exec(index.sql.replace(/\s+/g, ' '));
  }
}

/** Inserts the companies and their events, with the big tables' indexes rebuilt once at the end. */
export async function generateFleet(db: D1Database, companies: BenchCompany[], passwordHash: string, now = Date.now()) {
  await withoutIndexes(db, ['detention_events', 'event_documents'], async () => {
    for (const [i, company] of companies.entries()) await generateCompany(db, company, passwordHash, now, i + 1);
  });
}

/** Inserts one company with its owner (carrier_admin, subscribed) and `events` detention events. */
export async function generateCompany(
  db: D1Database,
  company: BenchCompany,
  passwordHash: string,
  now = Date.now(),
  seed = 1,
): Promise<void> {
  const random = prng(seed);
  const c = company.id;
  const t = now - 400 * DAY;
  const facilities = Array.from({ length: 30 }, (_, i) => [
    `${c}_fac_${i}`,
    c,
    `Facility ${i + 1}`,
    `${100 + i} Dock Rd`,
    30 + random() * 15,
    -120 + random() * 45,
    t,
  ]);
  const customers = Array.from({ length: 10 }, (_, i) => [
    `${c}_cus_${i}`,
    c,
    `Customer ${i + 1}`,
    ['shipper', 'receiver', 'broker'][i % 3],
    t,
  ]);
  const statements = [
    db
      .prepare(
        'INSERT OR IGNORE INTO companies (id, name, fleet_size, timezone, created_at, updated_at) VALUES (?,?,?,?,?,?)',
      )
      .bind(c, `Bench ${c}`, '51-100', 'America/Chicago', t, t),
    db
      .prepare(
        'INSERT OR IGNORE INTO users (id, company_id, email, password_hash, email_confirmed_at, full_name, phone_number, profile_completed, company_completed, first_event_logged, onboarding_completed, onboarding_progress, onboarding_steps_completed, notification_prefs, created_at, updated_at) VALUES (?,?,?,?,?,?,?,1,1,1,1,100,?,?,?,?)',
      )
      .bind(company.ownerId, c, company.email, passwordHash, t, 'Bench Owner', '(555) 555-0100', '{}', '{}', t, t),
    db
      .prepare('INSERT OR IGNORE INTO user_roles (user_id, role_id, created_at) VALUES (?,?,?)')
      .bind(company.ownerId, 'role_carrier_admin', t),
    db
      .prepare(
        'INSERT OR IGNORE INTO subscriptions (id, company_id, user_id, customer_id, status, price_id, created, current_period_start, current_period_end, cancel_at_period_end, provider_updated, updated_at) VALUES (?,?,?,?,?,?,?,?,?,0,?,?)',
      )
      .bind(
        `${c}_sub`,
        c,
        company.ownerId,
        `${c}_cus`,
        'active',
        'price_bench',
        Math.floor(t / 1000),
        Math.floor(now / 1000) - 86_400,
        Math.floor(now / 1000) + 29 * 86_400,
        Math.floor(now / 1000),
        now,
      ),
    ...inserts(db, 'facilities', ['id', 'company_id', 'name', 'address', 'lat', 'lng', 'created_at'], facilities),
    ...inserts(db, 'customers', ['id', 'company_id', 'name', 'kind', 'created_at'], customers),
  ];
  await run(db, statements);

  const eventColumns = [
    'id',
    'company_id',
    'user_id',
    'facility_id',
    'customer_id',
    'facility_name',
    'facility_address',
    'driver_name',
    'load_number',
    'check_in_time',
    'check_out_time',
    'status',
    'free_time_minutes',
    'created_at',
    'updated_at',
  ];
  const documentColumns = [
    'id',
    'company_id',
    'event_id',
    'uploaded_by',
    'name',
    'type',
    'object_key',
    'size',
    'sha256',
    'category',
    'metadata',
    'status',
    'created_at',
  ];
  const chunk = 5_000;
  for (let start = 0; start < company.events; start += chunk) {
    const events: unknown[][] = [];
    const documents: unknown[][] = [];
    for (let j = start; j < Math.min(company.events, start + chunk); j++) {
      const f = Math.floor(random() * 30);
      const checkIn = now - Math.floor(random() * 365 * DAY);
      const active = j < 5;
      const checkOut = active ? null : checkIn + waitMinutes(random) * 60_000;
      const id = `${c}_ev_${j}`;
      events.push([
        id,
        c,
        company.ownerId,
        `${c}_fac_${f}`,
        `${c}_cus_${j % 10}`,
        `Facility ${f + 1}`,
        `Customer ${(j % 10) + 1}`,
        'Bench Driver',
        `LD-${j}`,
        active ? now - (j + 1) * 20 * 60_000 : checkIn,
        checkOut,
        active ? 'active' : 'completed',
        120,
        checkIn,
        checkOut ?? checkIn,
      ]);
      if (j % 20 === 0) {
        documents.push([
          `${c}_doc_${j}`,
          c,
          id,
          company.ownerId,
          `BOL-${j}.pdf`,
          'application/pdf',
          `${c}/${id}/${c}_doc_${j}`,
          2048,
          '0'.repeat(64),
          'billing',
          '{}',
          'active',
          checkIn,
        ]);
      }
    }
    await run(db, [
      ...inserts(db, 'detention_events', eventColumns, events),
      ...inserts(db, 'event_documents', documentColumns, documents),
    ]);
  }
}
