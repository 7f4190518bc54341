import { env, runDurableObjectAlarm, SELF } from 'cloudflare:test';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hubFor } from '../lib/events/live.ts';
import { alerts, emailOutbox, users } from '../lib/schema.ts';
import type { HubMessage } from './company-hub.ts';
import { fleet, logEvent } from '../../test/fixtures/companies.ts';
import { call, db, eventually, ORIGIN } from '../../test/fixtures/http.ts';

/** Opens /api/live as a browser tab would, collecting what the hub pushes. */
async function openLive(cookie: string) {
  const res = await SELF.fetch(`${ORIGIN}/api/live`, { headers: { upgrade: 'websocket', cookie } });
  expect(res.status).toBe(101);
  const socket = res.webSocket;
  if (!socket) throw new Error('no WebSocket in the answer');
  const messages: HubMessage[] = [];
  socket.addEventListener('message', (event) => {
    const data = JSON.parse(String(event.data)) as HubMessage | { type: 'hello' };
    if (data.type === 'changed') messages.push(data);
  });
  socket.accept();
  const waitFor = async (test: (all: HubMessage[]) => boolean, ms = 3000) => {
    const until = Date.now() + ms;
    while (!test(messages) && Date.now() < until) await new Promise((r) => setTimeout(r, 25));
    return messages;
  };
  return { socket, messages, waitFor };
}

const stopAlerts = (companyId: string) => db().select().from(alerts).where(eq(alerts.companyId, companyId));
const mailTo = (to: string) =>
  db()
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.kind, 'alert')));

describe('GET /api/live', () => {
  it('tells the company’s tabs about a new event, and a colleague driver nothing', async () => {
    const f = await fleet();
    const office = await openLive(f.dispatcher.cookie);
    const colleague = await openLive(f.otherDriver.cookie);
    const own = await openLive(f.driver.cookie);
    const event = await logEvent(f.driver.cookie);
    const heard = (m: HubMessage[]) => m.some((x) => x.topics.includes('events') && x.eventIds.includes(event.id));
    expect(heard(await office.waitFor(heard))).toBe(true);
    expect(heard(await own.waitFor(heard))).toBe(true);
    await new Promise((r) => setTimeout(r, 300));
    expect(colleague.messages).toEqual([]);
  });

  it('sends at most 2 messages per second, coalescing the changes in between', async () => {
    const f = await fleet();
    const tab = await openLive(f.admin.cookie);
    const hub = hubFor(env, f.companyId);
    const ids = Array.from({ length: 10 }, (_, i) => `ev_burst_${i}`);
    for (const id of ids) await hub.publish([{ topic: 'events', eventId: id, ownerId: f.driver.userId }]);
    await tab.waitFor((m) => m.flatMap((x) => x.eventIds).length === 10);
    await new Promise((r) => setTimeout(r, 600));
    expect(tab.messages).toHaveLength(2);
    expect((tab.messages[1]?.at ?? 0) - (tab.messages[0]?.at ?? 0)).toBeGreaterThanOrEqual(500);
    expect(tab.messages.flatMap((m) => m.eventIds).sort()).toEqual([...ids].sort());
  });

  it('refuses a plain request, a signed-out caller and another site’s page', async () => {
    const f = await fleet();
    expect((await call('/api/live', { cookie: f.admin.cookie })).status).toBe(426);
    expect((await SELF.fetch(`${ORIGIN}/api/live`, { headers: { upgrade: 'websocket' } })).status).toBe(401);
    const foreign = await SELF.fetch(`${ORIGIN}/api/live`, {
      headers: { upgrade: 'websocket', cookie: f.admin.cookie, origin: 'https://evil.example' },
    });
    expect(foreign.status).toBe(403);
  });
});

describe('stop alerts', () => {
  it('warns 30 minutes before the free time ends: in-app, live, and by email to the dispatcher, once', async () => {
    const f = await fleet();
    const tab = await openLive(f.admin.cookie);
    const event = await logEvent(f.driver.cookie, {}, 95);
    const hub = hubFor(env, f.companyId);
    const nextAt = await hub.schedule(f.companyId, ORIGIN);
    await hub.schedule(f.companyId, ORIGIN);
    const raised = await stopAlerts(f.companyId);
    expect(raised).toHaveLength(1);
    expect(raised[0]).toMatchObject({
      kind: 'free_time_ending',
      eventId: event.id,
      title: 'Free time ends in 30 minutes',
    });
    expect(raised[0]?.message).toContain('Marcus Reed at Lakeshore Grocery DC');
    // Next wake-up: billing starts at 121 minutes, 26 minutes from now.
    expect(nextAt).toBeGreaterThan(Date.now() + 25 * 60_000);
    expect(nextAt).toBeLessThan(Date.now() + 27 * 60_000);
    const mails = await eventually(
      () => mailTo(f.dispatcher.email),
      (m) => m.length > 0,
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Dwell: Free time ends in 30 minutes');
    expect(mails[0]?.bodyText).toContain(`${ORIGIN}/events/${event.id}`);
    expect(await mailTo(f.admin.email)).toHaveLength(0);
    await tab.waitFor((m) => m.some((x) => x.topics.includes('alerts')));
    expect(tab.messages.some((m) => m.topics.includes('alerts'))).toBe(true);
  });

  it('raises billable and cap alerts from the alarm, and skips the stale warning', async () => {
    const f = await fleet();
    await call('/api/policies/company', {
      method: 'PUT',
      cookie: f.admin.cookie,
      json: {
        freeMinutes: 120,
        hourlyRateCents: 7500,
        incrementMinutes: 15,
        rounding: 'up',
        capCents: 1000,
        clockStart: 'arrival',
        lateArrival: 'from_arrival',
        lateGraceMinutes: 15,
      },
    });
    await logEvent(f.driver.cookie, {}, 150);
    const hub = hubFor(env, f.companyId);
    await hub.schedule(f.companyId, ORIGIN);
    await runDurableObjectAlarm(hub);
    const kinds = (await stopAlerts(f.companyId)).map((a) => a.kind).sort();
    expect(kinds).toEqual(['billable_started', 'cap_reached']);
  });

  it('emails the carrier admin when the company has no dispatcher, and respects turned-off alerts', async () => {
    const f = await fleet();
    await db().delete(users).where(eq(users.id, f.dispatcher.userId));
    await db()
      .update(users)
      .set({ notificationPrefs: JSON.stringify({ billableStarted: false }) })
      .where(eq(users.id, f.admin.userId));
    await logEvent(f.driver.cookie, {}, 95);
    await hubFor(env, f.companyId).schedule(f.companyId);
    expect(
      await eventually(
        () => mailTo(f.admin.email),
        (m) => m.length === 1,
      ),
    ).toHaveLength(1);
    await logEvent(f.driver.cookie, {}, 130);
    await hubFor(env, f.companyId).schedule(f.companyId);
    const billable = await db()
      .select()
      .from(alerts)
      .where(and(eq(alerts.companyId, f.companyId), eq(alerts.kind, 'billable_started')));
    expect(billable).toHaveLength(1);
    // The billable alert was raised but, turned off, not emailed: still only the warning.
    await new Promise((r) => setTimeout(r, 300));
    expect(await mailTo(f.admin.email)).toHaveLength(1);
  });

  it('stops the alarm when no driver is waiting', async () => {
    const f = await fleet();
    const event = await logEvent(f.driver.cookie, {}, 10);
    const hub = hubFor(env, f.companyId);
    expect(await hub.schedule(f.companyId)).not.toBeNull();
    await call(`/api/events/${event.id}/complete`, { cookie: f.driver.cookie, json: {} });
    expect(await hub.schedule(f.companyId)).toBeNull();
  });
});
