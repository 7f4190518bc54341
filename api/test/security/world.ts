/**
 * The people and companies the security suite calls the API as: two subscribed companies A and B with one
 * person per company role, a company without a subscription and a platform admin without a company (made
 * with the one member builder of fixtures/companies.ts: sessions from the app's own session module, so the
 * suite does not pay for a password hash per caller).
 */
import { env } from 'cloudflare:test';
import { API_SCOPES } from '@dwell/core/schemas/api-keys';
import { newId } from '@dwell/core/ids';
import type { Db } from '../../src/env.ts';
import { issueKey } from '../../src/lib/api-keys/keys.ts';
import { bindingOf, type CompanyDatabase, placeCompany, syncIdentity } from '../../src/lib/company-db.ts';
import { dbOver } from '../../src/lib/db.ts';
import { companies } from '../../src/lib/schema.ts';
import { addMember, type Member, subscribe } from '../fixtures/companies.ts';
import { db } from '../fixtures/http.ts';

export const COMPANY_ROLES = ['carrier_admin', 'carrier', 'dispatcher', 'driver'] as const;
export type CompanyRole = (typeof COMPANY_ROLES)[number];

/** A person of the suite: a member whose name is unique, so an answer carrying it is a leak. */
export type Person = Member & { fullName: string };

export interface Tenant {
  id: string;
  name: string;
  subscribed: boolean;
  people: Record<CompanyRole, Person>;
  /** An API key of the company with every scope, created by its carrier admin (Bearer token). */
  apiKey: string;
  /** The database of the company's data: the global one, or the company database it was placed in. */
  db: Db;
}

const tag = () => Math.random().toString(36).slice(2, 10);

/**
 * A company with one signed-in person per company role, subscribed (active) unless told otherwise, its data in
 * the global database or, when told, in a company database (placed as a sign-up places it: docs/scaling.md).
 */
export async function tenant(label: string, subscribed = true, database?: CompanyDatabase): Promise<Tenant> {
  const id = newId('co');
  const name = `${label} Haulage ${tag()}`;
  await db().insert(companies).values({ id, name, fleetSize: '1-10' });
  if (database) await placeCompany(env, id, database);
  const people = {} as Record<CompanyRole, Person>;
  for (const role of COMPANY_ROLES) {
    const fullName = `${label} ${role} ${tag()}`;
    people[role] = { ...(await addMember(id, role, fullName)), fullName };
  }
  await syncIdentity(env, id);
  if (subscribed) await subscribe(id, 'active', { userId: people.carrier_admin.userId });
  const key = await issueKey(db(), id, people.carrier_admin.userId, { name: `${label} key`, scopes: [...API_SCOPES] });
  return { id, name, subscribed, people, apiKey: key.token, db: database ? dbOver(bindingOf(env, database)) : db() };
}
