/**
 * Seeds the local D1 and R2 of `wrangler dev` with the demo fleet. Local only: it talks to wrangler's
 * local persistence through getPlatformProxy and never to a deployment. Running it twice changes nothing.
 *
 *   node db/seed/run.ts [--persist-to <dir>]
 */
import type { D1Database, R2Bucket } from '@cloudflare/workers-types';
import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/d1';
import { getPlatformProxy } from 'wrangler';
import { subscriptions } from '../schema/billing.ts';
import { companyDatabases } from '../schema/directory.ts';
import { copyIdentity } from '../split/identity.ts';
import { DEMO_COMPANY_ID, DEMO_USERS, demoFleet } from './demo-data.ts';
import { DEMO_SUBSCRIPTION_ID, seedCompany, seedSubscription } from './write/company.ts';
import { seedDocuments } from './write/documents.ts';
import { seedEvents } from './write/events.ts';
import { seedEvidence } from './write/evidence.ts';
import { seedIntegrations } from './write/integrations.ts';
import { seedMoney } from './write/money.ts';
import { placeDemoFacilities, seedPlaces } from './write/places.ts';

interface SeedEnv {
  DB: D1Database;
  DOCUMENTS: R2Bucket;
  /** A new demo fleet's data goes to the first company database when there is one (docs/scaling.md). */
  COMPANY_DB_1?: D1Database;
}

/** The directory's name of the demo fleet's database. */
const DEMO_DATABASE = 'COMPANY_DB_1';

/**
 * Seeds the demo fleet unless it is complete. Every insert skips rows already present and the subscription,
 * written last, marks a finished seed: an interrupted run is completed by the next one.
 */
export async function seedDemo(env: SeedEnv, now = Date.now()): Promise<string> {
  const global = drizzle(env.DB, { casing: 'snake_case' });
  const existing = await global
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(eq(subscriptions.id, DEMO_SUBSCRIPTION_ID));
  // The demo's stops, documents and claims: in the database its directory entry names (a fleet seeded before
  // companies were spread over databases has none and stays in the global one).
  const [entry] = await global
    .select({ database: companyDatabases.database })
    .from(companyDatabases)
    .where(eq(companyDatabases.companyId, DEMO_COMPANY_ID));
  const database = entry?.database ?? (existing.length === 0 && env.COMPANY_DB_1 ? DEMO_DATABASE : null);
  const binding = database === null ? undefined : (env as unknown as Record<string, D1Database | undefined>)[database];
  const db = binding && binding !== env.DB ? drizzle(binding, { casing: 'snake_case' }) : global;
  if (existing.length > 0) {
    await placeDemoFacilities(db, demoFleet(now).facilities);
    const added = await seedEvidence(db);
    // A database seeded before integrations existed gets the demo integration too (inserts skip existing rows).
    await seedIntegrations(db, new Date(now - 200 * 86_400_000));
    return added > 0
      ? `Demo fleet already seeded; added ${added} evidence log entries.`
      : 'Demo fleet already seeded; nothing changed.';
  }

  const created = new Date(now - 200 * 86_400_000);
  const fleet = demoFleet(now);
  // The company and its people in the global database, its directory entry, their copy in the company's.
  await seedCompany(global, created);
  if (db !== global) {
    await global
      .insert(companyDatabases)
      .values({ companyId: DEMO_COMPANY_ID, database: DEMO_DATABASE })
      .onConflictDoNothing();
    await copyIdentity(global, db, DEMO_COMPANY_ID);
  }
  await seedPlaces(db, fleet, created);
  await seedEvents(db, fleet.events);
  const documents = await seedDocuments(db, env.DOCUMENTS, fleet.events, now);
  const evidence = await seedEvidence(db);
  const money = await seedMoney(db, fleet, now);
  await seedIntegrations(db, created);
  await seedSubscription(global, now, created);
  return `Seeded Demo Freight Co${db === global ? '' : ` (its data in ${database})`}: ${DEMO_USERS.length} users, ${fleet.facilities.length} facilities, ${fleet.customers.length} customers, ${fleet.events.length} events, ${documents} documents, ${evidence} evidence log entries, ${money.claims} claims, ${money.alerts} alerts, 1 ELD integration.`;
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
