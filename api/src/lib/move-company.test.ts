/**
 * Moving a company between databases (docs/scaling.md): a company with stops, notes, a customer, a policy, a
 * paid claim, a document and a read alert goes from the global database to COMPANY_DB_1, to COMPANY_DB_2 and
 * home again. Each move copies every row exactly, leaves none behind, names the target in the directory, keeps
 * the members' sessions working, touches no other company, and refuses a second move meanwhile; a move that
 * cannot be completed changes nothing.
 */
import { env } from 'cloudflare:test';
import { newId } from '@dwell/core/ids';
import { DEFAULT_DETENTION_POLICY } from '@dwell/core/detention';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { claimFor, completedStop, pay, payment, sendClaim } from '../../test/fixtures/claims.ts';
import { type Fleet, fleet, logEvent } from '../../test/fixtures/companies.ts';
import { uploaded } from '../../test/fixtures/documents.ts';
import { png } from '../../test/fixtures/files.ts';
import { call, db, eventually } from '../../test/fixtures/http.ts';
import { bindingOf, directoryOf, GLOBAL_DATABASE, GLOBAL_TABLES, IDENTITY_TABLES } from './company-db.ts';
import { dbOver } from './db.ts';
import { digestCompany, type MoveReport, moveCompany, tablesToMove } from './move-company.ts';
import { companyDatabases, deletedRecords, facilities } from './schema.ts';

type Database = string | null;
const IDENTITY = new Set<string>(IDENTITY_TABLES);
const FAST = { settleMs: 0 };

/** Rows of a company in one table of one database, counted apart from the move's own digest. */
async function countIn(database: Database, table: string, companyId: string) {
  const row = await bindingOf(env, database)
    .prepare(`SELECT count(*) AS n FROM "${table}" WHERE company_id = ?`)
    .bind(companyId)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

/** The directory entry as stored (not as directoryOf reads it). */
async function entryOf(companyId: string) {
  const [row] = await db().select().from(companyDatabases).where(eq(companyDatabases.companyId, companyId));
  return row ?? null;
}

/** What a member sees of the company's stops, without the figures that move with the clock. */
async function eventsSeen(cookie: string) {
  const res = await call('/api/events?pageSize=100', { cookie });
  expect(res.status).toBe(200);
  const { events, total } = (await res.json()) as {
    events: { id: string; status: string; facilityName: string; checkInTime: number; driverName: string }[];
    total: number;
  };
  return {
    total,
    events: events.map(({ id, status, facilityName, checkInTime, driverName }) => ({
      id,
      status,
      facilityName,
      checkInTime,
      driverName,
    })),
  };
}

/** A company with rows in many tables, each written through the API as its people write them. */
async function busyCompany(): Promise<Fleet> {
  const f = await fleet();
  const open = await logEvent(f.driver.cookie, { facilityName: 'Gateway Beverage DC' }, 95);
  const done = await completedStop(f, 200);
  await logEvent(f.otherDriver.cookie, { facilityName: 'Badger Dairy', loadNumber: 'LD-77' }, 40);
  const note = await call(`/api/events/${open.id}/notes`, { cookie: f.dispatcher.cookie, json: { body: 'Dock 4' } });
  expect(note.status).toBe(201);
  const customer = await call('/api/customers', {
    cookie: f.admin.cookie,
    json: { name: 'Acme Foods', kind: 'receiver', contacts: [{ name: 'AP', email: 'ap@acme.example' }] },
  });
  expect(customer.status).toBe(201);
  const policy = { ...DEFAULT_DETENTION_POLICY, freeMinutes: 90 };
  const saved = await call('/api/policies/company', { method: 'PUT', cookie: f.admin.cookie, json: policy });
  expect(saved.status).toBe(200);
  const claim = await claimFor(f, done.id);
  await sendClaim(f, claim.id);
  expect((await pay(f, claim.id, payment(1500), 'pay-once')).status).toBe(201);
  await uploaded(f.driver.cookie, png(), { name: 'dock.png', query: { eventId: open.id, category: 'detention' } });
  // The free-time warning the company's hub raises for the stop 95 minutes in, read by the dispatcher.
  const listed = await eventually(
    async () =>
      (await (await call('/api/alerts', { cookie: f.dispatcher.cookie })).json()) as { alerts: { id: string }[] },
    (l) => l.alerts.length > 0,
  );
  const alertId = listed.alerts[0]?.id;
  const read = await call(`/api/alerts/${alertId}/read`, { method: 'POST', cookie: f.dispatcher.cookie });
  expect(read.status).toBe(204);
  return f;
}

/** A company with one stop, to stand beside the one moving. */
async function neighbour(database: Database): Promise<Fleet> {
  const f = await fleet();
  const { database: home } = await directoryOf(db(), f.companyId);
  if (home !== database) await moveCompany(env, f.companyId, database, FAST);
  await logEvent(f.driver.cookie, { facilityName: 'Next Door DC' });
  return f;
}

describe('the tables a move copies', () => {
  it('are every table but the global ones, parents before children, from the schema', () => {
    const order = tablesToMove().map((t) => t.name);
    for (const name of GLOBAL_TABLES) expect(order).not.toContain(name);
    for (const name of ['detention_events', 'event_log', 'claims', 'claim_payments', 'alerts', 'alert_reads']) {
      expect(order).toContain(name);
    }
    const before = (parent: string, child: string) => expect(order.indexOf(parent)).toBeLessThan(order.indexOf(child));
    before('companies', 'users');
    before('users', 'user_roles');
    before('users', 'detention_events');
    before('facilities', 'detention_events');
    before('customers', 'detention_events');
    before('detention_events', 'claims');
    before('claims', 'claim_payments');
    before('claims', 'alerts');
    before('alerts', 'alert_reads');
    before('integrations', 'integration_deliveries');
    // A table without company_id reaches the company through its parent.
    const reads = tablesToMove().find((t) => t.name === 'alert_reads');
    expect(reads?.where).toBe(`"alert_id" IN (SELECT "id" FROM "alerts" WHERE "company_id" = ?)`);
  });
});

describe('moving a company from database to database', () => {
  let f: Fleet;
  const neighbours = {} as Record<string, Fleet>;
  const key = (database: Database) => database ?? GLOBAL_DATABASE;

  beforeAll(async () => {
    f = await busyCompany();
    // The moves below start from the global database, wherever sign-up put the company.
    if ((await directoryOf(db(), f.companyId)).database !== null) await moveCompany(env, f.companyId, null, FAST);
    for (const database of [null, 'COMPANY_DB_1', 'COMPANY_DB_2'])
      neighbours[key(database)] = await neighbour(database);
  });

  /**
   * One move, watched: refused while under way and read-only meanwhile (reads answer, writes get 503), then
   * everything in the target exactly as it was in the source, nothing left in the source, no neighbour touched.
   */
  async function move(to: Database): Promise<MoveReport> {
    const from = (await directoryOf(db(), f.companyId)).database;
    expect(from).not.toBe(to);
    const before = await digestCompany(env, f.companyId, from);
    const neighbourBefore = await digestCompany(env, neighbours[key(from)]?.companyId ?? '', from);
    const seen = await eventsSeen(f.admin.cookie);
    const stops = await countIn(from, 'detention_events', f.companyId);

    const moving = moveCompany(env, f.companyId, to, { settleMs: 400 });
    moving.catch(() => undefined);
    const marked = await eventually(
      () => entryOf(f.companyId),
      (e) => e?.readOnlySince != null,
    );
    expect(marked?.database).toBe(from ?? GLOBAL_DATABASE);
    await expect(moveCompany(env, f.companyId, to, FAST)).rejects.toThrow(/already being moved/);
    const write = await logEvent(f.driver.cookie).catch((e: Error) => e.message);
    expect(write).toMatch(/^create failed: 503 .*company_moving/);
    expect(await eventsSeen(f.admin.cookie)).toEqual(seen);
    const report = await moving;

    expect(report).toMatchObject({ companyId: f.companyId, from, to });
    expect(report.tables).toEqual(before);
    expect(await digestCompany(env, f.companyId, to)).toEqual(before);
    expect(await countIn(to, 'detention_events', f.companyId)).toBe(stops);
    const left = await digestCompany(env, f.companyId, from);
    for (const [table, digest] of Object.entries(left)) {
      // The global database keeps the identity (it is where it is written); a company database keeps nothing.
      if (IDENTITY.has(table) && from === null) expect(digest, table).toEqual(before[table]);
      else expect(digest.rows, table).toBe(0);
    }
    expect(await directoryOf(db(), f.companyId)).toEqual({ database: to, readOnlySince: null });
    expect((await entryOf(f.companyId))?.database ?? null).toBe(to);
    const neighbourId = neighbours[key(from)]?.companyId ?? '';
    expect(await digestCompany(env, neighbourId, from)).toEqual(neighbourBefore);
    expect(await countIn(from, 'detention_events', neighbourId)).toBe(1);
    // The same session, the same stops, now read from the company's new database.
    expect(await eventsSeen(f.admin.cookie)).toEqual(seen);
    return report;
  }

  /** A move refused before it began: it throws, and nothing changed anywhere. */
  async function refused(to: Database, message: RegExp, companyId = f.companyId) {
    const from = (await directoryOf(db(), f.companyId)).database;
    const entry = await entryOf(f.companyId);
    const digests = await Promise.all(
      [null, 'COMPANY_DB_1', 'COMPANY_DB_2'].map((d) => digestCompany(env, f.companyId, d)),
    );
    await expect(moveCompany(env, companyId, to, FAST)).rejects.toThrow(message);
    expect(await entryOf(f.companyId)).toEqual(entry);
    expect((await directoryOf(db(), f.companyId)).database).toBe(from);
    expect(
      await Promise.all([null, 'COMPANY_DB_1', 'COMPANY_DB_2'].map((d) => digestCompany(env, f.companyId, d))),
    ).toEqual(digests);
  }

  it('has rows of the company in many tables to move', async () => {
    const digests = await digestCompany(env, f.companyId, null);
    const filled = Object.entries(digests)
      .filter(([, d]) => d.rows > 0)
      .map(([table]) => table);
    expect(filled).toEqual(
      expect.arrayContaining([
        'companies',
        'users',
        'user_roles',
        'facilities',
        'customers',
        'customer_contacts',
        'detention_events',
        'event_log',
        'event_notes',
        'detention_policies',
        'claims',
        'claim_payments',
        'idempotency_keys',
        'event_documents',
        'evidence_log',
        'alerts',
        'alert_reads',
      ]),
    );
  });

  it('refuses a database this Worker has not bound, a company that does not exist, and the database it is in', async () => {
    await refused('COMPANY_DB_9', /COMPANY_DB_9 is not bound/);
    await refused('global', /global is not bound/);
    await refused('COMPANY_DB_1', /no company cmp_missing/, 'cmp_missing');
    await refused(null, /already in the global database/);
  });

  it('moves it from the global database to COMPANY_DB_1', async () => {
    await move('COMPANY_DB_1');
    await refused('COMPANY_DB_1', /already in COMPANY_DB_1/);
    // It works there: a new stop goes to its database.
    await logEvent(f.driver.cookie, { facilityName: 'After The Move DC' });
    expect(await countIn('COMPANY_DB_1', 'detention_events', f.companyId)).toBe(4);
    expect(await countIn(null, 'detention_events', f.companyId)).toBe(0);
  });

  it('changes nothing when the copy fails: the target is cleaned and the company is writable again', async () => {
    // A row of another company in COMPANY_DB_2 with the id of one of this company's facilities: its insert fails.
    const [facility] = await dbOver(bindingOf(env, 'COMPANY_DB_1'))
      .select()
      .from(facilities)
      .where(eq(facilities.companyId, f.companyId));
    if (!facility) throw new Error('no facility');
    const other = neighbours.COMPANY_DB_2?.companyId ?? '';
    const target = dbOver(bindingOf(env, 'COMPANY_DB_2'));
    await target.insert(facilities).values({ ...facility, companyId: other, name: 'Planted' });
    const source = await digestCompany(env, f.companyId, 'COMPANY_DB_1');

    const failed = await moveCompany(env, f.companyId, 'COMPANY_DB_2', FAST).catch((e: Error) => e.message);
    expect(failed).toMatch(/^Moving company .* from COMPANY_DB_1 to COMPANY_DB_2 failed, nothing changed: /);
    expect(await entryOf(f.companyId)).toMatchObject({ database: 'COMPANY_DB_1', readOnlySince: null });
    expect(await digestCompany(env, f.companyId, 'COMPANY_DB_1')).toEqual(source);
    for (const [table, digest] of Object.entries(await digestCompany(env, f.companyId, 'COMPANY_DB_2'))) {
      expect(digest.rows, table).toBe(0);
    }
    expect(await target.select().from(facilities).where(eq(facilities.id, facility.id))).toHaveLength(1);
    await target.delete(facilities).where(eq(facilities.id, facility.id));
    const res = await call(`/api/events/${(await eventsSeen(f.admin.cookie)).events[0]?.id}/notes`, {
      cookie: f.dispatcher.cookie,
      json: { body: 'Still writable' },
    });
    expect(res.status).toBe(201);
  });

  it('changes nothing when a copied table differs from its source', async () => {
    // The target alters every note as it is inserted: the counts agree, the hash of event_notes does not.
    const target = bindingOf(env, 'COMPANY_DB_2');
    await target
      .prepare(
        `CREATE TRIGGER tamper AFTER INSERT ON event_notes BEGIN
           UPDATE event_notes SET body = body || ' (altered)' WHERE id = NEW.id;
         END`,
      )
      .run();
    const source = await digestCompany(env, f.companyId, 'COMPANY_DB_1');
    try {
      const failed = await moveCompany(env, f.companyId, 'COMPANY_DB_2', FAST).catch((e: Error) => e.message);
      expect(failed).toMatch(
        /failed, nothing changed: event_notes differs after the copy: 2 rows \(\w+\) in COMPANY_DB_1, 2 /,
      );
    } finally {
      await target.prepare('DROP TRIGGER tamper').run();
    }
    expect(await entryOf(f.companyId)).toMatchObject({ database: 'COMPANY_DB_1', readOnlySince: null });
    expect(await digestCompany(env, f.companyId, 'COMPANY_DB_1')).toEqual(source);
    for (const [table, digest] of Object.entries(await digestCompany(env, f.companyId, 'COMPANY_DB_2'))) {
      expect(digest.rows, table).toBe(0);
    }
  });

  it('moves it from COMPANY_DB_1 to COMPANY_DB_2', async () => {
    await move('COMPANY_DB_2');
  });

  it('refuses a target that already holds rows of the company, and changes nothing', async () => {
    // Left in the global database by an interrupted move, say.
    const planted = newId('del');
    await db()
      .insert(deletedRecords)
      .values({ id: planted, companyId: f.companyId, kind: 'event', recordId: 'ev_gone', deletedAt: new Date() });
    const failed = await moveCompany(env, f.companyId, null, FAST).catch((e: Error) => e.message);
    expect(failed).toMatch(
      /nothing changed: the global database already holds 1 rows of the company in deleted_records/,
    );
    expect(await entryOf(f.companyId)).toMatchObject({ database: 'COMPANY_DB_2', readOnlySince: null });
    expect(await countIn(null, 'deleted_records', f.companyId)).toBe(1);
    await db().delete(deletedRecords).where(eq(deletedRecords.id, planted));
  });

  it('moves it home to the global database, removing its identity copy from COMPANY_DB_2', async () => {
    await move(null);
    expect(await entryOf(f.companyId)).toBeNull();
    const copies = await bindingOf(env, 'COMPANY_DB_2')
      .prepare('SELECT count(*) AS n FROM users WHERE company_id = ?')
      .bind(f.companyId)
      .first<{ n: number }>();
    expect(copies?.n).toBe(0);
    // Its people still sign in with their passwords: the global identity was never touched.
    const hashes = await db().all<{ n: number }>(
      sql`SELECT count(*) AS n FROM users WHERE company_id = ${f.companyId} AND password_hash <> ''`,
    );
    expect(hashes[0]?.n).toBe(4);
    await logEvent(f.driver.cookie, { facilityName: 'Home Again' });
    expect(await countIn(null, 'detention_events', f.companyId)).toBe(5);
  });
});

describe('two moves of one company started together', () => {
  it('let exactly one of them run, to the same database or to different ones', async () => {
    for (const targets of [
      ['COMPANY_DB_1', 'COMPANY_DB_1'],
      ['COMPANY_DB_2', null],
    ] as const) {
      const f = await fleet();
      await logEvent(f.driver.cookie);
      const from = (await directoryOf(db(), f.companyId)).database;
      const before = await digestCompany(env, f.companyId, from);
      const results = await Promise.allSettled(targets.map((to) => moveCompany(env, f.companyId, to, FAST)));
      const done = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
      const refusals = results.flatMap((r) => (r.status === 'rejected' ? [(r.reason as Error).message] : []));
      expect(done).toHaveLength(1);
      expect(refusals).toEqual([expect.stringMatching(/already being moved|already in/)]);
      const to = done[0]?.to ?? null;
      expect(await directoryOf(db(), f.companyId)).toEqual({ database: to, readOnlySince: null });
      expect(await digestCompany(env, f.companyId, to)).toEqual(before);
    }
  });
});
