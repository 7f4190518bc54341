import { env } from 'cloudflare:test';
import type { Role } from '@dwell/core/constants';
import { newId } from '@dwell/core/ids';
import { eq } from 'drizzle-orm';
import { detentionEvents, subscriptions, userRoles, users } from '../src/lib/schema.ts';
import { sessionConfig } from '../src/lib/session-config.ts';
import { createSession } from '../src/lib/sessions.ts';
import { call, db, signUp } from './helpers.ts';

/** Gives a company a subscription row (active by default), as the payment webhook would. */
export async function subscribe(companyId: string, status = 'active'): Promise<void> {
  const now = Math.floor(Date.now() / 1000);
  await db()
    .insert(subscriptions)
    .values({
      id: newId('sub'),
      companyId,
      customerId: newId('cus'),
      status,
      priceId: 'price_test',
      created: now,
      currentPeriodStart: now - 86_400,
      currentPeriodEnd: now + 29 * 86_400,
      providerUpdated: now,
    });
}

export interface Member {
  userId: string;
  email: string;
  cookie: string;
  fullName: string | null;
}

/** Adds a member with a role to a company and signs them in (a session made directly, no rate limits). */
export async function addMember(
  companyId: string,
  role: Role,
  fullName: string | null = 'Test Driver',
): Promise<Member> {
  const userId = newId('usr');
  const email = `${role}-${userId}@fleet.test`;
  await db().batch([
    db()
      .insert(users)
      .values({ id: userId, companyId, email, passwordHash: 'x', fullName, emailConfirmedAt: new Date() }),
    db()
      .insert(userRoles)
      .values({ userId, roleId: `role_${role}` }),
  ]);
  const session = await createSession(
    db(),
    userId,
    { ip: '203.0.113.9', userAgent: 'test', fingerprint: 'test' },
    sessionConfig(env),
  );
  return { userId, email, cookie: `__Host-dwell_session=${session.token}`, fullName };
}

/** A subscribed company with its carrier admin (profile complete), a dispatcher and two drivers. */
export async function fleet(options: { status?: string | null } = {}) {
  const owner = await signUp();
  await db().update(users).set({ fullName: 'Olive Owner' }).where(eq(users.id, owner.userId));
  if (options.status !== null) await subscribe(owner.companyId, options.status ?? 'active');
  const [dispatcher, driver, otherDriver] = await Promise.all([
    addMember(owner.companyId, 'dispatcher', 'Dee Dispatch'),
    addMember(owner.companyId, 'driver', 'Marcus Reed'),
    addMember(owner.companyId, 'driver', 'Elena Vasquez'),
  ]);
  return {
    companyId: owner.companyId,
    admin: { userId: owner.userId, email: owner.email, cookie: owner.cookie, fullName: 'Olive Owner' },
    dispatcher,
    driver,
    otherDriver,
  };
}
export type Fleet = Awaited<ReturnType<typeof fleet>>;

const MINUTE = 60_000;

/** Logs an event through the API as `cookie` would; times default to a stop that started `minutesAgo`. */
export async function logEvent(cookie: string, overrides: Record<string, unknown> = {}, minutesAgo = 30) {
  const res = await call('/api/events', {
    cookie,
    json: {
      facilityName: 'Lakeshore Grocery DC',
      facilityAddress: 'Northline Foods',
      checkInTime: new Date(Date.now() - minutesAgo * MINUTE).toISOString(),
      reason: 'dock_full',
      loadNumber: 'LD-1001',
      ...overrides,
    },
  });
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { event: { id: string } }).event;
}

/** Number of detention events of a company (to prove a refused request wrote nothing). */
export async function eventCount(companyId: string): Promise<number> {
  return (
    await db().select({ id: detentionEvents.id }).from(detentionEvents).where(eq(detentionEvents.companyId, companyId))
  ).length;
}

export interface ErrorAnswer {
  error: { code: string; message: string; details?: unknown };
}

/**
 * Polls until `read` gives a value `accept` likes (or 3 s pass) and returns the last value: work the API
 * does after answering (pushes, alerts, emails) lands a moment later.
 */
export async function eventually<T>(read: () => Promise<T>, accept: (value: T) => boolean, ms = 3000): Promise<T> {
  const until = Date.now() + ms;
  let value = await read();
  while (!accept(value) && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    value = await read();
  }
  return value;
}
