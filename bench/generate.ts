/**
 * The benchmark fleet: N companies × M events with facilities, customers and document metadata, and
 * realistic (log-normal) waits, written through the loader (D1 batches, ≤ 100 bound parameters per statement).
 */
import { prng, waitMinutes } from '../db/seed/demo-data.ts';
import type { Loader } from './loader.ts';

const DAY = 86_400_000;
const CHUNK = 5_000;

export interface BenchCompany {
  id: string;
  ownerId: string;
  email: string;
  events: number;
}

const EVENT_COLUMNS = [
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
const DOCUMENT_COLUMNS = [
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
  'updated_at',
];

/**
 * Local D1 pays for every index page it writes: a bulk load is 20× faster with the secondary indexes of the
 * big tables dropped, then recreated from their own definitions once the rows are in.
 */
async function withoutIndexes(loader: Loader, tables: string[], load: () => Promise<void>): Promise<void> {
  const list = tables.map((t) => `'${t}'`).join(',');
  const indexes = await loader.query<{ name: string; sql: string }>(
    `SELECT name, sql FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL AND tbl_name IN (${list})`,
  );
  for (const index of indexes) await loader.query(`DROP INDEX ${index.name}`);
  try {
    await load();
  } finally {
    for (const index of indexes) await loader.query(index.sql.replace(/\s+/g, ' '));
  }
}

async function companyRows(loader: Loader, c: BenchCompany, passwordHash: string, now: number, random: () => number) {
  const t = now - 400 * DAY;
  const s = Math.floor(now / 1000);
  await loader.insert(
    'companies',
    ['id', 'name', 'fleet_size', 'timezone', 'created_at', 'updated_at'],
    [[c.id, `Bench ${c.id}`, '51-100', 'America/Chicago', t, t]],
  );
  await loader.insert(
    'users',
    [
      'id',
      'company_id',
      'email',
      'password_hash',
      'email_confirmed_at',
      'full_name',
      'phone_number',
      'profile_completed',
      'company_completed',
      'first_event_logged',
      'onboarding_completed',
      'onboarding_progress',
      'onboarding_steps_completed',
      'notification_prefs',
      'created_at',
      'updated_at',
    ],
    [[c.ownerId, c.id, c.email, passwordHash, t, 'Bench Owner', '(555) 555-0100', 1, 1, 1, 1, 100, '{}', '{}', t, t]],
  );
  await loader.insert('user_roles', ['user_id', 'role_id', 'created_at'], [[c.ownerId, 'role_carrier_admin', t]]);
  await loader.insert(
    'subscriptions',
    [
      'id',
      'company_id',
      'user_id',
      'customer_id',
      'status',
      'price_id',
      'created',
      'current_period_start',
      'current_period_end',
      'cancel_at_period_end',
      'provider_updated',
      'updated_at',
    ],
    [
      [
        `${c.id}_sub`,
        c.id,
        c.ownerId,
        `${c.id}_cus`,
        'active',
        'price_bench',
        Math.floor(t / 1000),
        s - 86_400,
        s + 29 * 86_400,
        0,
        s,
        now,
      ],
    ],
  );
  const facilities = Array.from({ length: 30 }, (_, i) => [
    `${c.id}_fac_${i}`,
    c.id,
    `Facility ${i + 1}`,
    `${100 + i} Dock Rd`,
    30 + random() * 15,
    -120 + random() * 45,
    t,
  ]);
  await loader.insert('facilities', ['id', 'company_id', 'name', 'address', 'lat', 'lng', 'created_at'], facilities);
  const customers = Array.from({ length: 10 }, (_, i) => [
    `${c.id}_cus_${i}`,
    c.id,
    `Customer ${i + 1}`,
    ['shipper', 'receiver', 'broker'][i % 3],
    t,
  ]);
  await loader.insert('customers', ['id', 'company_id', 'name', 'kind', 'created_at'], customers);
}

/** One company's events (the first five still waiting) and a document for every 20th event. */
async function eventRows(loader: Loader, c: BenchCompany, now: number, random: () => number) {
  for (let start = 0; start < c.events; start += CHUNK) {
    const events: unknown[][] = [];
    const documents: unknown[][] = [];
    for (let j = start; j < Math.min(c.events, start + CHUNK); j++) {
      const f = Math.floor(random() * 30);
      const active = j < 5;
      const checkIn = active ? now - (j + 1) * 20 * 60_000 : now - Math.floor(random() * 365 * DAY);
      const checkOut = active ? null : checkIn + waitMinutes(random) * 60_000;
      const id = `${c.id}_ev_${j}`;
      events.push([
        id,
        c.id,
        c.ownerId,
        `${c.id}_fac_${f}`,
        `${c.id}_cus_${j % 10}`,
        `Facility ${f + 1}`,
        `Customer ${(j % 10) + 1}`,
        'Bench Driver',
        `LD-${j}`,
        checkIn,
        checkOut,
        active ? 'active' : 'completed',
        120,
        checkIn,
        checkOut ?? checkIn,
      ]);
      if (j % 20 === 0) {
        documents.push([
          `${c.id}_doc_${j}`,
          c.id,
          id,
          c.ownerId,
          `BOL-${j}.pdf`,
          'application/pdf',
          `${c.id}/${id}/${c.id}_doc_${j}`,
          2048,
          '0'.repeat(64),
          'billing',
          '{}',
          'active',
          checkIn,
          checkIn,
        ]);
      }
    }
    await loader.insert('detention_events', EVENT_COLUMNS, events);
    await loader.insert('event_documents', DOCUMENT_COLUMNS, documents);
  }
}

/** Loads every company of the fleet; the same companies give the same data. */
export async function generateFleet(loader: Loader, companies: BenchCompany[], passwordHash: string, now = Date.now()) {
  await withoutIndexes(loader, ['detention_events', 'event_documents'], async () => {
    for (const [i, company] of companies.entries()) {
      const random = prng(i + 1);
      await companyRows(loader, company, passwordHash, now, random);
      await eventRows(loader, company, now, random);
    }
  });
}
