import {
  CLAIM_MESSAGES,
  type ClaimStatus,
  claimListQuerySchema,
  claimStatusSchema,
  createClaimSchema,
  nextStatuses,
  paymentSchema,
  reopenClaimSchema,
} from '@dwell/core/schemas/claims';
import { fill } from '@dwell/core/messages';
import { carrierReplySchema, PAYER_MESSAGES, sendClaimSchema } from '@dwell/core/schemas/payer';
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Actor, AppEnv, Db, Env } from '../../env.ts';
import { eventChange, publishChanges } from '../../lib/events/live.ts';
import { appOrigin } from '../../lib/email.ts';
import { ApiError, notFound } from '../../lib/errors.ts';
import { validate } from '../../lib/validate.ts';
import { guard } from '../../middleware/guard.ts';
import { idempotent } from '../../middleware/idempotency.ts';
import { createClaim } from './create.ts';
import { claimHistory } from './history.ts';
import { invoiceOf } from './invoice.ts';
import { currentLink, revokeOtherLinks } from './links.ts';
import { replyToPayer } from './reply.ts';
import { sendToPayer } from './send.ts';
import { recordPayment } from './payments.ts';
import { claimPaymentsOf, evidenceOf, findClaim, listClaims, toClaim } from './queries.ts';
import { changeStatus, historyEntry, publishClaim, reopenClaim } from './status.ts';

export const CLAIM_NOT_FOUND = 'Claim not found';

async function claimOr404(db: Db, companyId: string, id: string) {
  const row = await findClaim(db, companyId, id);
  if (!row) throw notFound(CLAIM_NOT_FOUND);
  return row;
}

/** A claim's writes: the database, the evidence bucket its sent invoices are kept in, and the actor. */
const writer = (c: { env: Env; var: { db: Db; actor: Actor } }) => ({
  db: c.var.db,
  bucket: c.env.DOCUMENTS,
  actor: c.var.actor,
});

/** Claims are chased by the office and the carrier; drivers log stops, they do not bill them. */
const claimsTeam = guard({ access: ['carrier_admin', 'dispatcher', 'carrier'], subscription: true });

/**
 * Detention claims: generated from completed billable stops, then chased until paid, disputed or waived. Every
 * write takes an Idempotency-Key, so a double click or a retried request acts once.
 */
export const claimRoutes = new Hono<AppEnv>()
  .get('/', claimsTeam, validate('query', claimListQuerySchema), async (c) => {
    const query = c.req.valid('query');
    const result = await listClaims(c.var.db, c.var.companyId, query);
    const now = Date.now();
    return c.json({
      claims: result.rows.map((row) => toClaim(row, now)),
      total: result.total,
      page: query.page,
      pageSize: query.pageSize,
      outstandingCents: result.outstandingCents,
      receivedCents: result.receivedCents,
      /** Open claims by days since they were sent, with what is still owed in each bucket. */
      aging: result.aging,
    });
  })
  .post('/', claimsTeam, idempotent, validate('json', createClaimSchema), async (c) => {
    const input = c.req.valid('json');
    const { id, event } = await createClaim(c.var.db, c.var.actor, input.eventId, input.note ?? null);
    publishChanges(c, c.var.companyId, [{ topic: 'claims' }, eventChange(event)]);
    return c.json({ claim: toClaim(await claimOr404(c.var.db, c.var.companyId, id), Date.now()) }, 201);
  })
  .get('/:id', claimsTeam, async (c) => {
    const { db, companyId } = c.var;
    const row = await claimOr404(db, companyId, c.req.param('id'));
    const now = Date.now();
    const [payments, evidence, history, link] = await Promise.all([
      claimPaymentsOf(db, companyId, row.id),
      evidenceOf(db, companyId, row.eventId),
      claimHistory(db, companyId, row.eventId),
      currentLink(db, row.id, now),
    ]);
    return c.json({
      claim: toClaim(row, now),
      nextStatuses: nextStatuses(row.status as ClaimStatus),
      /** The payer's live link: when it was sent, until when it works, when the payer last opened it. */
      payerLink: link
        ? {
            sentAt: link.createdAt.getTime(),
            expiresAt: link.expiresAt.getTime(),
            lastOpenedAt: link.lastOpenedAt?.getTime() ?? null,
          }
        : null,
      payments: payments.map((p) => ({ ...p, receivedAt: p.receivedAt.getTime(), recordedAt: p.recordedAt.getTime() })),
      evidence: evidence.map((e) => ({ ...e, createdAt: e.createdAt.getTime() })),
      history,
    });
  })
  .get('/:id/invoice.pdf', claimsTeam, async (c) =>
    invoiceOf(writer(c), await claimOr404(c.var.db, c.var.companyId, c.req.param('id'))),
  )
  .post('/:id/status', claimsTeam, idempotent, validate('json', claimStatusSchema), async (c) => {
    const row = await claimOr404(c.var.db, c.var.companyId, c.req.param('id'));
    const { status, note } = c.req.valid('json');
    const from = row.status as ClaimStatus;
    if (!nextStatuses(from).includes(status)) {
      throw new ApiError(
        409,
        'transition_not_allowed',
        fill(CLAIM_MESSAGES.transitionNotAllowed, { from, to: status }),
      );
    }
    await changeStatus(writer(c), row, status, note ?? null);
    publishClaim(c, row);
    return c.json({ claim: toClaim(await claimOr404(c.var.db, c.var.companyId, row.id), Date.now()) });
  })
  .post('/:id/reopen', claimsTeam, idempotent, validate('json', reopenClaimSchema), async (c) => {
    const row = await claimOr404(c.var.db, c.var.companyId, c.req.param('id'));
    await reopenClaim(c.var.db, c.var.actor, row, c.req.valid('json').reason);
    publishClaim(c, row);
    return c.json({ claim: toClaim(await claimOr404(c.var.db, c.var.companyId, row.id), Date.now()) });
  })
  .post('/:id/payments', claimsTeam, idempotent, validate('json', paymentSchema), async (c) => {
    const row = await claimOr404(c.var.db, c.var.companyId, c.req.param('id'));
    await recordPayment(c.var.db, c.var.actor, row, c.req.valid('json'));
    publishClaim(c, row);
    return c.json({ claim: toClaim(await claimOr404(c.var.db, c.var.companyId, row.id), Date.now()) }, 201);
  })
  .post('/:id/send', claimsTeam, idempotent, validate('json', sendClaimSchema), async (c) => {
    const row = await claimOr404(c.var.db, c.var.companyId, c.req.param('id'));
    const origin = appOrigin(c);
    const sent = await sendToPayer({ ...writer(c), env: c.env, origin }, row, c.req.valid('json').message ?? null);
    publishClaim(c, row);
    const claim = toClaim(await claimOr404(c.var.db, c.var.companyId, row.id), Date.now());
    return c.json({ claim, delivered: sent.delivered, failed: sent.failed });
  })
  .post('/:id/link/revoke', claimsTeam, idempotent, async (c) => {
    const { db, actor } = c.var;
    const row = await claimOr404(db, c.var.companyId, c.req.param('id'));
    const now = Date.now();
    const [revoked] = await db.batch([
      revokeOtherLinks(db, row.id, null, now),
      historyEntry(db, actor, row, 'claim_link_revoked', {}, sql`changes() > 0`),
    ]);
    if (revoked.meta.changes === 0) throw new ApiError(409, 'no_link', PAYER_MESSAGES.noLink);
    publishClaim(c, row);
    return c.json({ claim: toClaim(row, now) });
  })
  .post('/:id/reply', claimsTeam, idempotent, validate('json', carrierReplySchema), async (c) => {
    const row = await claimOr404(c.var.db, c.var.companyId, c.req.param('id'));
    await replyToPayer({ ...writer(c), env: c.env, origin: appOrigin(c) }, row, c.req.valid('json'));
    publishClaim(c, row);
    return c.json({ claim: toClaim(await claimOr404(c.var.db, c.var.companyId, row.id), Date.now()) });
  });
