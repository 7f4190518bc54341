/**
 * Webhooks out: endpoints (HTTPS, secret shown once and kept sealed, rotation with an overlap), the producer
 * (a delivery per subscribed endpoint for each kind of change), the consumer (signed POST, retries with
 * exponential backoff, the dead-letter queue after the last attempt) and Replay.
 */
import { createExecutionContext, createMessageBatch, env, getQueueResult } from 'cloudflare:test';
import type { WebhookEventType } from '@dwell/core/schemas/webhooks';
import { encodeHexLowerCase } from '@oslojs/encoding';
import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Env, WebhookMessage } from '../../env.ts';
import { webhookDeliveries, webhookEndpoints } from '../../lib/schema.ts';
import { claimFor, completedStop, pay, payment, sendClaim } from '../../../test/fixtures/claims.ts';
import { type Fleet, fleet, logEvent } from '../../../test/fixtures/companies.ts';
import { uploaded } from '../../../test/fixtures/documents.ts';
import { png } from '../../../test/fixtures/files.ts';
import { call, db, type ErrorAnswer, eventually } from '../../../test/fixtures/http.ts';
import { connect, deliver, eventsOf, genericBody, signedHeaders } from '../../../test/fixtures/integrations.ts';
import { v2 } from '../../../test/fixtures/v1.ts';
import { issueKey } from '../../lib/api-keys/keys.ts';
import { CREATE_EVENT_EXAMPLE } from '../v1/examples.ts';
import { handleWebhookBatch } from './deliver.ts';
import { requeueStranded } from './emit.ts';

interface Registered {
  endpoint: { id: string; url: string; eventTypes: string[] };
  secret: string;
  message: string;
}

/** Nobody listens there: a delivery the real queue's consumer attempts fails without reaching anyone. */
const NOWHERE = 'https://receiver.invalid/dwell';

async function register(f: Fleet, eventTypes: WebhookEventType[], url = NOWHERE): Promise<Registered> {
  const res = await call('/api/webhooks', { cookie: f.admin.cookie, json: { url, eventTypes } });
  expect(res.status).toBe(201);
  return (await res.json()) as Registered;
}

const deliveriesOf = (endpointId: string) =>
  db().select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId));

/** Waits until the endpoint has `n` deliveries (they are recorded after the answer). */
const awaitDeliveries = (endpointId: string, n: number) =>
  eventually(
    () => deliveriesOf(endpointId),
    (rows) => rows.length >= n,
  );

async function hmacHex(secret: string, text: string) {
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return encodeHexLowerCase(new Uint8Array(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(text))));
}

/** The v1 signatures of a Dwell-Signature header that verify with `secret` (computed here, not by the app). */
async function verifies(header: string, secret: string, body: string) {
  const parts = header.split(',');
  const t = parts.find((p) => p.startsWith('t='))?.slice(2) ?? '';
  const expected = await hmacHex(secret, `${t}.${body}`);
  return parts.filter((p) => p === `v1=${expected}`).length === 1 && Math.abs(Number(t) - Date.now() / 1000) < 300;
}

interface Received {
  url: string;
  headers: Headers;
  body: string;
}

/** The receiver: every POST the consumer makes, answered with the next status of `statuses` (the last repeats). */
function receiver(statuses: number[]) {
  const received: Received[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const req = new Request(input, init);
    received.push({ url: req.url, headers: req.headers, body: await req.text() });
    const status = statuses[Math.min(received.length - 1, statuses.length - 1)] ?? 200;
    return new Response(status === 200 ? 'ok' : 'down', { status });
  });
  return received;
}
afterEach(() => vi.restoreAllMocks());

/** Runs the consumer on one message of a delivery, as its `attempts`-th attempt; answers what became of it. */
async function consume(deliveryId: string, attempts: number, queue = 'dwell-webhooks') {
  const dead: WebhookMessage[] = [];
  const testEnv = {
    ...env,
    WEBHOOKS_PAUSED: undefined,
    WEBHOOK_RETRY_BASE_SECONDS: '30',
    WEBHOOK_MAX_ATTEMPTS: '3',
    WEBHOOKS_DEAD: { send: async (body: WebhookMessage) => void dead.push(body) },
  } as unknown as Env;
  const batch = createMessageBatch<WebhookMessage>(queue, [
    { id: `msg-${attempts}`, timestamp: new Date(), attempts, body: { deliveryId } },
  ]);
  const [message] = batch.messages;
  const retries: unknown[] = [];
  if (message) vi.spyOn(message, 'retry').mockImplementation((options) => void retries.push(options));
  await handleWebhookBatch(batch, testEnv);
  const result = await getQueueResult(batch, createExecutionContext());
  const [row] = await db().select().from(webhookDeliveries).where(eq(webhookDeliveries.id, deliveryId));
  return { result, retries, dead, row };
}

describe('registering an endpoint', () => {
  it('shows the signing secret once, keeps it sealed, and never lists it', async () => {
    const f = await fleet();
    const made = await register(f, ['event.created', 'event.created', 'claim.paid']);
    expect(made.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(made.message).toBe('Copy this signing secret now. It will not be shown again.');
    expect(made.endpoint.eventTypes).toEqual(['event.created', 'claim.paid']);
    const [row] = await db().select().from(webhookEndpoints).where(eq(webhookEndpoints.id, made.endpoint.id));
    expect(row?.secretCiphertext).toMatch(/^v1\./);
    expect(row?.secretCiphertext).not.toContain(made.secret);
    const listed = await (await call('/api/webhooks', { cookie: f.admin.cookie })).text();
    expect(listed).toContain(made.endpoint.id);
    expect(listed).not.toContain(made.secret);
  });

  it('refuses a URL that is not HTTPS, an unknown event type, no event type, and everyone but the admin', async () => {
    const f = await fleet();
    const refuse = async (json: object, cookie = f.admin.cookie) => {
      const res = await call('/api/webhooks', { cookie, json });
      return { status: res.status, message: ((await res.json()) as ErrorAnswer).error.message };
    };
    expect(await refuse({ url: 'http://example.com/hook', eventTypes: ['event.created'] })).toEqual({
      status: 422,
      message: 'The URL must start with https://',
    });
    expect(await refuse({ url: 'ftp://example.com/hook', eventTypes: ['event.created'] })).toEqual({
      status: 422,
      message: 'Enter a full URL, like https://example.com/dwell-webhooks',
    });
    expect(await refuse({ url: NOWHERE, eventTypes: [] })).toEqual({
      status: 400,
      message: 'Choose at least one event to send',
    });
    expect((await refuse({ url: NOWHERE, eventTypes: ['event.teleported'] })).status).toBe(400);
    expect((await refuse({ url: NOWHERE, eventTypes: ['event.created'] }, f.dispatcher.cookie)).status).toBe(403);
    expect((await refuse({ url: NOWHERE, eventTypes: ['event.created'] }, f.driver.cookie)).status).toBe(403);
    expect(await db().select().from(webhookEndpoints).where(eq(webhookEndpoints.companyId, f.companyId))).toEqual([]);
  });

  it('registers at most ten endpoints, even when asked in parallel', async () => {
    const f = await fleet();
    const answers = await Promise.all(
      Array.from({ length: 13 }, (_, i) =>
        call('/api/webhooks', {
          cookie: f.admin.cookie,
          json: { url: `${NOWHERE}/${i}`, eventTypes: ['event.created'] },
        }),
      ),
    );
    expect(answers.filter((r) => r.status === 201)).toHaveLength(10);
    expect(answers.filter((r) => r.status === 409)).toHaveLength(3);
    expect(await db().select().from(webhookEndpoints).where(eq(webhookEndpoints.companyId, f.companyId))).toHaveLength(
      10,
    );
  });

  it('removes an endpoint with its deliveries log', async () => {
    const f = await fleet();
    const { endpoint } = await register(f, ['event.created']);
    await logEvent(f.driver.cookie);
    await awaitDeliveries(endpoint.id, 1);
    const res = await call(`/api/webhooks/${endpoint.id}`, { method: 'DELETE', cookie: f.admin.cookie });
    expect(res.status).toBe(204);
    expect(await deliveriesOf(endpoint.id)).toEqual([]);
    const again = await call(`/api/webhooks/${endpoint.id}`, { method: 'DELETE', cookie: f.admin.cookie });
    expect(again.status).toBe(404);
  });

  it("never reaches another company's endpoint or delivery", async () => {
    const [f, other] = await Promise.all([fleet(), fleet()]);
    const theirs = await register(other, ['event.created']);
    const del = await call(`/api/webhooks/${theirs.endpoint.id}`, { method: 'DELETE', cookie: f.admin.cookie });
    expect(del.status).toBe(404);
    const rotate = await call(`/api/webhooks/${theirs.endpoint.id}/secret`, { cookie: f.admin.cookie, json: {} });
    expect(rotate.status).toBe(404);
    await logEvent(other.driver.cookie);
    const [delivery] = await awaitDeliveries(theirs.endpoint.id, 1);
    const replay = await call(`/api/webhooks/deliveries/${delivery?.id}/replay`, { cookie: f.admin.cookie, json: {} });
    expect(replay.status).toBe(404);
    const mine = (await (await call('/api/webhooks/deliveries', { cookie: f.admin.cookie })).json()) as {
      deliveries: unknown[];
    };
    expect(mine.deliveries).toEqual([]);
  });
});

describe('what is delivered', () => {
  it('records one delivery per subscribed endpoint for each kind of change, with the record in the v2 shape', async () => {
    const f = await fleet();
    const events = await register(f, ['event.created', 'event.checked_out', 'event.cancelled']);
    const claimsHook = await register(f, ['claim.status_changed', 'claim.paid', 'document.created']);

    const logged = await logEvent(f.driver.cookie);
    const done = await call(`/api/events/${logged.id}/complete`, { cookie: f.driver.cookie, json: {} });
    expect(done.status).toBe(200);
    const other = await logEvent(f.driver.cookie);
    const cancelled = await call(`/api/events/${other.id}/cancel`, {
      cookie: f.driver.cookie,
      json: { reason: 'Wrong dock' },
    });
    expect(cancelled.status).toBe(200);
    const rows = await awaitDeliveries(events.endpoint.id, 4);
    const bodies = rows.map(
      (r) =>
        JSON.parse(r.payload) as {
          id: string;
          type: string;
          createdAt: string;
          data: { id: string; status: string; checkInTime: string; updatedAt: string };
        },
    );
    expect(bodies.map((b) => `${b.type} ${b.data.id} ${b.data.status}`).sort()).toEqual(
      [
        `event.created ${logged.id} active`,
        `event.created ${other.id} active`,
        `event.checked_out ${logged.id} completed`,
        `event.cancelled ${other.id} cancelled`,
      ].sort(),
    );
    for (const [i, body] of bodies.entries()) {
      expect(body.id).toBe(rows[i]?.id);
      expect(body.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      expect(body.data.checkInTime).toMatch(/Z$/);
      expect(body.data.updatedAt).toMatch(/Z$/);
    }

    const doc = await uploaded(f.admin.cookie, png(), { query: { eventId: logged.id } });
    const stop = await completedStop(f, 200);
    const claim = await claimFor(f, stop.id);
    await sendClaim(f, claim.id);
    expect((await pay(f, claim.id, payment(claim.amountCents))).status).toBe(201);
    const told = await awaitDeliveries(claimsHook.endpoint.id, 4);
    const said = told.map(
      (r) => JSON.parse(r.payload) as { type: string; data: { id: string; status?: string; previousStatus?: string } },
    );
    expect(said.map((b) => [b.type, b.data.id, b.data.status ?? null, b.data.previousStatus ?? null]).sort()).toEqual(
      [
        ['document.created', doc.id, 'active', null],
        ['claim.status_changed', claim.id, 'sent', 'draft'],
        ['claim.status_changed', claim.id, 'paid', 'sent'],
        ['claim.paid', claim.id, 'paid', 'sent'],
      ].sort(),
    );
    // The events endpoint chose none of these: only the completed stop's event.created reached it.
    expect(await deliveriesOf(events.endpoint.id)).toHaveLength(5);
  });

  it('tells the same of a stop from a truck and of one from a program as of one logged in the app', async () => {
    const truck = await connect('generic');
    const f = truck.fleet;
    const hook = await register(f, ['event.created', 'event.checked_out']);
    // The truck's departure comes before its arrival: the arrival logs the stop already checked out.
    const at = Date.now();
    for (const body of [genericBody('evt_out', 'departure', at - 600_000), genericBody('evt_in', 'arrival', at - 9e6)])
      expect((await deliver(truck.id, body, signedHeaders('generic', truck.secret, body))).status).toBeLessThan(300);
    const [fromTruck] = await eventsOf(f.companyId);
    // A program logs a stop and checks it out through the keyed API.
    const { token } = await issueKey(db(), f.companyId, f.admin.userId, {
      name: 'TMS sync',
      scopes: ['events:read', 'events:write'],
    });
    const logged = await v2('/events', { token, json: { ...CREATE_EVENT_EXAMPLE, checkInTime: at - 9e6 } });
    const { data: fromProgram } = (await logged.json()) as { data: { id: string } };
    expect((await v2(`/events/${fromProgram.id}/check-out`, { token, json: {} })).status).toBe(200);

    const rows = await awaitDeliveries(hook.endpoint.id, 4);
    const told = rows.map((r) => JSON.parse(r.payload) as { type: string; data: { id: string; status: string } });
    expect(told.map((b) => `${b.type} ${b.data.id}`).sort()).toEqual(
      [
        `event.created ${fromTruck?.id}`,
        `event.checked_out ${fromTruck?.id}`,
        `event.created ${fromProgram.id}`,
        `event.checked_out ${fromProgram.id}`,
      ].sort(),
    );
  });
});

describe('the consumer', () => {
  it('signs each delivery with the endpoint secret over timestamp and body, and carries its idempotency id', async () => {
    const f = await fleet();
    const { endpoint, secret } = await register(f, ['event.created']);
    const logged = await logEvent(f.driver.cookie);
    const [delivery] = await awaitDeliveries(endpoint.id, 1);
    if (!delivery) throw new Error('no delivery');
    const received = receiver([200]);
    const { result, row } = await consume(delivery.id, 1);
    expect(received).toHaveLength(1);
    const [sent] = received;
    expect(sent?.url).toBe(NOWHERE);
    expect(sent?.headers.get('dwell-webhook-id')).toBe(delivery.id);
    expect(sent?.headers.get('dwell-event-type')).toBe('event.created');
    expect(sent?.headers.get('content-type')).toBe('application/json');
    expect(sent?.body).toBe(delivery.payload);
    expect(JSON.parse(sent?.body ?? '{}').data.id).toBe(logged.id);
    expect(await verifies(sent?.headers.get('dwell-signature') ?? '', secret, sent?.body ?? '')).toBe(true);
    expect(await verifies(sent?.headers.get('dwell-signature') ?? '', 'whsec_wrong', sent?.body ?? '')).toBe(false);
    expect(result.explicitAcks).toEqual(['msg-1']);
    expect(result.retryMessages).toEqual([]);
    expect(row).toMatchObject({ status: 'delivered', attempts: 1, responseStatus: 200, error: null });
    expect(row?.deliveredAt).toBeInstanceOf(Date);
  });

  it('retries a failed delivery with exponential backoff, then hands it to the dead-letter queue, which marks it dead', async () => {
    const f = await fleet();
    const { endpoint } = await register(f, ['event.created']);
    await logEvent(f.driver.cookie);
    const [delivery] = await awaitDeliveries(endpoint.id, 1);
    if (!delivery) throw new Error('no delivery');
    const received = receiver([503]);
    const first = await consume(delivery.id, 1);
    expect(first.retries).toEqual([{ delaySeconds: 30 }]);
    expect(first.row).toMatchObject({
      status: 'retrying',
      attempts: 1,
      responseStatus: 503,
      error: 'The endpoint answered 503',
    });
    const second = await consume(delivery.id, 2);
    expect(second.retries).toEqual([{ delaySeconds: 60 }]);
    expect(second.row?.nextAttemptAt?.getTime()).toBe((second.row?.lastAttemptAt?.getTime() ?? 0) + 60_000);
    const last = await consume(delivery.id, 3);
    expect(last.retries).toEqual([]);
    expect(last.result.explicitAcks).toEqual(['msg-3']);
    expect(last.dead).toEqual([{ deliveryId: delivery.id }]);
    expect(last.row).toMatchObject({ attempts: 3, nextAttemptAt: null });
    expect(received).toHaveLength(3);
    const buried = await consume(delivery.id, 1, 'dwell-webhooks-dead');
    expect(buried.row?.status).toBe('dead');
    expect(buried.result.explicitAcks).toEqual(['msg-1']);
    expect(received).toHaveLength(3);
  });

  it('records an unreachable receiver and a redirect as failures', async () => {
    const f = await fleet();
    const { endpoint } = await register(f, ['event.created']);
    await logEvent(f.driver.cookie);
    const [delivery] = await awaitDeliveries(endpoint.id, 1);
    if (!delivery) throw new Error('no delivery');
    vi.spyOn(globalThis, 'fetch').mockRejectedValueOnce(new TypeError('connection refused'));
    const down = await consume(delivery.id, 1);
    expect(down.row).toMatchObject({ status: 'retrying', responseStatus: null });
    expect(down.row?.error).toContain('Could not reach the endpoint');
    vi.restoreAllMocks();
    receiver([302]);
    const moved = await consume(delivery.id, 2);
    expect(moved.row).toMatchObject({ status: 'retrying', responseStatus: 302 });
  });

  it('signs with both secrets during a rotation overlap', async () => {
    const f = await fleet();
    const { endpoint, secret: before } = await register(f, ['event.created']);
    const res = await call(`/api/webhooks/${endpoint.id}/secret`, { cookie: f.admin.cookie, json: {} });
    expect(res.status).toBe(200);
    const rotated = (await res.json()) as Registered;
    expect(rotated.secret).not.toBe(before);
    await logEvent(f.driver.cookie);
    const [delivery] = await awaitDeliveries(endpoint.id, 1);
    if (!delivery) throw new Error('no delivery');
    const received = receiver([200]);
    await consume(delivery.id, 1);
    const header = received[0]?.headers.get('dwell-signature') ?? '';
    expect(header.split(',').filter((p) => p.startsWith('v1='))).toHaveLength(2);
    expect(await verifies(header, rotated.secret, received[0]?.body ?? '')).toBe(true);
    expect(await verifies(header, before, received[0]?.body ?? '')).toBe(true);
  });
});

describe('the hourly sweep', () => {
  it('queues again the deliveries whose message is gone (never attempted, or a retry long overdue), and nothing else', async () => {
    const f = await fleet();
    const { endpoint } = await register(f, ['event.created']);
    for (let i = 0; i < 4; i++) await logEvent(f.driver.cookie);
    const [lost, late, done, overdue] = await awaitDeliveries(endpoint.id, 4);
    const old = new Date(Date.now() - 20 * 60_000);
    await db()
      .update(webhookDeliveries)
      .set({ status: 'retrying', attempts: 2, nextAttemptAt: old })
      .where(eq(webhookDeliveries.id, overdue?.id ?? ''));
    for (const row of [lost, done])
      await db()
        .update(webhookDeliveries)
        .set({ createdAt: old })
        .where(eq(webhookDeliveries.id, row?.id ?? ''));
    await db()
      .update(webhookDeliveries)
      .set({ status: 'delivered', attempts: 1 })
      .where(eq(webhookDeliveries.id, done?.id ?? ''));
    const sent: { body: WebhookMessage }[] = [];
    const recorder = {
      sendBatch: async (batch: { body: WebhookMessage }[]) => void sent.push(...batch),
    } as unknown as Queue<WebhookMessage>;
    await requeueStranded({ WEBHOOKS: recorder }, db(), Date.now());
    const mine = sent.filter((m) => [lost, late, done, overdue].some((r) => r?.id === m.body.deliveryId));
    expect(mine.map((m) => m.body.deliveryId).sort()).toEqual([lost?.id, overdue?.id].sort());
  });
});

describe('Replay', () => {
  it('queues a dead delivery again once, however many clicks arrive together, and lists it', async () => {
    const f = await fleet();
    const { endpoint } = await register(f, ['event.created']);
    await logEvent(f.driver.cookie);
    const [delivery] = await awaitDeliveries(endpoint.id, 1);
    if (!delivery) throw new Error('no delivery');
    const early = await call(`/api/webhooks/deliveries/${delivery.id}/replay`, { cookie: f.admin.cookie, json: {} });
    expect(early.status).toBe(409);
    await db()
      .update(webhookDeliveries)
      .set({ status: 'dead', attempts: 3 })
      .where(and(eq(webhookDeliveries.id, delivery.id)));
    const clicks = await Promise.all(
      [1, 2, 3].map(() => call(`/api/webhooks/deliveries/${delivery.id}/replay`, { cookie: f.admin.cookie, json: {} })),
    );
    expect(clicks.map((r) => r.status).sort()).toEqual([202, 409, 409]);
    const [row] = await deliveriesOf(endpoint.id);
    expect(row).toMatchObject({ replays: 1 });
    const list = (await (
      await call(`/api/webhooks/deliveries?endpointId=${endpoint.id}`, { cookie: f.admin.cookie })
    ).json()) as {
      deliveries: { id: string; replays: number; eventType: string; url: string }[];
      nextCursor: string | null;
    };
    expect(list.deliveries).toMatchObject([{ id: delivery.id, replays: 1, eventType: 'event.created', url: NOWHERE }]);
    expect(list.nextCursor).toBeNull();
    const unknown = await call('/api/webhooks/deliveries/whd_nothing/replay', { cookie: f.admin.cookie, json: {} });
    expect(unknown.status).toBe(404);
  });

  it('pages the deliveries log with a cursor', async () => {
    const f = await fleet();
    const { endpoint } = await register(f, ['event.created']);
    for (let i = 0; i < 3; i++) await logEvent(f.driver.cookie);
    await awaitDeliveries(endpoint.id, 3);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const q: string = cursor ? `&cursor=${cursor}` : '';
      const page = (await (await call(`/api/webhooks/deliveries?limit=2${q}`, { cookie: f.admin.cookie })).json()) as {
        deliveries: { id: string }[];
        nextCursor: string | null;
      };
      seen.push(...page.deliveries.map((d) => d.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(3);
    expect(new Set(seen).size).toBe(3);
  });
});
