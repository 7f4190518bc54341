/**
 * The people and companies the security suite calls the API as: two subscribed companies A and B with one
 * person per company role, a company without a subscription and a platform admin without a company.
 * Sessions are created with the app's own session module (the same token the sign-in issues), so the suite
 * does not pay for a password hash per caller.
 */
import { env } from 'cloudflare:test';
import type { Role } from '@dwell/core/constants';
import { API_SCOPES } from '@dwell/core/schemas/api-keys';
import { newId } from '@dwell/core/ids';
import { issueKey } from '../../src/lib/api-keys/keys.ts';
import { SESSION_COOKIE } from '../../src/lib/cookies.ts';
import { hashPassword } from '@dwell/core/server/password';
import { companies, userRoles, users } from '../../src/lib/schema.ts';
import { sessionConfig } from '../../src/lib/session-config.ts';
import { createSession } from '../../src/lib/sessions.ts';
import { db, PASSWORD, subscribe } from '../helpers.ts';

export const COMPANY_ROLES = ['carrier_admin', 'carrier', 'dispatcher', 'driver'] as const;
export type CompanyRole = (typeof COMPANY_ROLES)[number];

export interface Person {
  userId: string;
  email: string;
  fullName: string;
  role: Role;
  companyId: string | null;
  /** Cookie header value of a live session. */
  cookie: string;
  sessionId: string;
}

export interface Tenant {
  id: string;
  name: string;
  subscribed: boolean;
  people: Record<CompanyRole, Person>;
  /** An API key of the company with every scope, created by its carrier admin (Bearer token). */
  apiKey: string;
}

let passwordHash: Promise<string> | undefined;
/** One scrypt hash of the shared test password, reused by every person the suite creates. */
const hashOnce = () => {
  passwordHash ??= hashPassword(PASSWORD);
  return passwordHash;
};

const CLIENT = { ip: '203.0.113.7', userAgent: 'dwell-security-suite', fingerprint: '' };
const tag = () => Math.random().toString(36).slice(2, 10);

/** A fresh live session of a user, as a Cookie header value. */
export async function sessionOf(userId: string): Promise<{ cookie: string; sessionId: string }> {
  const created = await createSession(db(), userId, CLIENT, sessionConfig(env));
  return { cookie: `${SESSION_COOKIE}=${created.token}`, sessionId: created.id };
}

/** A confirmed user with one role, signed in. companyId null makes a platform-level user (admins). */
export async function person(companyId: string | null, role: Role, label: string): Promise<Person> {
  const userId = newId('usr');
  const email = `${label}-${role}-${tag()}@tenant.test`.toLowerCase();
  const fullName = `${label} ${role} ${tag()}`;
  await db().batch([
    db()
      .insert(users)
      .values({ id: userId, companyId, email, fullName, passwordHash: await hashOnce(), emailConfirmedAt: new Date() }),
    db()
      .insert(userRoles)
      .values({ userId, roleId: `role_${role}` }),
  ]);
  return { userId, email, fullName, role, companyId, ...(await sessionOf(userId)) };
}

/** A company with one signed-in person per company role, subscribed (active) unless told otherwise. */
export async function tenant(label: string, subscribed = true): Promise<Tenant> {
  const id = newId('co');
  const name = `${label} Haulage ${tag()}`;
  await db().insert(companies).values({ id, name, fleetSize: '1-10' });
  const people = {} as Record<CompanyRole, Person>;
  for (const role of COMPANY_ROLES) people[role] = await person(id, role, label);
  if (subscribed) await subscribe(id, 'active', { userId: people.carrier_admin.userId });
  const key = await issueKey(db(), id, people.carrier_admin.userId, { name: `${label} key`, scopes: [...API_SCOPES] });
  return { id, name, subscribed, people, apiKey: key.token };
}
