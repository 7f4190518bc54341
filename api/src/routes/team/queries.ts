import type { Role } from '@dwell/core/constants';
import { newId } from '@dwell/core/ids';
import { INVITATION_LIFETIME_MS, type TeamRole } from '@dwell/core/schemas/team';
import { and, asc, count, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../env.ts';
import { belowLimit, type FullRow, insertIf } from '../../lib/insert-if.ts';
import { companies, invitations, roles, userRoles, users } from '../../lib/schema.ts';
import { EMAILED_TOKEN_BYTES, hashSecret, randomSecret } from '@dwell/core/server/tokens';

/** Active (not removed) members of a company with their roles, oldest first. */
export function listMembers(db: Db, companyId: string) {
  return db
    .select({
      id: users.id,
      email: users.email,
      fullName: users.fullName,
      phoneNumber: users.phoneNumber,
      role: roles.name,
      createdAt: users.createdAt,
    })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(users.companyId, companyId), isNull(users.disabledAt)))
    .orderBy(asc(users.createdAt));
}

const pending = (companyId: string, now: number) =>
  and(
    eq(invitations.companyId, companyId),
    isNull(invitations.acceptedAt),
    isNull(invitations.revokedAt),
    gt(invitations.expiresAt, new Date(now)),
  );

/** Invitations still waiting to be accepted. */
export function listPendingInvitations(db: Db, companyId: string, now = Date.now()) {
  return db
    .select({
      id: invitations.id,
      email: invitations.email,
      role: invitations.role,
      createdAt: invitations.createdAt,
      expiresAt: invitations.expiresAt,
    })
    .from(invitations)
    .where(pending(companyId, now))
    .orderBy(asc(invitations.createdAt));
}

const memberCount = (db: Db, companyId: string) =>
  db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.companyId, companyId), isNull(users.disabledAt)));
const pendingCount = (db: Db, companyId: string, now: number) =>
  db.select({ n: count() }).from(invitations).where(pending(companyId, now));

/** Seats in use against maxUsers: active members plus pending invitations. */
export async function seatsUsed(db: Db, companyId: string, now = Date.now()): Promise<number> {
  const [members] = await memberCount(db, companyId);
  const [invited] = await pendingCount(db, companyId, now);
  return (members?.n ?? 0) + (invited?.n ?? 0);
}

export async function hasPendingInvitation(db: Db, companyId: string, email: string, now = Date.now()) {
  const [row] = await db
    .select({ id: invitations.id })
    .from(invitations)
    .where(and(pending(companyId, now), eq(invitations.email, email)));
  return Boolean(row);
}

/** The account holding an email, if any, with where it belongs. */
export async function accountByEmail(db: Db, email: string) {
  const [row] = await db
    .select({ id: users.id, companyId: users.companyId, disabledAt: users.disabledAt })
    .from(users)
    .where(eq(users.email, email));
  return row ?? null;
}

/**
 * Creates an invitation and returns it with the secret for the emailed link, or null when it was not written:
 * the seats (members plus pending invitations) would pass `maxSeats`, or the address already has a pending
 * invitation. Both are read by the insert itself, so parallel invitations cannot overbook the seats.
 */
export async function createInvitation(
  db: Db,
  input: { companyId: string; email: string; role: TeamRole; invitedBy: string },
  maxSeats: number | null = null,
  now = Date.now(),
) {
  const secret = randomSecret(EMAILED_TOKEN_BYTES);
  const id = newId('inv');
  const expiresAt = new Date(now + INVITATION_LIFETIME_MS);
  const row: FullRow<typeof invitations> = {
    id,
    ...input,
    tokenHash: hashSecret(secret),
    expiresAt,
    acceptedAt: null,
    acceptedUserId: null,
    revokedAt: null,
    createdAt: new Date(now),
  };
  const seats = sql`(${memberCount(db, input.companyId)}) + (${pendingCount(db, input.companyId, now)})`;
  const notInvited = sql`not exists ${db
    .select({ id: invitations.id })
    .from(invitations)
    .where(and(pending(input.companyId, now), eq(invitations.email, input.email)))}`;
  const written = await insertIf(db, invitations, row, sql`${belowLimit(seats, maxSeats)} and ${notInvited}`);
  if (written.meta.changes !== 1) return null;
  return { invitation: { id, email: input.email, role: input.role, expiresAt }, secret };
}

/** A pending invitation by the secret of its link, with the company's name. */
export async function invitationBySecret(db: Db, secret: string, now = Date.now()) {
  const [row] = await db
    .select({
      id: invitations.id,
      companyId: invitations.companyId,
      email: invitations.email,
      role: invitations.role,
      invitedBy: invitations.invitedBy,
      companyName: companies.name,
    })
    .from(invitations)
    .innerJoin(companies, eq(companies.id, invitations.companyId))
    .where(
      and(
        eq(invitations.tokenHash, hashSecret(secret)),
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
        gt(invitations.expiresAt, new Date(now)),
      ),
    );
  return row ?? null;
}

/** Revokes a pending invitation of this company; false when there is none by that id. */
export async function revokeInvitation(db: Db, companyId: string, id: string, now = Date.now()) {
  const done = await db
    .update(invitations)
    .set({ revokedAt: new Date(now) })
    .where(and(eq(invitations.id, id), pending(companyId, now)))
    .returning({ id: invitations.id });
  return done.length > 0;
}

/** An active member of this company with their role; null for anyone else (another company included). */
export async function memberOf(db: Db, companyId: string, userId: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email, fullName: users.fullName, role: roles.name })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(users.id, userId), eq(users.companyId, companyId), isNull(users.disabledAt)));
  return row ? { ...row, role: row.role as Role } : null;
}

/**
 * The company's active admins other than `exceptUserId`, with their notification settings: who hears of team
 * changes, and (as an EXISTS) the guard that a company never loses its last admin.
 */
export function companyAdminsBut(db: Db, companyId: string, exceptUserId: string) {
  return db
    .select({ id: users.id, email: users.email, prefs: users.notificationPrefs })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .where(
      and(
        eq(users.companyId, companyId),
        isNull(users.disabledAt),
        eq(userRoles.roleId, 'role_carrier_admin'),
        ne(users.id, exceptUserId),
      ),
    );
}
