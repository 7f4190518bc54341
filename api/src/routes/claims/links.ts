import { newId } from '@dwell/core/ids';
import { PAYER_LINK_DAYS } from '@dwell/core/schemas/payer';
import { EMAILED_TOKEN_BYTES, hashSecret, randomSecret } from '@dwell/core/server/tokens';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../env.ts';
import { claimLinks } from '../../lib/schema.ts';

const DAY_MS = 86_400_000;

/** The address of a claim's page for its payer. */
export const payerPageUrl = (origin: string, token: string) => `${origin}/claim/${token}`;

/** Who a link or a payer email is sent on behalf of: a person of the company, or the reminder sweep (no user). */
export interface Sender {
  companyId: string;
  userId: string | null;
}

/** A new payer link of the claim: the token goes into the email, only its SHA-256 into the database. */
export async function createLink(db: Db, actor: Sender, claimId: string, now: number) {
  // Prefixed, so a leaked token is recognisable (secret scanners, logs) for what it opens.
  const token = `pay_${randomSecret(EMAILED_TOKEN_BYTES)}`;
  const id = newId('cln');
  const expiresAt = new Date(now + PAYER_LINK_DAYS * DAY_MS);
  await db.insert(claimLinks).values({
    id,
    companyId: actor.companyId,
    claimId,
    tokenHash: hashSecret(token),
    createdBy: actor.userId,
    expiresAt,
    createdAt: new Date(now),
  });
  return { id, token, expiresAt };
}

/** Revokes every live link of the claim but `keepId` (a new send replaces the link the payer held). */
export function revokeOtherLinks(db: Db, claimId: string, keepId: string | null, now: number) {
  return db
    .update(claimLinks)
    .set({ revokedAt: new Date(now) })
    .where(
      and(
        eq(claimLinks.claimId, claimId),
        isNull(claimLinks.revokedAt),
        keepId ? ne(claimLinks.id, keepId) : undefined,
      ),
    );
}

/** Removes a link whose emails all failed: it was never delivered to anyone. */
export function dropLink(db: Db, id: string) {
  return db.delete(claimLinks).where(eq(claimLinks.id, id));
}

/** The live link a presented token opens (not revoked, not expired), or undefined. */
export async function liveLink(db: Db, token: string, now: number) {
  const [link] = await db
    .select()
    .from(claimLinks)
    .where(
      and(
        eq(claimLinks.tokenHash, hashSecret(token)),
        isNull(claimLinks.revokedAt),
        gt(claimLinks.expiresAt, new Date(now)),
      ),
    );
  return link;
}

/** The claim's live link, if any: when it was sent and until when it works (never the token). */
export async function currentLink(db: Db, claimId: string, now: number) {
  const [link] = await db
    .select({
      id: claimLinks.id,
      createdAt: claimLinks.createdAt,
      expiresAt: claimLinks.expiresAt,
      lastOpenedAt: claimLinks.lastOpenedAt,
    })
    .from(claimLinks)
    .where(and(eq(claimLinks.claimId, claimId), isNull(claimLinks.revokedAt), gt(claimLinks.expiresAt, new Date(now))));
  return link;
}
