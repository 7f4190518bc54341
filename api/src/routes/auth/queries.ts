import type { FleetSize } from '@dwell/core/constants';
import { newId } from '@dwell/core/ids';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../env.ts';
import { authTokens, companies, userRoles, userSessions, users } from '../../lib/schema.ts';
import { EMAILED_TOKEN_BYTES, hashSecret, randomSecret } from '@dwell/core/server/tokens';

export type TokenKind = 'password_reset' | 'email_confirm';

export const TOKEN_LIFETIME_MS: Record<TokenKind, number> = {
  password_reset: 60 * 60_000,
  email_confirm: 7 * 24 * 60 * 60_000,
};

export function findUserByEmail(db: Db, email: string) {
  return db.query.users.findFirst({ where: eq(users.email, email) });
}

/**
 * Creates a company and its first user (carrier_admin) in one atomic batch: either all three rows exist
 * afterwards or none does.
 */
export async function createCompanyWithOwner(
  db: Db,
  input: { email: string; passwordHash: string; companyName: string; fleetSize: FleetSize; timezone?: string },
): Promise<{ userId: string; companyId: string }> {
  const companyId = newId('co');
  const userId = newId('usr');
  await db.batch([
    db
      .insert(companies)
      .values({ id: companyId, name: input.companyName, fleetSize: input.fleetSize, timezone: input.timezone }),
    db.insert(users).values({ id: userId, companyId, email: input.email, passwordHash: input.passwordHash }),
    db.insert(userRoles).values({ userId, roleId: 'role_carrier_admin' }),
  ]);
  return { userId, companyId };
}

/** Issues a single-use token; issuing one cancels every earlier unused token of the same kind. */
export async function issueToken(db: Db, userId: string, kind: TokenKind, now = Date.now()): Promise<string> {
  const secret = randomSecret(EMAILED_TOKEN_BYTES);
  await db.batch([
    db
      .update(authTokens)
      .set({ usedAt: new Date(now) })
      .where(and(eq(authTokens.userId, userId), eq(authTokens.kind, kind), isNull(authTokens.usedAt))),
    db.insert(authTokens).values({
      id: newId('tok'),
      userId,
      kind,
      tokenHash: hashSecret(secret),
      expiresAt: new Date(now + TOKEN_LIFETIME_MS[kind]),
    }),
  ]);
  return secret;
}

/**
 * Spends a token: marks it used and returns its user, or null when it is unknown, used, expired or of
 * another kind. The update is conditional, so two concurrent uses cannot both succeed.
 */
export async function consumeToken(db: Db, secret: string, kind: TokenKind, now = Date.now()): Promise<string | null> {
  const [row] = await db
    .update(authTokens)
    .set({ usedAt: new Date(now) })
    .where(
      and(
        eq(authTokens.tokenHash, hashSecret(secret)),
        eq(authTokens.kind, kind),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, new Date(now)),
      ),
    )
    .returning({ userId: authTokens.userId });
  return row?.userId ?? null;
}

export async function setPassword(db: Db, userId: string, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash, passwordChangedAt: new Date() }).where(eq(users.id, userId));
}

export async function confirmEmail(db: Db, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ emailConfirmedAt: new Date() })
    .where(and(eq(users.id, userId), isNull(users.emailConfirmedAt)));
}

/** The stored password hash of a user, or null. */
export async function passwordHashOf(db: Db, userId: string): Promise<string | null> {
  const [user] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId));
  return user?.hash ?? null;
}

/** Whether a session of this id is the user's own and still active. */
export async function ownsActiveSession(db: Db, userId: string, sessionId: string): Promise<boolean> {
  const [owned] = await db
    .select({ id: userSessions.id })
    .from(userSessions)
    .where(and(eq(userSessions.id, sessionId), eq(userSessions.userId, userId), eq(userSessions.isActive, true)));
  return owned !== undefined;
}
