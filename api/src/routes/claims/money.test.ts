import { CLAIM_MESSAGES } from '@dwell/core/schemas/claims';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { claimPayments, claims, eventLog } from '../../lib/schema.ts';
import { type ClaimAnswer, claimFor, completedStop, pay, payment, sendClaim } from '../../../test/fixtures/claims.ts';
import { type Fleet, fleet } from '../../../test/fixtures/companies.ts';
import { call, db, type ErrorAnswer } from '../../../test/fixtures/http.ts';

interface History {
  history: { action: string; actor: string | null; at: number; details: Record<string, unknown> }[];
  payments: { amountCents: number; receivedAt: number; reference: string; recordedBy: string | null }[];
}

const status = (f: Fleet, id: string, json: object) =>
  call(`/api/claims/${id}/status`, { cookie: f.admin.cookie, json });
const detail = async (f: Fleet, id: string) =>
  (await (await call(`/api/claims/${id}`, { cookie: f.dispatcher.cookie })).json()) as ClaimAnswer & History;
const logOf = (eventId: string) => db().select().from(eventLog).where(eq(eventLog.eventId, eventId));

/** A claim of $112.50, sent. */
async function sentClaim(f: Fleet) {
  const event = await completedStop(f, 200);
  const claim = await claimFor(f, event.id);
  await sendClaim(f, claim.id);
  return claim;
}

describe('claim money actions', () => {
  it('refuses waive and dispute without a reason, writing nothing', async () => {
    const f = await fleet();
    const claim = await sentClaim(f);
    const before = (await logOf(claim.eventId)).length;
    for (const [to, message] of [
      ['waived', CLAIM_MESSAGES.waiveReasonRequired],
      ['disputed', CLAIM_MESSAGES.disputeReasonRequired],
    ] as const) {
      for (const note of [undefined, null, '', '   ']) {
        const res = await status(f, claim.id, { status: to, note });
        expect(res.status, `${to} ${JSON.stringify(note)}`).toBe(400);
        expect(((await res.json()) as ErrorAnswer).error).toMatchObject({ code: 'validation_failed', message });
      }
    }
    const [row] = await db().select().from(claims).where(eq(claims.id, claim.id));
    expect(row?.status).toBe('sent');
    expect(await logOf(claim.eventId)).toHaveLength(before);
  });

  it('waives with a reason (nothing owed any more), keeps who and when, and reopens with a reason', async () => {
    const f = await fleet();
    const claim = await sentClaim(f);
    expect((await pay(f, claim.id, payment(5000))).status).toBe(201);
    const waived = await status(f, claim.id, { status: 'waived', note: 'Goodwill: first load for this shipper' });
    expect(waived.status).toBe(200);
    expect(((await waived.json()) as ClaimAnswer).claim).toMatchObject({ status: 'waived', balanceCents: 0 });
    const list = (await (await call('/api/claims', { cookie: f.admin.cookie })).json()) as {
      outstandingCents: number;
    };
    expect(list.outstandingCents).toBe(0);

    const noReason = await call(`/api/claims/${claim.id}/reopen`, { cookie: f.admin.cookie, json: {} });
    expect(((await noReason.json()) as ErrorAnswer).error.message).toBe(CLAIM_MESSAGES.reopenReasonRequired);
    const reopened = await call(`/api/claims/${claim.id}/reopen`, {
      cookie: f.admin.cookie,
      json: { reason: 'Waived by mistake' },
    });
    expect(((await reopened.json()) as ClaimAnswer).claim).toMatchObject({
      status: 'partially_paid',
      balanceCents: 6250,
    });
    const again = await call(`/api/claims/${claim.id}/reopen`, { cookie: f.admin.cookie, json: { reason: 'x' } });
    expect(again.status).toBe(409);
    expect(((await again.json()) as ErrorAnswer).error.message).toBe(CLAIM_MESSAGES.notWaived);

    const { history } = await detail(f, claim.id);
    expect(history.map((h) => h.action)).toEqual([
      'claim_created',
      'claim_status',
      'payment_recorded',
      'claim_status',
      'claim_reopened',
    ]);
    expect(history[3]).toMatchObject({
      actor: 'Olive Owner',
      details: { from: 'partially_paid', status: 'waived', note: 'Goodwill: first load for this shipper' },
    });
    expect(history[4]).toMatchObject({ actor: 'Olive Owner', details: { status: 'partially_paid' } });
    for (const entry of history) expect(entry.at).toBeGreaterThan(Date.now() - 60_000);
  });

  it('disputes with the reason in the history', async () => {
    const f = await fleet();
    const claim = await sentClaim(f);
    const res = await status(f, claim.id, { status: 'disputed', note: 'Receiver says the BOL shows 2 h' });
    expect(res.status).toBe(200);
    const { history } = await detail(f, claim.id);
    expect(history.at(-1)).toMatchObject({
      action: 'claim_status',
      actor: 'Olive Owner',
      details: { status: 'disputed', note: 'Receiver says the BOL shows 2 h' },
    });
  });

  it('records a payment only with the date received and a reference, once per reference', async () => {
    const f = await fleet();
    const claim = await sentClaim(f);
    const refused = [
      [{ amountCents: 1000, reference: 'CHK-1' }, CLAIM_MESSAGES.receivedAtRequired],
      [{ amountCents: 1000, receivedAt: null, reference: 'CHK-1' }, CLAIM_MESSAGES.receivedAtRequired],
      [{ amountCents: 1000, receivedAt: Date.now() }, CLAIM_MESSAGES.referenceRequired],
      [{ amountCents: 1000, receivedAt: Date.now(), reference: '  ' }, CLAIM_MESSAGES.referenceRequired],
    ] as const;
    for (const [body, message] of refused) {
      const res = await pay(f, claim.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(((await res.json()) as ErrorAnswer).error.message).toBe(message);
    }
    const receivedAt = Date.UTC(2026, 0, 5, 15);
    const first = await pay(f, claim.id, { amountCents: 4000, receivedAt, reference: 'ACH 0042', note: 'Part 1' });
    expect(first.status).toBe(201);
    const repeat = await pay(f, claim.id, { amountCents: 1000, receivedAt, reference: 'ACH 0042' });
    expect(repeat.status).toBe(409);
    expect(((await repeat.json()) as ErrorAnswer).error).toMatchObject({
      code: 'duplicate_reference',
      message: CLAIM_MESSAGES.duplicateReference,
    });
    const { claim: after, payments, history } = await detail(f, claim.id);
    expect(after).toMatchObject({ receivedCents: 4000, status: 'partially_paid' });
    expect(payments).toMatchObject([
      { amountCents: 4000, receivedAt, reference: 'ACH 0042', recordedBy: 'Olive Owner' },
    ]);
    expect(history.at(-1)).toMatchObject({
      action: 'payment_recorded',
      actor: 'Olive Owner',
      details: { amountCents: 4000, receivedAt, reference: 'ACH 0042', note: 'Part 1' },
    });
  });

  it('20 identical payment submissions at once record one payment', async () => {
    const f = await fleet();
    const claim = await sentClaim(f);
    const body = payment(2500, 'CHK-7781');
    const answers = await Promise.all(Array.from({ length: 20 }, () => pay(f, claim.id, body, 'pay-intent-1')));
    const statuses = answers.map((r) => r.status);
    expect(statuses).toContain(201);
    expect(statuses.every((s) => s === 201 || s === 409)).toBe(true);
    // A later repeat of the same intent gets the first answer back, and records nothing.
    const replay = await pay(f, claim.id, body, 'pay-intent-1');
    expect(replay.status).toBe(201);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    // Without a key the reference still makes the repeat harmless.
    const unkeyed = await Promise.all(Array.from({ length: 20 }, () => pay(f, claim.id, payment(1000, 'CHK-9'))));
    expect(unkeyed.filter((r) => r.status === 201)).toHaveLength(1);
    const rows = await db().select().from(claimPayments).where(eq(claimPayments.claimId, claim.id));
    expect(rows.map((r) => r.amountCents).sort()).toEqual([1000, 2500]);
    const [row] = await db().select().from(claims).where(eq(claims.id, claim.id));
    expect(row?.receivedCents).toBe(3500);
    const logged = await db()
      .select()
      .from(eventLog)
      .where(and(eq(eventLog.eventId, claim.eventId), inArray(eventLog.action, ['payment_recorded'])));
    expect(logged).toHaveLength(2);
  });

  it('20 identical claim generations at once under one key make one claim', async () => {
    const f = await fleet();
    const event = await completedStop(f, 200);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        call('/api/claims', {
          cookie: f.dispatcher.cookie,
          json: { eventId: event.id },
          headers: { 'idempotency-key': 'generate-1' },
        }),
      ),
    );
    expect(answers.map((r) => r.status)).toContain(201);
    expect(await db().select().from(claims).where(eq(claims.eventId, event.id))).toHaveLength(1);
  });
});
