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
import { Hono } from 'hono';
import type { AppEnv } from '../../env.ts';
import { companyOf } from '../../lib/events/access.ts';
import { ApiError, notFound } from '../../lib/errors.ts';
import { validate } from '../../lib/validate.ts';
import { idempotent } from '../../middleware/idempotency.ts';
import { requireAuth, requireCompany, requireRole, requireSubscription } from '../../middleware/session.ts';
import { createClaim } from './create.ts';
import { claimHistory } from './history.ts';
import { invoiceOf } from './invoice.ts';
import { recordPayment } from './payments.ts';
import { claimPaymentsOf, evidenceOf, findClaim, listClaims, toClaim } from './queries.ts';
import { changeStatus, reopenClaim } from './status.ts';

export const CLAIM_NOT_FOUND = 'Claim not found';

async function claimOr404(c: Parameters<typeof companyOf>[0], id: string) {
  const row = await findClaim(c.get('db'), companyOf(c), id);
  if (!row) throw notFound(CLAIM_NOT_FOUND);
  return row;
}

/**
 * Detention claims: generated from completed billable stops, then chased until paid, disputed or waived. Every
 * write takes an Idempotency-Key, so a double click or a retried request acts once.
 */
export const claimRoutes = new Hono<AppEnv>()
  .use(requireAuth, requireCompany, requireSubscription, requireRole('carrier_admin', 'dispatcher', 'carrier'))
  .get('/', validate('query', claimListQuerySchema), async (c) => {
    const query = c.req.valid('query');
    const result = await listClaims(c.get('db'), companyOf(c), query);
    const now = Date.now();
    return c.json({
      claims: result.rows.map((row) => toClaim(row, now)),
      total: result.total,
      page: query.page,
      pageSize: query.pageSize,
      outstandingCents: result.outstandingCents,
      receivedCents: result.receivedCents,
    });
  })
  .post('/', idempotent, validate('json', createClaimSchema), async (c) => {
    const input = c.req.valid('json');
    const id = await createClaim(c, input.eventId, input.note ?? null);
    return c.json({ claim: toClaim(await claimOr404(c, id), Date.now()) }, 201);
  })
  .get('/:id', async (c) => {
    const row = await claimOr404(c, c.req.param('id'));
    const db = c.get('db');
    const [payments, evidence, history] = await Promise.all([
      claimPaymentsOf(db, row.id),
      evidenceOf(db, companyOf(c), row.eventId),
      claimHistory(db, companyOf(c), row.eventId),
    ]);
    return c.json({
      claim: toClaim(row, Date.now()),
      nextStatuses: nextStatuses(row.status as ClaimStatus),
      payments: payments.map((p) => ({ ...p, receivedAt: p.receivedAt.getTime(), recordedAt: p.recordedAt.getTime() })),
      evidence: evidence.map((e) => ({ ...e, createdAt: e.createdAt.getTime() })),
      history,
    });
  })
  .get('/:id/invoice.pdf', async (c) => invoiceOf(c, await claimOr404(c, c.req.param('id'))))
  .post('/:id/status', idempotent, validate('json', claimStatusSchema), async (c) => {
    const row = await claimOr404(c, c.req.param('id'));
    const { status, note } = c.req.valid('json');
    const from = row.status as ClaimStatus;
    if (!nextStatuses(from).includes(status)) {
      throw new ApiError(
        409,
        'transition_not_allowed',
        fill(CLAIM_MESSAGES.transitionNotAllowed, { from, to: status }),
      );
    }
    await changeStatus(c, row, status, note ?? null);
    return c.json({ claim: toClaim(await claimOr404(c, row.id), Date.now()) });
  })
  .post('/:id/reopen', idempotent, validate('json', reopenClaimSchema), async (c) => {
    const row = await claimOr404(c, c.req.param('id'));
    await reopenClaim(c, row, c.req.valid('json').reason);
    return c.json({ claim: toClaim(await claimOr404(c, row.id), Date.now()) });
  })
  .post('/:id/payments', idempotent, validate('json', paymentSchema), async (c) => {
    const row = await claimOr404(c, c.req.param('id'));
    await recordPayment(c, row, c.req.valid('json'));
    return c.json({ claim: toClaim(await claimOr404(c, row.id), Date.now()) }, 201);
  });
