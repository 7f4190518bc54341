/**
 * Companies on many databases (docs/scaling.md): companies placed in two company databases work through the API
 * as people do and through the work that comes without a company's session (the hourly sweep, a payer's link,
 * an ELD's webhook, the webhook queue, an email bounce). Their rows are in their own database and nowhere
 * else. Every route, for every role, is swept with companies in company databases by the security suite
 * (test/security/roles.test.ts, isolation.test.ts); moving a company is move-company.test.ts.
 */
import {
  createExecutionContext,
  createMessageBatch,
  env,
  getQueueResult,
  waitOnExecutionContext,
} from 'cloudflare:test';
import { newId } from '@dwell/core/ids';
import { count, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Env, WebhookMessage } from '../src/env.ts';
import {
  bindingOf,
  type CompanyDatabase,
  copyIdentity,
  DATABASE_LIMITS,
  databaseUse,
  placeCompany,
  placementFor,
} from '../src/lib/company-db.ts';
import { dbOver } from '../src/lib/db.ts';
import { runScheduled } from '../src/lib/events/scheduled.ts';
import { app } from '../src/app.ts';
import {
  claims,
  companies,
  companyDatabases,
  detentionEvents,
  emailOutbox,
  users,
  webhookDeliveries,
} from '../src/lib/schema.ts';
import { recordBounce } from '../src/routes/claims/bounce.ts';
import { handleWebhookBatch } from '../src/routes/webhooks/deliver.ts';
import { queueWebhooks } from '../src/routes/webhooks/emit.ts';
import { type Fleet, fleet, logEvent } from './fixtures/companies.ts';
import { PASSWORD, platformAdmin } from './fixtures/accounts.ts';
import { call, db, type ErrorAnswer, ORIGIN } from './fixtures/http.ts';
import { connect, deliver, genericBody, signedHeaders } from './fixtures/integrations.ts';
import { linkTokenFor, payableClaim, sendToPayer } from './fixtures/payer.ts';

const databaseOf = (name: string | null) => dbOver(bindingOf(env, name));

/** How many rows of the company a table holds in a database. */
async function rowsIn(database: string | null, table: string, companyId: string): Promise<number> {
  const [row] = await databaseOf(database).all<{ n: number }>(
    sql`SELECT count(*) AS n FROM ${sql.identifier(table)} WHERE company_id = ${companyId}`,
  );
  return row?.n ?? 0;
}

/** A fleet (its admin, dispatcher and drivers) whose data lives in a company database, as sign-up places one. */
async function placedFleet(database: CompanyDatabase): Promise<Fleet> {
  const f = await fleet();
  await placeCompany(env, f.companyId, database);
  return f;
}

describe('two companies in two company databases', () => {
  let one: Fleet;
  let two: Fleet;

  beforeAll(async () => {
    one = await placedFleet('COMPANY_DB_1');
    two = await placedFleet('COMPANY_DB_2');
  });

  it('log stops through the API into their own database, and each lists and opens only its own', async () => {
    const mine = await logEvent(one.driver.cookie, { loadNumber: 'LD-ONE' });
    const theirs = await logEvent(two.driver.cookie, { loadNumber: 'LD-TWO' });
    expect(await rowsIn('COMPANY_DB_1', 'detention_events', one.companyId)).toBe(1);
    expect(await rowsIn('COMPANY_DB_2', 'detention_events', two.companyId)).toBe(1);
    for (const elsewhere of [null, 'COMPANY_DB_2'])
      expect(await rowsIn(elsewhere, 'detention_events', one.companyId)).toBe(0);
    const list = await (await call('/api/events', { cookie: one.admin.cookie })).text();
    expect(list).toContain(mine.id);
    expect(list).not.toContain(theirs.id);
    const detail = await call(`/api/events/${mine.id}`, { cookie: one.dispatcher.cookie });
    expect(detail.status).toBe(200);
    // The driver's name comes from the company database's copy of its people.
    expect(await detail.text()).toContain('Marcus Reed');
    expect((await call(`/api/events/${theirs.id}`, { cookie: one.dispatcher.cookie })).status).toBe(404);
  });

  it("copies a change of the company's people into its database: a renamed driver shows on their stops", async () => {
    const stop = await logEvent(one.driver.cookie, { loadNumber: 'LD-RENAMED' });
    const res = await call('/api/profile', {
      method: 'PATCH',
      cookie: one.driver.cookie,
      json: {
        fullName: 'Marcus Q. Reed',
        phoneNumber: '+1 555 010 0199',
        companyName: 'Acme Hauling',
        fleetSize: '1-10',
      },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const detail = await (await call(`/api/events/${stop.id}`, { cookie: one.admin.cookie })).text();
    expect(detail).toContain('Marcus Q. Reed');
    const [copy] = await databaseOf('COMPANY_DB_1').all<{ full_name: string; password_hash: string }>(
      sql`SELECT full_name, password_hash FROM users WHERE id = ${one.driver.userId}`,
    );
    // The copy never holds a password hash.
    expect(copy).toEqual({ full_name: 'Marcus Q. Reed', password_hash: '' });
  });

  it('sweep every database hourly: waiting stops of companies in company databases re-arm their alerts', async () => {
    await logEvent(two.driver.cookie, { loadNumber: 'LD-WAITING' }, 10);
    const swept = await runScheduled(env);
    // The two companies' open stops (one logged above in each database) are both counted.
    expect(swept.companies).toBeGreaterThanOrEqual(2);
  });

  it("open a payer's link to a claim in a company database, and record a bounce of its email on the claim", async () => {
    const { claim, email } = await payableClaim(one);
    expect((await sendToPayer(one, claim.id)).status).toBe(200);
    expect(await rowsIn('COMPANY_DB_1', 'claim_links', one.companyId)).toBe(1);
    const token = await linkTokenFor(email);
    const page = await call(`/api/payer/${token}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(claim.number);
    // The provider's bounce names the email (global outbox); the claim it was about is in COMPANY_DB_1.
    const [sent] = await db().select().from(emailOutbox).where(eq(emailOutbox.claimId, claim.id));
    expect(sent).toBeDefined();
    await db()
      .update(emailOutbox)
      .set({ providerId: 'prov_bounce_1' })
      .where(eq(emailOutbox.id, sent?.id ?? ''));
    expect(await recordBounce(env, db(), 'prov_bounce_1', 'mailbox full')).toBe(claim.id);
    const [row] = await databaseOf('COMPANY_DB_1').select().from(claims).where(eq(claims.id, claim.id));
    expect(row?.sendError).toContain('mailbox full');
  });

  it("take an ELD's delivery to an integration of a company in a company database", async () => {
    const eld = await connect('generic', { fleet: two });
    const body = genericBody(newId('vev'), 'arrival', Date.now() - 5 * 60_000);
    const res = await deliver(eld.id, body, signedHeaders('generic', eld.secret, body));
    expect(res.status, await res.clone().text()).toBe(200);
    expect(((await res.json()) as { result: string }).result).toBe('accepted');
    expect(await rowsIn('COMPANY_DB_2', 'integration_deliveries', two.companyId)).toBe(1);
    expect(await rowsIn(null, 'integration_deliveries', two.companyId)).toBe(0);
  });

  it('queue webhook deliveries with their company, so the consumer finds them in its database', async () => {
    const sent: WebhookMessage[] = [];
    const recorder = {
      send: async () => {},
      sendBatch: async (batch: { body: WebhookMessage }[]) => void sent.push(...batch.map((m) => m.body)),
    } as unknown as Queue<WebhookMessage>;
    const res = await call('/api/webhooks', {
      cookie: one.admin.cookie,
      json: { url: 'https://receiver.invalid/hook', eventTypes: ['event.created'] },
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const company = databaseOf('COMPANY_DB_1');
    const [id = ''] = await queueWebhooks(
      { WEBHOOKS: recorder },
      company,
      one.companyId,
      'event.created',
      async () => ({
        id: 'ev_hook',
      }),
    );
    expect(sent).toEqual([{ deliveryId: id, companyId: one.companyId }]);
    const batch = createMessageBatch<WebhookMessage>('dwell-webhooks', [
      { id: 'msg-1', timestamp: new Date(), attempts: 1, body: sent[0] as WebhookMessage },
    ]);
    const receiver = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('ok'));
    await handleWebhookBatch(batch, { ...env, WEBHOOKS_PAUSED: 'false' } as Env);
    await getQueueResult(batch, createExecutionContext());
    receiver.mockRestore();
    const [row] = await company.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id));
    // The consumer found the delivery in the company's database, posted it and recorded it there.
    expect(row).toMatchObject({ status: 'delivered', attempts: 1 });
  });

  it('are listed per database for the operators', async () => {
    const use = Object.fromEntries((await databaseUse(env)).map((d) => [d.database, d]));
    expect(use.COMPANY_DB_1?.companies).toBeGreaterThanOrEqual(1);
    expect(use.COMPANY_DB_2?.companies).toBeGreaterThanOrEqual(1);
    expect(use.DB?.bytes).toBeGreaterThan(0);
  });
});

describe('moving a company, as a platform admin (npm run companies)', () => {
  it('moves it with its stops, lists the databases, and refuses an unbound database or an unknown company', async () => {
    const admin = await platformAdmin();
    const f = await fleet();
    const stop = await logEvent(f.driver.cookie, { loadNumber: 'LD-MOVED' });
    const move = (id: string, database: string | null) =>
      call(`/api/admin/companies/${id}/move`, { cookie: admin.cookie, json: { database } });
    const unbound = await move(f.companyId, 'COMPANY_DB_9');
    expect(unbound.status).toBe(400);
    expect(((await unbound.json()) as ErrorAnswer).error.code).toBe('unknown_database');
    expect((await move('co_nobody', 'COMPANY_DB_2')).status).toBe(404);
    const moved = await move(f.companyId, 'COMPANY_DB_2');
    expect(moved.status, await moved.clone().text()).toBe(200);
    const report = (
      (await moved.json()) as { moved: { from: string | null; to: string; tables: Record<string, { rows: number }> } }
    ).moved;
    expect(report).toMatchObject({ from: null, to: 'COMPANY_DB_2' });
    expect(report.tables.detention_events?.rows).toBe(1);
    expect(await rowsIn('COMPANY_DB_2', 'detention_events', f.companyId)).toBe(1);
    expect(await rowsIn(null, 'detention_events', f.companyId)).toBe(0);
    // Its people's sessions go on, now reading the company's new database.
    expect(await (await call(`/api/events/${stop.id}`, { cookie: f.dispatcher.cookie })).text()).toContain('LD-MOVED');
    expect((await move(f.companyId, 'COMPANY_DB_2')).status).toBe(409);
    const listed = await call('/api/admin/databases', { cookie: admin.cookie });
    const { databases } = (await listed.json()) as { databases: { database: string }[] };
    expect(databases.map((d) => d.database)).toEqual(['DB', 'COMPANY_DB_1', 'COMPANY_DB_2']);
  });
});

describe('a move that did not finish', () => {
  it('leaves the company read-only until abandoned; abandoning removes the unfinished copy, and the move then runs', async () => {
    const admin = await platformAdmin();
    const f = await placedFleet('COMPANY_DB_1');
    const stop = await logEvent(f.driver.cookie, { loadNumber: 'LD-STUCK' });
    // A move to COMPANY_DB_2 whose Worker stopped midway: the company read-only, part of it copied.
    await db()
      .update(companyDatabases)
      .set({ readOnlySince: new Date() })
      .where(eq(companyDatabases.companyId, f.companyId));
    await copyIdentity(db(), databaseOf('COMPANY_DB_2'), f.companyId);
    const [row] = await databaseOf('COMPANY_DB_1')
      .select()
      .from(detentionEvents)
      .where(eq(detentionEvents.id, stop.id));
    await databaseOf('COMPANY_DB_2')
      .insert(detentionEvents)
      .values({ ...(row as typeof detentionEvents.$inferInsert), facilityId: null, customerId: null });
    const write = () => logEvent(f.driver.cookie, { loadNumber: 'LD-AFTER' });
    await expect(write()).rejects.toThrow(/503/);
    const abandon = (json: Record<string, unknown>) =>
      call(`/api/admin/companies/${f.companyId}/abandon-move`, { cookie: admin.cookie, json });
    // The database the company lives in holds its data, not a copy.
    expect((await abandon({ partialCopyIn: 'COMPANY_DB_1' })).status).toBe(409);
    const done = await abandon({ partialCopyIn: 'COMPANY_DB_2' });
    expect(done.status, await done.clone().text()).toBe(200);
    expect(await rowsIn('COMPANY_DB_2', 'detention_events', f.companyId)).toBe(0);
    const [copy] = await databaseOf('COMPANY_DB_2').select().from(users).where(eq(users.companyId, f.companyId));
    expect(copy).toBeUndefined();
    expect(await rowsIn('COMPANY_DB_1', 'detention_events', f.companyId)).toBe(1);
    await write();
    expect((await abandon({})).status).toBe(409);
    const moved = await call(`/api/admin/companies/${f.companyId}/move`, {
      cookie: admin.cookie,
      json: { database: 'COMPANY_DB_2' },
    });
    expect(moved.status, await moved.clone().text()).toBe(200);
    expect(await rowsIn('COMPANY_DB_2', 'detention_events', f.companyId)).toBe(2);
  });
});

describe('placing new companies', () => {
  const filling = { ...env, COMPANY_PLACEMENT: undefined } as Env;

  it('fills the first company database, then the next, and keeps everyone in the global database when told', async () => {
    expect(await placementFor({ ...env, COMPANY_PLACEMENT: 'global' } as Env, db())).toBeNull();
    const [held] = await db()
      .select({ n: count() })
      .from(companyDatabases)
      .where(eq(companyDatabases.database, 'COMPANY_DB_1'));
    expect(await placementFor(filling, db())).toBe('COMPANY_DB_1');
    // Fill COMPANY_DB_1 up to the limit (directory entries only: the rule counts them).
    const missing = DATABASE_LIMITS.companies - (held?.n ?? 0);
    const ids = Array.from({ length: missing }, () => newId('co'));
    for (let i = 0; i < ids.length; i += 10) {
      const chunk = ids.slice(i, i + 10);
      await db().batch([
        db()
          .insert(companies)
          .values(chunk.map((id) => ({ id, name: `Filler ${id}`, fleetSize: '1-10' }))),
        db()
          .insert(companyDatabases)
          .values(chunk.map((companyId) => ({ companyId, database: 'COMPANY_DB_1' }))),
      ]);
    }
    expect(await placementFor(filling, db())).toBe('COMPANY_DB_2');
  });

  it('places a company signing up by the rule, with its owner copied into its database', async () => {
    const expected = await placementFor(filling, db());
    const email = `placed-${newId('x')}@fleet.test`;
    const ctx = createExecutionContext();
    const res = await app.fetch(
      new Request(`${ORIGIN}/api/auth/signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: ORIGIN },
        body: JSON.stringify({ email, password: PASSWORD, companyName: 'Placed Freight', fleetSize: '1-10' }),
      }),
      filling,
      ctx,
    );
    await waitOnExecutionContext(ctx);
    expect(res.status).toBe(202);
    const [owner] = await db().select().from(users).where(eq(users.email, email));
    const companyId = owner?.companyId ?? '';
    const [entry] = await db().select().from(companyDatabases).where(eq(companyDatabases.companyId, companyId));
    expect(entry?.database).toBe(expected);
    const [copy] = await databaseOf(expected)
      .select()
      .from(users)
      .where(eq(users.id, owner?.id ?? ''));
    expect(copy).toMatchObject({ email, companyId, passwordHash: '' });
  });
});
