import { signSvix } from '@dwell/core/integrations/signatures';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { claimLinks, claims, emailOutbox, eventLog } from '../../lib/schema.ts';
import { fleet } from '../../../test/fixtures/companies.ts';
import { call, db, type ErrorAnswer } from '../../../test/fixtures/http.ts';
import { callWithProvider, linkTokenFor, PROVIDER_ENV, payableClaim } from '../../../test/fixtures/payer.ts';

const accepted = () => Response.json({ id: `re_${crypto.randomUUID()}` });

/** The provider's delivery event for an email, signed as Svix signs it. */
async function bounceEvent(providerId: string, secret = PROVIDER_ENV.EMAIL_WEBHOOK_SECRET) {
  const body = JSON.stringify({
    type: 'email.bounced',
    data: { email_id: providerId, bounce: { message: 'Mailbox does not exist' } },
  });
  const id = `msg_${crypto.randomUUID()}`;
  const timestamp = Math.floor(Date.now() / 1000);
  const signature = await signSvix(new TextEncoder().encode(body), secret, id, timestamp);
  return { body, headers: { 'svix-id': id, 'svix-timestamp': String(timestamp), 'svix-signature': signature ?? '' } };
}

describe('a claim email that bounces', () => {
  it('undoes a first send nobody received: the claim is a draft again, says why, and its link is dead', async () => {
    const f = await fleet();
    const { claim, email, event } = await payableClaim(f);
    const sent = await callWithProvider(
      `/api/claims/${claim.id}/send`,
      { cookie: f.dispatcher.cookie, json: {} },
      accepted,
    );
    expect(sent.status).toBe(200);
    const token = await linkTokenFor(email);
    const [outbox] = await db().select().from(emailOutbox).where(eq(emailOutbox.claimId, claim.id));
    expect(outbox?.providerId).toMatch(/^re_/);

    const event1 = await bounceEvent(outbox?.providerId ?? '');
    const res = await callWithProvider('/api/email/events', { body: event1.body, headers: event1.headers }, accepted);
    expect(res.status).toBe(200);
    const [row] = await db().select().from(claims).where(eq(claims.id, claim.id));
    expect(row).toMatchObject({ status: 'draft', sentAt: null, dueAt: null });
    expect(row?.sendError).toContain('Mailbox does not exist');
    const log = await db().select().from(eventLog).where(eq(eventLog.eventId, event.id));
    expect(log.map((l) => l.action)).toContain('claim_send_failed');
    expect((await db().select().from(claimLinks).where(eq(claimLinks.claimId, claim.id)))[0]?.revokedAt).not.toBeNull();
    expect((await call(`/api/payer/${token}`)).status).toBe(404);
  });

  it('keeps a claim the payer already opened sent, and only records the bounce', async () => {
    const f = await fleet();
    const { claim, email } = await payableClaim(f);
    await callWithProvider(`/api/claims/${claim.id}/send`, { cookie: f.dispatcher.cookie, json: {} }, accepted);
    expect((await call(`/api/payer/${await linkTokenFor(email)}`)).status).toBe(200);
    const [outbox] = await db().select().from(emailOutbox).where(eq(emailOutbox.claimId, claim.id));
    const signed = await bounceEvent(outbox?.providerId ?? '');
    await callWithProvider('/api/email/events', { body: signed.body, headers: signed.headers }, accepted);
    const [row] = await db().select().from(claims).where(eq(claims.id, claim.id));
    expect(row?.status).toBe('sent');
    expect(row?.sendError).toContain('bounced');
  });

  it('refuses an event not signed with the configured secret, and changes nothing', async () => {
    const f = await fleet();
    const { claim } = await payableClaim(f);
    await callWithProvider(`/api/claims/${claim.id}/send`, { cookie: f.dispatcher.cookie, json: {} }, accepted);
    const [outbox] = await db().select().from(emailOutbox).where(eq(emailOutbox.claimId, claim.id));
    const forged = await bounceEvent(outbox?.providerId ?? '', `whsec_${btoa('another-secret-of-32-bytes-long!')}`);
    const res = await callWithProvider('/api/email/events', { body: forged.body, headers: forged.headers }, accepted);
    expect(res.status).toBe(401);
    expect(((await res.json()) as ErrorAnswer).error.code).toBe('bad_signature');
    const [row] = await db().select().from(claims).where(eq(claims.id, claim.id));
    expect(row?.status).toBe('sent');
  });
});
