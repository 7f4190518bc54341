import type { Role } from '@dwell/core/constants';
import { newId } from '@dwell/core/ids';
import { API_SCOPES, type ApiKeyView, type ApiScope, type CreateApiKeyInput } from '@dwell/core/schemas/api-keys';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../env.ts';
import { ApiError } from '../errors.ts';
import { belowLimit, insertIf } from '../insert-if.ts';
import {
  type ApiKey,
  apiKeys,
  companies,
  companyDatabases,
  roles,
  subscriptions,
  userRoles,
  users,
} from '../schema.ts';
import { actingUserColumns, currentSubscriptionId, type SessionRecord } from '../sessions.ts';
import { hashSecret, randomSecret, secretMatches } from '@dwell/core/server/tokens';

/** Keys a company may hold at once (revoked ones do not count). */
export const MAX_ACTIVE_KEYS = 20;

const TOKEN = /^dwk_([a-z2-7]{20})_([a-z2-7]{40})$/;

/** The id and secret of a presented key, or null when it does not have the shape of one. */
export function parseToken(token: string): { id: string; secret: string } | null {
  const match = TOKEN.exec(token);
  return match ? { id: `apk_${match[1]}`, secret: match[2] ?? '' } : null;
}

const scopesOf = (raw: string): ApiScope[] => {
  const parsed = JSON.parse(raw) as unknown;
  return Array.isArray(parsed) ? API_SCOPES.filter((s) => parsed.includes(s)) : [];
};

/** A key row as the management screen shows it. */
export function toKeyView(row: ApiKey, createdBy: string): ApiKeyView {
  return {
    id: row.id,
    name: row.name,
    scopes: scopesOf(row.scopes),
    prefix: `dwk_${row.id.slice(4, 10)}`,
    createdAt: row.createdAt.getTime(),
    createdBy,
    lastUsedAt: row.lastUsedAt?.getTime() ?? null,
    revokedAt: row.revokedAt?.getTime() ?? null,
  };
}

/** The company's unrevoked keys, counted by the insert of a new key. */
const activeKeyCount = (db: Db, companyId: string) =>
  db
    .select({ n: count() })
    .from(apiKeys)
    .where(and(eq(apiKeys.companyId, companyId), isNull(apiKeys.revokedAt)));

export const tooManyKeys = () =>
  new ApiError(409, 'too_many_keys', `A company may hold at most ${MAX_ACTIVE_KEYS} active API keys.`);

/**
 * Creates a key and returns its row with the full key, which exists only in this answer. The insert itself
 * counts the company's active keys, so parallel requests cannot pass MAX_ACTIVE_KEYS (409 too_many_keys).
 */
export async function issueKey(db: Db, companyId: string, userId: string, input: CreateApiKeyInput) {
  const id = newId('apk');
  const secret = randomSecret();
  const row: ApiKey = {
    id,
    companyId,
    createdBy: userId,
    name: input.name,
    scopes: JSON.stringify(input.scopes),
    secretHash: hashSecret(secret),
    createdAt: new Date(),
    lastUsedAt: null,
    revokedAt: null,
  };
  const written = await insertIf(db, apiKeys, row, belowLimit(activeKeyCount(db, companyId), MAX_ACTIVE_KEYS));
  if (written.meta.changes !== 1) throw tooManyKeys();
  return { row, token: `dwk_${id.slice(4)}_${secret}` };
}

const keyWithCreator = (db: Db) =>
  db
    .select({ key: apiKeys, creator: users.fullName, email: users.email })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.createdBy));

/** The company's keys, newest first, with their creator's name. */
export function listKeys(db: Db, companyId: string) {
  return keyWithCreator(db).where(eq(apiKeys.companyId, companyId)).orderBy(desc(apiKeys.createdAt)).limit(100);
}

/** One key of the company with its creator's name; another company's id reads as missing. */
export async function findKey(db: Db, companyId: string, id: string) {
  const [row] = await keyWithCreator(db).where(and(eq(apiKeys.id, id), eq(apiKeys.companyId, companyId)));
  return row;
}

/** Revokes a key of the company at once (again is harmless); undefined when the company has no such key. */
export async function revokeKey(db: Db, companyId: string, id: string, now = new Date()) {
  await db
    .update(apiKeys)
    .set({ revokedAt: now })
    .where(and(eq(apiKeys.id, id), eq(apiKeys.companyId, companyId), isNull(apiKeys.revokedAt)));
  return findKey(db, companyId, id);
}

export interface KeyHolder {
  key: ApiKey;
  scopes: ApiScope[];
  /** The key's creator as the acting user, with the company's current subscription. */
  auth: SessionRecord;
}

/** The key a token names with the person and company it acts for; null when unknown or the secret is wrong. */
export async function readKey(db: Db, token: { id: string; secret: string }): Promise<KeyHolder | null> {
  const [row] = await db
    .select({
      key: apiKeys,
      userCompanyId: users.companyId,
      ...actingUserColumns,
    })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.createdBy))
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .innerJoin(companies, eq(companies.id, apiKeys.companyId))
    .leftJoin(subscriptions, eq(subscriptions.id, currentSubscriptionId(apiKeys.companyId)))
    .leftJoin(companyDatabases, eq(companyDatabases.companyId, apiKeys.companyId))
    .where(eq(apiKeys.id, token.id));
  if (!row || !secretMatches(token.secret, row.key.secretHash)) return null;
  const { key } = row;
  return {
    key,
    scopes: scopesOf(key.scopes),
    auth: {
      sessionId: key.id,
      tokenHash: '',
      isActive: true,
      terminationReason: null,
      expiresAt: Number.MAX_SAFE_INTEGER,
      absoluteExpiresAt: Number.MAX_SAFE_INTEGER,
      lastActivity: Date.now(),
      userId: key.createdBy,
      email: row.email,
      fullName: row.fullName,
      phoneNumber: row.phoneNumber,
      avatarKey: row.avatarKey,
      emailConfirmed: row.emailConfirmedAt !== null,
      onboardingCompleted: row.onboardingCompleted,
      // A creator who left the company or was disabled takes the key's power with them.
      disabled: row.disabledAt !== null || row.userCompanyId !== key.companyId,
      role: row.role as Role,
      companyId: key.companyId,
      companyName: row.companyName,
      fleetSize: row.fleetSize,
      companyTimezone: row.companyTimezone,
      subscriptionStatus: row.subscriptionStatus,
      currentPeriodEnd: row.currentPeriodEnd,
      cancelAtPeriodEnd: row.cancelAtPeriodEnd ?? false,
      companyDatabase: row.companyDatabase,
      companyReadOnlySince: row.companyReadOnlySince,
    },
  };
}
