import { env } from 'cloudflare:test';
import { EVIDENCE_BREAKS } from '@dwell/core/schemas/documents';
import { PAYER_MESSAGES } from '@dwell/core/schemas/payer';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { claimLinks, claims, eventDocuments, eventLog, evidenceLog } from '../../lib/schema.ts';
import { claimFor, completedStop, pay, payment } from '../../../test/fixtures/claims.ts';
import { fleet } from '../../../test/fixtures/companies.ts';
import { uploaded } from '../../../test/fixtures/documents.ts';
import { pdf, png } from '../../../test/fixtures/files.ts';
import { call, db, type ErrorAnswer } from '../../../test/fixtures/http.ts';
import { answer, linkTokenFor, mailTo, payableClaim, sendToPayer } from '../../../test/fixtures/payer.ts';
import type { PayerPage } from './page.ts';

const DAY = 86_400_000;
const page = async (token: string) => {
  const res = await call(`/api/payer/${token}`);
  expect(res.status).toBe(200);
  return (await res.json()) as PayerPage;
};
const history = async (eventId: string) =>
  (await db().select().from(eventLog).where(eq(eventLog.eventId, eventId))).map((e) => e.action);

describe('sending a claim to its payer', () => {
  it('emails each billing contact the invoice PDF and a link; the claim is sent with its due date', async () => {
    const f = await fleet();
    const { claim, email, event } = await payableClaim(f, { paymentTermsDays: 21 });
    const before = Date.now();
    const res = await sendToPayer(f, claim.id, { message: 'Thanks for the quick turn.' });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { claim: { status: string; dueAt: number }; delivered: string[] };
    expect(body.claim.status).toBe('sent');
    expect(body.delivered).toEqual([email]);
    expect(body.claim.dueAt).toBeGreaterThanOrEqual(before + 21 * DAY);
    expect(body.claim.dueAt).toBeLessThanOrEqual(Date.now() + 21 * DAY);

    const [message] = await mailTo(email);
    expect(message?.kind).toBe('claim');
    expect(message?.subject).toContain(claim.number);
    expect(message?.text).toContain('Thanks for the quick turn.');
    expect(message?.attachments).toHaveLength(1);
    const file = await call(message?.attachments[0]?.url ?? '');
    expect(file.headers.get('content-type')).toBe('application/pdf');
    const bytes = new Uint8Array(await file.arrayBuffer());
    expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe('%PDF-');

    const token = await linkTokenFor(email);
    const [link] = await db().select().from(claimLinks).where(eq(claimLinks.claimId, claim.id));
    expect(link?.tokenHash).not.toContain(token);
    expect(link?.tokenHash).toHaveLength(64);
    expect((await page(token)).claim.number).toBe(claim.number);
    expect(await history(event.id)).toEqual(expect.arrayContaining(['claim_sent', 'payer_viewed']));
  });

  it('refuses a claim whose customer has no billing contact and leaves it a draft', async () => {
    const f = await fleet();
    const event = await completedStop(f, 200);
    const claim = await claimFor(f, event.id);
    const res = await sendToPayer(f, claim.id);
    expect(res.status).toBe(422);
    expect(((await res.json()) as ErrorAnswer).error.code).toBe('no_contacts');
    const [row] = await db().select().from(claims).where(eq(claims.id, claim.id));
    expect(row?.status).toBe('draft');
  });

  it('marks nothing sent when the email provider refuses every email, and says why', async () => {
    const f = await fleet();
    const { claim, event } = await payableClaim(f);
    const { app } = await import('../../app.ts');
    const realFetch = globalThis.fetch;
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).startsWith('https://api.resend.com')
        ? new Response('{"message":"domain not verified"}', { status: 422 })
        : realFetch(input, init)) as typeof fetch;
    try {
      const request = new Request(`http://dwell.test/api/claims/${claim.id}/send`, {
        method: 'POST',
        headers: { origin: 'http://dwell.test', cookie: f.dispatcher.cookie, 'content-type': 'application/json' },
        body: '{}',
      });
      const { createExecutionContext, waitOnExecutionContext } = await import('cloudflare:test');
      const ctx = createExecutionContext();
      const res = await app.fetch(request, { ...env, EMAIL_API_KEY: 're_test' }, ctx);
      await waitOnExecutionContext(ctx);
      expect(res.status).toBe(502);
      expect(((await res.json()) as ErrorAnswer).error.message).toContain('provider answered 422');
    } finally {
      globalThis.fetch = realFetch;
    }
    const [row] = await db().select().from(claims).where(eq(claims.id, claim.id));
    expect(row?.status).toBe('draft');
    expect(row?.sentAt).toBeNull();
    expect(row?.sendError).toContain('422');
    expect(row?.sendingAt).toBeNull();
    expect(await db().select().from(claimLinks).where(eq(claimLinks.claimId, claim.id))).toHaveLength(0);
    expect(await history(event.id)).toContain('claim_send_failed');
  });

  it('sends once when two sends of a draft arrive together', async () => {
    const f = await fleet();
    const { claim, email } = await payableClaim(f);
    const results = await Promise.all([sendToPayer(f, claim.id), sendToPayer(f, claim.id)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await mailTo(email)).filter((m) => m.kind === 'claim')).toHaveLength(1);
  });
});

describe('the payer page', () => {
  it('says which evidence file changed when its stored bytes no longer match their fingerprint', async () => {
    const f = await fleet();
    const { claim, email, event } = await payableClaim(f);
    const photo = await uploaded(f.driver.cookie, png(), { name: 'dock.png', query: { eventId: event.id } });
    const bol = await uploaded(f.driver.cookie, pdf(), { name: 'bol.pdf', query: { eventId: event.id } });
    await sendToPayer(f, claim.id);
    const token = await linkTokenFor(email);
    const first = await page(token);
    expect(first.evidenceUnchanged).toBe(true);
    expect(first.evidence.map((d) => [d.name, d.check])).toEqual([
      ['dock.png', 'unchanged'],
      ['bol.pdf', 'unchanged'],
    ]);

    const [row] = await db().select().from(eventDocuments).where(eq(eventDocuments.id, bol.id));
    await env.DOCUMENTS.put(row?.objectKey ?? '', pdf('A different bill of lading'));
    const second = await page(token);
    expect(second.evidenceUnchanged).toBe(false);
    expect(second.evidence.find((d) => d.id === bol.id)?.check).toBe('changed');
    expect(second.evidence.find((d) => d.id === photo.id)?.check).toBe('unchanged');
    expect(first.evidenceLog).toEqual({ intact: true, entries: 2, brokenAt: null });
    // The upload log names the changed file too, at its entry.
    expect(second.evidenceLog.intact).toBe(false);
    expect(second.evidenceLog.brokenAt?.documentName).toBe('bol.pdf');

    // An entry of the log rewritten in the database breaks the chain from that entry on.
    await env.DOCUMENTS.put(row?.objectKey ?? '', pdf());
    await db()
      .update(evidenceLog)
      .set({ documentSha256: '0'.repeat(64) })
      .where(and(eq(evidenceLog.chain, event.id), eq(evidenceLog.seq, 1)));
    const third = await page(token);
    expect(third.evidenceLog.intact).toBe(false);
    expect(third.evidenceLog.brokenAt).toMatchObject({ seq: 1, reason: EVIDENCE_BREAKS.entryHash });
  });

  it('opens only its own claim: another stop’s document, a wrong, revoked or expired token read nothing', async () => {
    const f = await fleet();
    const mine = await payableClaim(f);
    const other = await payableClaim(f);
    const otherDoc = await uploaded(f.driver.cookie, png(), { name: 'other.png', query: { eventId: other.event.id } });
    const myDoc = await uploaded(f.driver.cookie, png(), { name: 'mine.png', query: { eventId: mine.event.id } });
    await sendToPayer(f, mine.claim.id);
    const token = await linkTokenFor(mine.email);

    expect((await call(`/api/payer/${token}/documents/${myDoc.id}`)).status).toBe(200);
    const cross = await call(`/api/payer/${token}/documents/${otherDoc.id}`);
    expect(cross.status).toBe(404);
    expect(await cross.text()).not.toContain('other.png');

    const wrong = await call(`/api/payer/${token.replace(/.$/, (ch) => (ch === 'a' ? 'b' : 'a'))}`);
    expect(wrong.status).toBe(404);
    const wrongBody = await wrong.text();
    expect(JSON.parse(wrongBody).error.message).toBe(PAYER_MESSAGES.linkInvalid);
    expect(wrongBody).not.toContain(mine.claim.number);
    expect(wrong.headers.get('x-robots-tag')).toContain('noindex');

    await db()
      .update(claimLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(claimLinks.claimId, mine.claim.id));
    expect((await call(`/api/payer/${token}`)).status).toBe(404);
    await db()
      .update(claimLinks)
      .set({ expiresAt: new Date(Date.now() + DAY) })
      .where(eq(claimLinks.claimId, mine.claim.id));
    expect((await call(`/api/payer/${token}`)).status).toBe(200);

    const revoke = await call(`/api/claims/${mine.claim.id}/link/revoke`, { cookie: f.admin.cookie, json: {} });
    expect(revoke.status).toBe(200);
    expect((await call(`/api/payer/${token}`)).status).toBe(404);
    expect((await call(`/api/payer/${token}/invoice.pdf`)).status).toBe(404);
    expect((await answer(token, { answer: 'approve' })).status).toBe(404);
  });
});

describe('the payer’s answer', () => {
  it('disputes with a counter-amount once; bad amounts and a second answer are refused; HTML stays text', async () => {
    const f = await fleet();
    const { claim, email, event } = await payableClaim(f);
    await sendToPayer(f, claim.id);
    const token = await linkTokenFor(email);
    const dispute = { answer: 'dispute', reason: 'free_time', comment: '<b>Our</b> free time is 3 hours' };

    const tooLarge = await answer(token, { ...dispute, counterAmountCents: claim.amountCents });
    expect(tooLarge.status).toBe(422);
    expect(((await tooLarge.json()) as ErrorAnswer).error.message).toBe(PAYER_MESSAGES.counterTooLarge);
    expect((await answer(token, { ...dispute, counterAmountCents: -1 })).status).toBe(400);
    expect((await answer(token, { ...dispute, comment: 'x'.repeat(2001) })).status).toBe(400);

    const answers = await Promise.all([
      answer(token, { ...dispute, counterAmountCents: 5000 }),
      answer(token, { ...dispute, counterAmountCents: 4000 }),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    for (const late of [
      { answer: 'question', comment: 'And now?' },
      { answer: 'approve', poNumber: 'PO-1' },
    ]) {
      const again = await answer(token, late);
      expect(again.status).toBe(409);
      expect(((await again.json()) as ErrorAnswer).error.message).toBe(PAYER_MESSAGES.alreadyAnswered);
    }

    const logged = await db()
      .select()
      .from(eventLog)
      .where(and(eq(eventLog.eventId, event.id), eq(eventLog.action, 'payer_answer')));
    expect(logged).toHaveLength(1);
    const details = JSON.parse(logged[0]?.details ?? '{}');
    expect(details.comment).toBe('<b>Our</b> free time is 3 hours');
    const [row] = await db().select().from(claims).where(eq(claims.id, claim.id));
    expect(row?.status).toBe('disputed');
    const carrier = await call('/api/alerts', { cookie: f.dispatcher.cookie });
    expect(JSON.stringify(await carrier.json())).toContain(`Claim ${claim.number} disputed`);
    const mail = await mailTo(f.dispatcher.email);
    expect(mail[0]?.subject).toContain(`Claim ${claim.number} disputed`);
  });

  it('goes round: dispute, the carrier replies with a document, the payer approves, payment closes it', async () => {
    const f = await fleet();
    const { claim, email, event, customerName } = await payableClaim(f);
    await sendToPayer(f, claim.id);
    const token = await linkTokenFor(email);
    expect(
      (
        await answer(token, {
          answer: 'dispute',
          reason: 'times_wrong',
          comment: 'Truck left at 3',
          counterAmountCents: 5000,
        })
      ).status,
    ).toBe(201);
    const gate = await uploaded(f.dispatcher.cookie, png(), { name: 'gate-log.png', query: { eventId: event.id } });
    const reply = await call(`/api/claims/${claim.id}/reply`, {
      cookie: f.dispatcher.cookie,
      json: { message: 'The gate log shows 4:40 PM.', documentIds: [gate.id] },
    });
    expect(reply.status).toBe(200);
    expect(((await reply.json()) as { claim: { status: string } }).claim.status).toBe('sent');
    const replyEmail = (await mailTo(email))[0];
    expect(replyEmail?.kind).toBe('claim_reply');
    expect(replyEmail?.text).toContain('The gate log shows 4:40 PM.');
    const newToken = await linkTokenFor(email);
    const seen = await page(newToken);
    expect(seen.history.map((h) => h.action)).toEqual(['claim_sent', 'payer_answer', 'carrier_reply']);
    expect(seen.claim.canAnswer).toBe(true);

    expect(
      (await answer(newToken, { answer: 'approve', poNumber: 'PO-77', expectedPayDate: '2030-01-15' })).status,
    ).toBe(201);
    const paid = await pay(f, claim.id, payment(claim.amountCents, 'ACH-1'));
    expect(paid.status).toBe(201);
    expect(((await paid.json()) as { claim: { status: string } }).claim.status).toBe('paid');
    expect((await page(token)).claim.status).toBe('paid');

    // The customer scorecard counts the claim as disputed once, and as paid.
    const other = await payableClaim(f);
    await sendToPayer(f, other.claim.id);
    await answer(await linkTokenFor(other.email), { answer: 'approve' });
    const card = await call('/api/reports/customers?range=last_7_days', { cookie: f.admin.cookie });
    const { customers } = (await card.json()) as { customers: { name: string; disputeRate: number }[] };
    const rate = (name: string) => customers.find((c) => c.name === name)?.disputeRate;
    expect(rate(customerName)).toBe(1);
    expect(rate(other.customerName)).toBe(0);
  });

  it('puts a partially paid claim back as partially paid after the reply, for the payer to answer again', async () => {
    const f = await fleet();
    const { claim, email } = await payableClaim(f);
    await sendToPayer(f, claim.id);
    expect((await pay(f, claim.id, payment(5000, 'CHK-PART'))).status).toBe(201);
    const token = await linkTokenFor(email);
    expect((await answer(token, { answer: 'question', comment: 'Why the rest?' })).status).toBe(201);
    const reply = await call(`/api/claims/${claim.id}/reply`, {
      cookie: f.dispatcher.cookie,
      json: { message: 'The rest is the second hour.' },
    });
    expect(((await reply.json()) as { claim: { status: string } }).claim.status).toBe('partially_paid');
    expect((await page(token)).claim.canAnswer).toBe(true);
  });

  it('refuses a reply naming a document of another stop, and one with nothing to reply to', async () => {
    const f = await fleet();
    const { claim, email } = await payableClaim(f);
    const other = await payableClaim(f);
    const foreign = await uploaded(f.driver.cookie, png(), { name: 'x.png', query: { eventId: other.event.id } });
    await sendToPayer(f, claim.id);
    const early = await call(`/api/claims/${claim.id}/reply`, { cookie: f.dispatcher.cookie, json: { message: 'Hi' } });
    expect(early.status).toBe(409);
    await answer(await linkTokenFor(email), { answer: 'question', comment: 'Which dock?' });
    const res = await call(`/api/claims/${claim.id}/reply`, {
      cookie: f.dispatcher.cookie,
      json: { message: 'Dock 4', documentIds: [foreign.id] },
    });
    expect(res.status).toBe(422);
    const [row] = await db().select().from(claims).where(eq(claims.id, claim.id));
    expect(row?.status).toBe('question');
  });
});

describe('payer reminders', () => {
  it('follow the customer’s schedule after the due date, once per step, and stop when paid', async () => {
    const { runScheduled } = await import('../../lib/events/scheduled.ts');
    const f = await fleet();
    const { claim, email } = await payableClaim(f, { paymentTermsDays: 10, reminderDays: [7, 14] });
    const sent = await sendToPayer(f, claim.id);
    const dueAt = ((await sent.json()) as { claim: { dueAt: number } }).claim.dueAt;
    const reminders = async () => (await mailTo(email)).filter((m) => m.kind === 'payer_reminder').length;
    const sweep = (days: number) => runScheduled(env, dueAt + days * DAY + 60_000, 'http://dwell.test');

    await sweep(6);
    expect(await reminders()).toBe(0);
    await sweep(7);
    await sweep(7);
    expect(await reminders()).toBe(1);
    const [first] = await mailTo(email);
    expect(first?.text).toContain('7 days ago');
    expect(first?.text).toMatch(/\/claim\/pay_[a-z2-7]{52}/);
    // The payer sees that a reminder went out, not to which addresses or why one failed.
    const seen = await page(await linkTokenFor(email));
    expect(seen.history.find((h) => h.action === 'payer_reminder')?.details).toEqual({ n: 1, daysPastDue: 7 });

    await pay(f, claim.id, payment(claim.amountCents, 'CHK-9'));
    await sweep(14);
    await sweep(40);
    expect(await reminders()).toBe(1);
  });

  it('skip steps missed while the sweep did not run, and never remind a disputed claim', async () => {
    const { runScheduled } = await import('../../lib/events/scheduled.ts');
    const f = await fleet();
    const a = await payableClaim(f, { paymentTermsDays: 0, reminderDays: [7, 14, 30] });
    const b = await payableClaim(f, { paymentTermsDays: 0, reminderDays: [7] });
    await sendToPayer(f, a.claim.id);
    await sendToPayer(f, b.claim.id);
    await answer(await linkTokenFor(b.email), { answer: 'dispute', reason: 'other', comment: 'No.' });
    await runScheduled(env, Date.now() + 20 * DAY, 'http://dwell.test');
    expect((await mailTo(a.email)).filter((m) => m.kind === 'payer_reminder')).toHaveLength(1);
    expect((await mailTo(b.email)).filter((m) => m.kind === 'payer_reminder')).toHaveLength(0);
    const [row] = await db().select().from(claims).where(eq(claims.id, a.claim.id));
    expect(row?.payerReminders).toBe(2);
  });
});

describe('the dev sweep of payer reminders', () => {
  it('moves the clock for the one claim asked for and leaves every other claim alone', async () => {
    const f = await fleet();
    const a = await payableClaim(f, { paymentTermsDays: 0, reminderDays: [7] });
    const b = await payableClaim(f, { paymentTermsDays: 0, reminderDays: [7] });
    await sendToPayer(f, a.claim.id);
    await sendToPayer(f, b.claim.id);
    const res = await call('/api/dev/payer-reminders', { json: { now: Date.now() + 8 * DAY, claimId: a.claim.id } });
    expect(await res.json()).toEqual({ sent: 1 });
    expect((await mailTo(a.email)).filter((m) => m.kind === 'payer_reminder')).toHaveLength(1);
    expect((await mailTo(b.email)).filter((m) => m.kind === 'payer_reminder')).toHaveLength(0);
  });
});
