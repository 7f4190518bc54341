/**
 * Seeds the local D1 and R2 of `wrangler dev` with the demo fleet. Local only: it talks to wrangler's
 * local persistence through getPlatformProxy and never to a deployment. Running it twice changes nothing.
 *
 *   node db/seed/run.ts [--persist-to <dir>]
 */
import { and, asc, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import { drizzle, type DrizzleD1Database } from 'drizzle-orm/d1';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import type { D1Database, R2Bucket } from '@cloudflare/workers-types';
import { getPlatformProxy } from 'wrangler';
import { hashPassword } from '@dwell/core/server/password';
import { entryHash, GENESIS_HASH } from '@dwell/core/evidence-chain';
import { paymentCustomers, subscriptions } from '../schema/billing.ts';
import { companies } from '../schema/companies.ts';
import { eventDocuments } from '../schema/documents.ts';
import { detentionEvents, eventLog } from '../schema/events.ts';
import { evidenceLog, GENERAL_CHAIN } from '../schema/evidence.ts';
import { customerContacts, customers, facilities } from '../schema/facilities.ts';
import { userRoles, users } from '../schema/users.ts';
import {
  DEMO_COMPANY_ID,
  DEMO_TIME_ZONE,
  DEMO_EMAIL,
  DEMO_PASSWORD,
  DEMO_USERS,
  type DemoEvent,
  type DemoFleet,
  demoFleet,
} from './demo-data.ts';
import { alerts } from '../schema/alerts.ts';
import { claimPayments, claimSettings, claims } from '../schema/claims.ts';
import { detentionPolicies } from '../schema/policies.ts';
import { DEFAULT_DETENTION_POLICY } from '@dwell/core/detention';
import { DEMO_OVERRIDES, DEMO_REMINDER_DAYS, demoAlerts, demoClaims, demoStoredPrice } from './demo-claims.ts';
import { demoPdf, demoPng, sha256Hex } from './files.ts';

interface SeedEnv {
  DB: D1Database;
  DOCUMENTS: R2Bucket;
}

const D1_MAX_PARAMS = 100;

/** Inserts rows (skipping ones already there) in as few statements as D1's 100-bound-parameter limit allows. */
export async function insertChunked<T extends SQLiteTable>(
  db: DrizzleD1Database,
  table: T,
  rows: T['$inferInsert'][],
): Promise<void> {
  if (rows.length === 0) return;
  // drizzle binds every column of the table, defaults included.
  const perRow = Object.keys(getTableColumns(table)).length;
  const size = Math.max(1, Math.floor(D1_MAX_PARAMS / perRow));
  const statements = [];
  for (let i = 0; i < rows.length; i += size)
    statements.push(
      db
        .insert(table)
        .values(rows.slice(i, i + size))
        .onConflictDoNothing(),
    );
  for (let i = 0; i < statements.length; i += 50) {
    const batch = statements.slice(i, i + 50);
    await db.batch(batch as unknown as Parameters<typeof db.batch>[0]);
  }
}

const DOC_COLOURS: readonly (readonly [number, number, number])[] = [
  [120, 144, 156],
  [161, 136, 127],
  [96, 125, 139],
];

async function seedDocuments(db: DrizzleD1Database, bucket: R2Bucket, events: DemoEvent[], now: number) {
  const recent = events.filter((e) => e.status === 'completed' && now - e.checkInTime < 30 * 86_400_000);
  const rows: (typeof eventDocuments.$inferInsert)[] = [];
  for (const [i, event] of recent.entries()) {
    const pdf = await demoPdf('Bill of Lading', [
      `Load ${event.loadNumber}`,
      `Facility: ${event.facility.name}, ${event.facility.address}`,
      `Customer: ${event.customer.name}`,
      `Driver: ${event.driverName}`,
      `Checked in: ${new Date(event.checkInTime).toISOString()}`,
      `Checked out: ${new Date(event.checkOutTime ?? event.checkInTime).toISOString()}`,
    ]);
    const files: { bytes: Uint8Array; name: string; type: string; category: 'billing' | 'detention' }[] = [
      { bytes: pdf, name: `BOL-${event.loadNumber}.pdf`, type: 'application/pdf', category: 'billing' },
    ];
    if (i % 2 === 0) {
      const png = demoPng(96, 64, DOC_COLOURS[i % DOC_COLOURS.length] as [number, number, number]);
      files.push({ bytes: png, name: `dock-photo-${i + 1}.png`, type: 'image/png', category: 'detention' });
    }
    for (const [k, file] of files.entries()) {
      const id = `doc_demo_${String(i + 1).padStart(3, '0')}_${k}`;
      const objectKey = `${DEMO_COMPANY_ID}/${event.id}/${id}`;
      const createdAt = new Date((event.checkOutTime ?? event.checkInTime) + (k + 1) * 60_000);
      await bucket.put(objectKey, file.bytes, { httpMetadata: { contentType: file.type } });
      rows.push({
        id,
        companyId: DEMO_COMPANY_ID,
        eventId: event.id,
        uploadedBy: event.userId,
        name: file.name,
        description:
          file.category === 'billing' ? 'Signed bill of lading with in and out times' : 'Trailer at the door',
        type: file.type,
        objectKey,
        size: file.bytes.byteLength,
        sha256: sha256Hex(file.bytes),
        category: file.category,
        metadata: JSON.stringify({ size: file.bytes.byteLength, lastModified: createdAt.getTime() }),
        status: 'active',
        createdAt,
      });
    }
  }
  await insertChunked(db, eventDocuments, rows);
  return rows.length;
}

/** Why the demo's disputed and waived claims ended so, as their history tells it. */
const DEMO_REASONS = {
  disputed: 'Receiver disputes the check-out time on the bill of lading',
  waived: 'Goodwill: written off for a long-standing customer',
} as const;

/** The demo's policies, claims with their payments and log entries, and the alerts raised so far. */
async function seedMoney(db: DrizzleD1Database, fleet: DemoFleet, now: number) {
  const admin = 'usr_demo_admin';
  await insertChunked(db, detentionPolicies, [
    {
      id: 'pol_demo_company',
      companyId: DEMO_COMPANY_ID,
      scope: 'company',
      targetKey: 'company',
      settings: JSON.stringify(DEFAULT_DETENTION_POLICY),
      updatedBy: admin,
    },
    ...Object.entries(DEMO_OVERRIDES.customers).map(([customerId, settings]) => ({
      id: `pol_demo_${customerId}`,
      companyId: DEMO_COMPANY_ID,
      scope: 'customer' as const,
      customerId,
      targetKey: `customer:${customerId}`,
      settings: JSON.stringify(settings),
      updatedBy: admin,
    })),
    ...Object.entries(DEMO_OVERRIDES.facilities).map(([facilityId, settings]) => ({
      id: `pol_demo_${facilityId}`,
      companyId: DEMO_COMPANY_ID,
      scope: 'facility' as const,
      facilityId,
      targetKey: `facility:${facilityId}`,
      settings: JSON.stringify(settings),
      updatedBy: admin,
    })),
  ]);
  await insertChunked(db, claimSettings, [{ companyId: DEMO_COMPANY_ID, reminderDays: DEMO_REMINDER_DAYS }]);
  const claimed = demoClaims(fleet, now);
  await insertChunked(
    db,
    claims,
    claimed.map(({ payments: _payments, ...c }) => ({
      ...c,
      companyId: DEMO_COMPANY_ID,
      createdBy: 'usr_demo_dispatch',
      createdAt: new Date(c.createdAt),
      updatedAt: new Date(c.closedAt ?? c.sentAt ?? c.createdAt),
      sentAt: c.sentAt === null ? null : new Date(c.sentAt),
      closedAt: c.closedAt === null ? null : new Date(c.closedAt),
    })),
  );
  await insertChunked(
    db,
    claimPayments,
    claimed.flatMap((c) =>
      c.payments.map((p) => ({
        id: p.id,
        companyId: DEMO_COMPANY_ID,
        claimId: c.id,
        amountCents: p.amountCents,
        receivedAt: new Date(p.receivedAt),
        reference: p.reference,
        recordedBy: admin,
        createdAt: new Date(p.receivedAt),
      })),
    ),
  );
  const claimLog = claimed.flatMap((c) => {
    const entry = (suffix: string, action: string, at: number, details: object) => ({
      id: `log_${c.id}_${suffix}`,
      companyId: DEMO_COMPANY_ID,
      eventId: c.eventId,
      actorUserId: suffix === 'new' ? 'usr_demo_dispatch' : admin,
      action,
      details: JSON.stringify({ number: c.number, ...details }),
      createdAt: new Date(at),
    });
    const rows = [entry('new', 'claim_created', c.createdAt, { amountCents: c.amountCents })];
    if (c.sentAt !== null) rows.push(entry('sent', 'claim_status', c.sentAt, { status: 'sent' }));
    for (const p of c.payments)
      rows.push(
        entry(`pay_${p.id}`, 'payment_recorded', p.receivedAt, {
          amountCents: p.amountCents,
          receivedAt: p.receivedAt,
          reference: p.reference,
          status: c.status,
        }),
      );
    if (c.status === 'disputed' || c.status === 'waived')
      rows.push(
        entry('end', 'claim_status', (c.sentAt ?? c.createdAt) + 10 * 86_400_000, {
          status: c.status,
          note: DEMO_REASONS[c.status],
        }),
      );
    return rows;
  });
  await insertChunked(db, eventLog, claimLog);
  const raisedSoFar = demoAlerts(fleet, claimed, now, DEMO_TIME_ZONE);
  // Stop alerts appear on their event's timeline, as the hub writes them.
  await insertChunked(
    db,
    eventLog,
    raisedSoFar
      .filter((a) => a.kind !== 'claim_unpaid')
      .map((a) => ({
        id: `log_${a.id}`,
        companyId: DEMO_COMPANY_ID,
        eventId: a.eventId,
        action: 'alert_raised',
        details: JSON.stringify({ kind: a.kind, title: a.title }),
        createdAt: new Date(a.createdAt),
      })),
  );
  await insertChunked(
    db,
    alerts,
    raisedSoFar.map((a) => ({ ...a, companyId: DEMO_COMPANY_ID, createdAt: new Date(a.createdAt) })),
  );
  return { claims: claimed.length, alerts: raisedSoFar.length };
}

/**
 * Gives the demo documents their 'uploaded' evidence entries, hash-chained per event like the API writes
 * them. A chain that has any entry already is left alone, so running it again (or after people uploaded
 * to a demo event) changes nothing; a fleet seeded before the evidence log existed gets its entries.
 */
export async function seedEvidence(db: DrizzleD1Database, companyId = DEMO_COMPANY_ID): Promise<number> {
  const docs = await db
    .select()
    .from(eventDocuments)
    .where(eq(eventDocuments.companyId, companyId))
    .orderBy(asc(eventDocuments.createdAt), asc(eventDocuments.id));
  const logged = await db
    .selectDistinct({ chain: evidenceLog.chain })
    .from(evidenceLog)
    .where(eq(evidenceLog.companyId, companyId));
  const taken = new Set(logged.map((row) => row.chain));
  const heads = new Map<string, { seq: number; hash: string }>();
  const entries: (typeof evidenceLog.$inferInsert)[] = [];
  for (const doc of docs) {
    const chain = doc.eventId ?? GENERAL_CHAIN;
    if (taken.has(chain)) continue;
    const head = heads.get(chain) ?? { seq: 0, hash: GENESIS_HASH };
    const facts = {
      companyId,
      chain,
      seq: head.seq + 1,
      prevHash: head.hash,
      action: 'uploaded' as const,
      documentId: doc.id,
      documentSha256: doc.sha256,
      actorUserId: doc.uploadedBy ?? 'usr_demo_admin',
      createdAt: doc.createdAt.getTime(),
    };
    const hash = entryHash(facts);
    entries.push({ ...facts, id: `evd_${doc.id}`, hash, createdAt: doc.createdAt });
    heads.set(chain, { seq: facts.seq, hash });
  }
  await insertChunked(db, evidenceLog, entries);
  return entries.length;
}

/** Gives the demo facilities of a database seeded before facilities had zones the zone of their position. */
async function placeDemoFacilities(db: DrizzleD1Database, sites: DemoFleet['facilities']) {
  const updates = sites.map((f) =>
    db
      .update(facilities)
      .set({ timezone: f.timezone })
      .where(and(eq(facilities.id, f.id), isNull(facilities.timezone))),
  );
  await db.batch(updates as unknown as Parameters<typeof db.batch>[0]);
}

/**
 * Seeds the demo fleet unless it is complete. Every insert skips rows already present and the subscription,
 * written last, marks a finished seed: an interrupted run is completed by the next one.
 */
export async function seedDemo(env: SeedEnv, now = Date.now()): Promise<string> {
  const db = drizzle(env.DB, { casing: 'snake_case' });
  const existing = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(sql`${subscriptions.id} = 'sub_demo'`);
  if (existing.length > 0) {
    await placeDemoFacilities(db, demoFleet(now).facilities);
    const added = await seedEvidence(db);
    return added > 0
      ? `Demo fleet already seeded; added ${added} evidence log entries.`
      : 'Demo fleet already seeded; nothing changed.';
  }

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const created = new Date(now - 200 * 86_400_000);
  const fleet = demoFleet(now);
  const { facilities: sites, customers: payers, events } = fleet;

  await insertChunked(db, companies, [
    {
      id: DEMO_COMPANY_ID,
      name: 'Demo Freight Co',
      fleetSize: '11-50',
      address: '2200 S Canal St, Chicago, IL 60616',
      phone: '(312) 555-0100',
      dotNumber: '3141592',
      mcNumber: 'MC-271828',
      timezone: DEMO_TIME_ZONE,
      createdAt: created,
    },
  ]);
  await insertChunked(
    db,
    users,
    DEMO_USERS.map((u) => ({
      id: u.id,
      companyId: DEMO_COMPANY_ID,
      email: u.email,
      passwordHash,
      emailConfirmedAt: created,
      fullName: u.fullName,
      phoneNumber: u.phoneNumber,
      profileCompleted: true,
      companyCompleted: true,
      firstEventLogged: true,
      onboardingCompleted: true,
      onboardingProgress: 100,
      createdAt: created,
    })),
  );
  await insertChunked(
    db,
    userRoles,
    DEMO_USERS.map((u) => ({ userId: u.id, roleId: `role_${u.role}` })),
  );
  await insertChunked(
    db,
    facilities,
    sites.map((f) => ({ ...f, companyId: DEMO_COMPANY_ID, createdAt: created })),
  );
  await insertChunked(
    db,
    customers,
    payers.map(({ contacts: _, ...c }) => ({ ...c, companyId: DEMO_COMPANY_ID, createdAt: created })),
  );
  await insertChunked(
    db,
    customerContacts,
    payers.flatMap((c) =>
      c.contacts.map((contact, position) => ({
        id: `cct_demo_${c.id.slice(-2)}_${position}`,
        companyId: DEMO_COMPANY_ID,
        customerId: c.id,
        ...contact,
        position,
        createdAt: created,
      })),
    ),
  );
  await insertChunked(
    db,
    detentionEvents,
    events.map((e) => ({
      id: e.id,
      companyId: DEMO_COMPANY_ID,
      userId: e.userId,
      facilityId: e.facility.id,
      customerId: e.customer.id,
      facilityName: e.facility.name,
      facilityAddress: e.customer.name,
      driverName: e.driverName,
      loadNumber: e.loadNumber,
      reason: e.reason,
      appointmentTime: new Date(e.appointmentTime),
      checkInTime: new Date(e.checkInTime),
      checkOutTime: e.checkOutTime === null ? null : new Date(e.checkOutTime),
      status: e.status,
      freeTimeMinutes: 120,
      checkInLat: e.facility.lat,
      checkInLng: e.facility.lng,
      createdAt: new Date(e.checkInTime),
      updatedAt: new Date(e.checkOutTime ?? e.checkInTime),
      ...demoStoredPrice(e),
    })),
  );
  const log = events.flatMap((e) => {
    const entries: (typeof eventLog.$inferInsert)[] = [
      {
        id: `log_${e.id}_in`,
        companyId: DEMO_COMPANY_ID,
        eventId: e.id,
        actorUserId: e.userId,
        action: 'checked_in',
        createdAt: new Date(e.checkInTime),
      },
    ];
    if (e.checkOutTime !== null) {
      entries.push({
        id: `log_${e.id}_out`,
        companyId: DEMO_COMPANY_ID,
        eventId: e.id,
        actorUserId: e.userId,
        action: e.status === 'cancelled' ? 'cancelled' : 'checked_out',
        createdAt: new Date(e.checkOutTime),
      });
    }
    return entries;
  });
  await insertChunked(db, eventLog, log);
  const documents = await seedDocuments(db, env.DOCUMENTS, events, now);
  const evidence = await seedEvidence(db);
  const money = await seedMoney(db, fleet, now);
  const periodStart = Math.floor(now / 1000) - 10 * 86_400;
  await insertChunked(db, paymentCustomers, [
    { companyId: DEMO_COMPANY_ID, userId: 'usr_demo_admin', providerCustomerId: 'cus_demo', email: DEMO_EMAIL },
  ]);
  await insertChunked(db, subscriptions, [
    {
      id: 'sub_demo',
      companyId: DEMO_COMPANY_ID,
      userId: 'usr_demo_admin',
      customerId: 'cus_demo',
      status: 'active',
      priceId: 'price_professional_monthly',
      created: Math.floor(created.getTime() / 1000),
      currentPeriodStart: periodStart,
      currentPeriodEnd: periodStart + 30 * 86_400,
      providerUpdated: periodStart,
    },
  ]);
  return `Seeded Demo Freight Co: ${DEMO_USERS.length} users, ${sites.length} facilities, ${payers.length} customers, ${events.length} events, ${documents} documents, ${evidence} evidence log entries, ${money.claims} claims, ${money.alerts} alerts.`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const at = process.argv.indexOf('--persist-to');
  const persistTo = at === -1 ? undefined : process.argv[at + 1];
  const proxy = await getPlatformProxy<SeedEnv>({
    configPath: new URL('../../wrangler.toml', import.meta.url).pathname,
    ...(persistTo ? { persist: { path: persistTo } } : {}),
  });
  try {
    console.log(await seedDemo(proxy.env));
  } finally {
    await proxy.dispose();
  }
}
