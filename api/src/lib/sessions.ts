import { MAX_CONCURRENT_SESSIONS, type Role } from '@dwell/core/constants';
import { newId } from '@dwell/core/ids';
import type { TerminationReason } from '@dwell/core/messages';
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { Db } from '../env.ts';
import {
  companies,
  companyDatabases,
  roles,
  sessionAuditLog,
  subscriptions,
  userRoles,
  userSessions,
  users,
} from './schema.ts';
import type { SessionConfig } from './session-config.ts';
import { hashSecret, randomSecret, secretMatches } from '@dwell/core/server/tokens';

export interface ClientFacts {
  ip: string;
  userAgent: string;
  fingerprint: string;
}

/** Writes one row of the session audit log (docs/product.md#data). */
export async function audit(
  db: Db,
  entry: {
    userId: string | null;
    sessionId?: string | null;
    type: string;
    client?: Partial<ClientFacts>;
    details?: object;
  },
): Promise<void> {
  await db.insert(sessionAuditLog).values({
    id: newId('aud'),
    userId: entry.userId,
    sessionId: entry.sessionId ?? null,
    eventType: entry.type,
    eventDetails: JSON.stringify({
      timestamp: new Date().toISOString(),
      userAgent: entry.client?.userAgent ?? null,
      deviceFingerprint: entry.client?.fingerprint ?? null,
      ...entry.details,
    }),
    ipAddress: entry.client?.ip ?? 'unknown',
  });
}

/** Ends one session if it is still active; true when this call ended it. */
export async function terminateSession(db: Db, sessionId: string, reason: TerminationReason, now = Date.now()) {
  const ended = await db
    .update(userSessions)
    .set({ isActive: false, terminationReason: reason, terminatedAt: new Date(now) })
    .where(and(eq(userSessions.id, sessionId), eq(userSessions.isActive, true)))
    .returning({ id: userSessions.id, userId: userSessions.userId });
  const row = ended[0];
  if (row) await audit(db, { userId: row.userId, sessionId, type: 'session_terminated', details: { reason } });
  return Boolean(row);
}

/** Ends every active session of a user, optionally keeping one; returns the ids it ended. */
export async function terminateUserSessions(
  db: Db,
  userId: string,
  reason: TerminationReason,
  keepSessionId?: string,
): Promise<string[]> {
  const conditions = [eq(userSessions.userId, userId), eq(userSessions.isActive, true)];
  if (keepSessionId) conditions.push(ne(userSessions.id, keepSessionId));
  const ended = await db
    .update(userSessions)
    .set({ isActive: false, terminationReason: reason, terminatedAt: new Date() })
    .where(and(...conditions))
    .returning({ id: userSessions.id });
  for (const { id } of ended)
    await audit(db, { userId, sessionId: id, type: 'session_terminated', details: { reason } });
  return ended.map((r) => r.id);
}

export interface NewSession {
  token: string;
  id: string;
  expiresAt: number;
  absoluteExpiresAt: number;
  /** Sessions ended because the user holds too many (forced cleanup). */
  evicted: string[];
}

/** Random bytes of a session's id (160 bits) and of its secret (256 bits; only its SHA-256 is stored). */
export const SESSION_ID_BYTES = 20;
export const SESSION_SECRET_BYTES = 32;

/**
 * Starts a session with a fresh random token (id + secret; only the secret's SHA-256 is stored). Beyond
 * MAX_CONCURRENT_SESSIONS the oldest sessions of the user are ended.
 */
export async function createSession(
  db: Db,
  userId: string,
  client: ClientFacts,
  config: SessionConfig,
  now = Date.now(),
): Promise<NewSession> {
  const id = randomSecret(SESSION_ID_BYTES);
  const secret = randomSecret(SESSION_SECRET_BYTES);
  const absoluteExpiresAt = now + config.absoluteMs;
  const expiresAt = Math.min(now + config.idleMs, absoluteExpiresAt);
  await db.insert(userSessions).values({
    id,
    userId,
    tokenHash: hashSecret(secret),
    createdAt: new Date(now),
    lastActivity: new Date(now),
    expiresAt: new Date(expiresAt),
    absoluteExpiresAt: new Date(absoluteExpiresAt),
    ipAddress: client.ip,
    userAgent: client.userAgent,
    deviceFingerprint: client.fingerprint,
  });
  await audit(db, { userId, sessionId: id, type: 'session_created', client });
  const active = await db
    .select({ id: userSessions.id })
    .from(userSessions)
    .where(and(eq(userSessions.userId, userId), eq(userSessions.isActive, true)))
    .orderBy(asc(userSessions.createdAt));
  const evicted = active.slice(0, Math.max(0, active.length - MAX_CONCURRENT_SESSIONS)).map((s) => s.id);
  for (const old of evicted) await terminateSession(db, old, 'force_cleanup', now);
  return { token: `${id}.${secret}`, id, expiresAt, absoluteExpiresAt, evicted };
}

/** Everything a request needs about its session, read in one query. */
export interface SessionRecord {
  sessionId: string;
  tokenHash: string;
  isActive: boolean;
  terminationReason: string | null;
  expiresAt: number;
  absoluteExpiresAt: number;
  lastActivity: number;
  userId: string;
  email: string;
  fullName: string | null;
  phoneNumber: string | null;
  avatarKey: string | null;
  emailConfirmed: boolean;
  /** Every 'Getting Started' step is done (as last recalculated): the dashboard has no onboarding to show. */
  onboardingCompleted: boolean;
  disabled: boolean;
  role: Role;
  companyId: string | null;
  companyName: string | null;
  fleetSize: string | null;
  /** The company's IANA zone: its reports' days and periods follow it. */
  companyTimezone: string | null;
  subscriptionStatus: string | null;
  currentPeriodEnd: number | null;
  cancelAtPeriodEnd: boolean;
  /** The company database holding the company's data (lib/company-db.ts); null: the global database. */
  companyDatabase: string | null;
  /** Set while the company is being moved to another database: its data can be read, not changed. */
  companyReadOnlySince: Date | null;
}

/** SQL choosing the subscription a company has now: an active or trialing one first, then the newest. */
export function currentSubscriptionId(companyIdColumn: SQLiteColumn) {
  return sql`(SELECT candidate.id FROM subscriptions AS candidate WHERE candidate.company_id = ${companyIdColumn}
    ORDER BY candidate.status IN ('active', 'trialing') DESC, candidate.created DESC LIMIT 1)`;
}

/**
 * The columns a request needs about the person acting and their company's subscription, whether it comes
 * with a session cookie or an API key (joined on users, roles, companies and subscriptions).
 */
export const actingUserColumns = {
  email: users.email,
  fullName: users.fullName,
  phoneNumber: users.phoneNumber,
  avatarKey: users.avatarKey,
  emailConfirmedAt: users.emailConfirmedAt,
  onboardingCompleted: users.onboardingCompleted,
  disabledAt: users.disabledAt,
  role: roles.name,
  companyName: companies.name,
  fleetSize: companies.fleetSize,
  companyTimezone: companies.timezone,
  subscriptionStatus: subscriptions.status,
  currentPeriodEnd: subscriptions.currentPeriodEnd,
  cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
  companyDatabase: companyDatabases.database,
  companyReadOnlySince: companyDatabases.readOnlySince,
};

/** Reads a session by its cookie token; null when the token is malformed, unknown or its secret is wrong. */
export async function readSession(db: Db, token: string): Promise<SessionRecord | null> {
  const [id, secret, extra] = token.split('.');
  if (!id || !secret || extra !== undefined || id.length > 64 || secret.length > 128) return null;
  const [row] = await db
    .select({
      sessionId: userSessions.id,
      tokenHash: userSessions.tokenHash,
      isActive: userSessions.isActive,
      terminationReason: userSessions.terminationReason,
      expiresAt: userSessions.expiresAt,
      absoluteExpiresAt: userSessions.absoluteExpiresAt,
      lastActivity: userSessions.lastActivity,
      userId: users.id,
      companyId: users.companyId,
      ...actingUserColumns,
    })
    .from(userSessions)
    .innerJoin(users, eq(users.id, userSessions.userId))
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .leftJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(subscriptions, eq(subscriptions.id, currentSubscriptionId(users.companyId)))
    .leftJoin(companyDatabases, eq(companyDatabases.companyId, users.companyId))
    .where(eq(userSessions.id, id));
  if (!row || !secretMatches(secret, row.tokenHash)) return null;
  return {
    ...row,
    expiresAt: row.expiresAt.getTime(),
    absoluteExpiresAt: row.absoluteExpiresAt.getTime(),
    lastActivity: row.lastActivity.getTime(),
    emailConfirmed: row.emailConfirmedAt !== null,
    disabled: row.disabledAt !== null,
    role: row.role as Role,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd ?? false,
  };
}

/**
 * Records activity: moves the idle deadline to now + idle timeout (never past the absolute maximum), at most
 * once per throttle period. Returns the new deadline when it moved.
 */
export async function touchSession(
  db: Db,
  session: Pick<SessionRecord, 'sessionId' | 'lastActivity' | 'absoluteExpiresAt'>,
  config: SessionConfig,
  now = Date.now(),
): Promise<number | null> {
  if (now - session.lastActivity < config.activityThrottleMs) return null;
  const expiresAt = Math.min(now + config.idleMs, session.absoluteExpiresAt);
  await db
    .update(userSessions)
    .set({ lastActivity: new Date(now), expiresAt: new Date(expiresAt) })
    .where(and(eq(userSessions.id, session.sessionId), eq(userSessions.isActive, true)));
  return expiresAt;
}

/** 'Extend Session (30 min)': the deadline becomes at least now + extension, never past the absolute maximum. */
export async function extendSession(
  db: Db,
  session: Pick<SessionRecord, 'sessionId' | 'expiresAt' | 'absoluteExpiresAt'>,
  config: SessionConfig,
  now = Date.now(),
): Promise<number> {
  const expiresAt = Math.min(Math.max(session.expiresAt, now + config.extensionMs), session.absoluteExpiresAt);
  await db
    .update(userSessions)
    .set({ lastActivity: new Date(now), expiresAt: new Date(expiresAt) })
    .where(and(eq(userSessions.id, session.sessionId), eq(userSessions.isActive, true)));
  return expiresAt;
}

/** The user's active sessions, most recently used first. */
export function activeSessionsOf(db: Db, userId: string) {
  return db
    .select({
      id: userSessions.id,
      createdAt: userSessions.createdAt,
      lastActivity: userSessions.lastActivity,
      expiresAt: userSessions.expiresAt,
      ipAddress: userSessions.ipAddress,
      userAgent: userSessions.userAgent,
    })
    .from(userSessions)
    .where(and(eq(userSessions.userId, userId), eq(userSessions.isActive, true)))
    .orderBy(desc(userSessions.lastActivity));
}
