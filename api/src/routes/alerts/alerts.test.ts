import { env } from 'cloudflare:test';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hubFor } from '../../lib/events/live.ts';
import { runScheduled } from '../../lib/events/scheduled.ts';
import { alerts, claims, emailOutbox } from '../../lib/schema.ts';
import { payment } from '../../../test/fixtures/claims.ts';
import { type Fleet, fleet, logEvent } from '../../../test/fixtures/companies.ts';
import { call, db, eventually } from '../../../test/fixtures/http.ts';

interface AlertList {
  alerts: { id: string; kind: string; title: string; read: boolean; eventId: string | null }[];
  unreadCount: number;
  total: number;
}

async function listFor(cookie: string, query = '') {
  const res = await call(`/api/alerts${query}`, { cookie });
  expect(res.status).toBe(200);
  return (await res.json()) as AlertList;
}

/** Two drivers each with a stop 95 minutes in: each gets a free-time warning. */
async function warned(f: Fleet) {
  await logEvent(f.driver.cookie, {}, 95);
  await logEvent(f.otherDriver.cookie, {}, 95);
  await hubFor(env, f.companyId).schedule(f.companyId);
  return eventually(
    () => listFor(f.admin.cookie),
    (l) => l.total === 2,
  );
}

describe('GET /api/alerts', () => {
  it('lists the company’s alerts newest first with the unread count; drivers see only their own', async () => {
    const f = await fleet();
    const all = await warned(f);
    expect(all).toMatchObject({ total: 2, unreadCount: 2 });
    expect(all.alerts.every((a) => a.kind === 'free_time_ending' && !a.read)).toBe(true);
    const mine = await listFor(f.driver.cookie);
    expect(mine.total).toBe(1);
    const other = await fleet();
    expect((await listFor(other.admin.cookie)).total).toBe(0);
  });

  it('marks one alert read for one user, then all of them', async () => {
    const f = await fleet();
    const all = await warned(f);
    const first = all.alerts[0]?.id ?? '';
    expect((await call(`/api/alerts/${first}/read`, { method: 'POST', cookie: f.admin.cookie })).status).toBe(204);
    expect((await listFor(f.admin.cookie)).unreadCount).toBe(1);
    expect((await listFor(f.dispatcher.cookie)).unreadCount).toBe(2);
    expect((await listFor(f.admin.cookie, '?unread=true')).alerts.map((a) => a.id)).not.toContain(first);
    await call('/api/alerts/read-all', { method: 'POST', cookie: f.admin.cookie });
    expect((await listFor(f.admin.cookie)).unreadCount).toBe(0);
  });

  it('answers 404 for marking another company’s alert, or a colleague driver’s', async () => {
    const f = await fleet();
    const other = await fleet();
    const theirs = (await warned(other)).alerts[0]?.id ?? '';
    expect((await call(`/api/alerts/${theirs}/read`, { method: 'POST', cookie: f.admin.cookie })).status).toBe(404);
    const colleagues = (await listFor(other.otherDriver.cookie)).alerts[0]?.id ?? '';
    expect((await call(`/api/alerts/${colleagues}/read`, { method: 'POST', cookie: other.driver.cookie })).status).toBe(
      404,
    );
  });
});

describe('claim reminders (hourly cron)', () => {
  it('reminds once a sent claim is unpaid after the company’s reminder days, once per period', async () => {
    const f = await fleet();
    await call('/api/policies/claims', { method: 'PUT', cookie: f.admin.cookie, json: { reminderDays: 10 } });
    const checkIn = Date.now() - 6 * 3_600_000;
    const event = await logEvent(f.driver.cookie, { checkInTime: checkIn, checkOutTime: checkIn + 200 * 60_000 });
    const created = await call('/api/claims', { cookie: f.admin.cookie, json: { eventId: event.id } });
    const { claim } = (await created.json()) as { claim: { id: string; number: string } };
    await call(`/api/claims/${claim.id}/status`, { cookie: f.admin.cookie, json: { status: 'sent' } });

    await runScheduled(env);
    expect(await db().select().from(alerts).where(eq(alerts.claimId, claim.id))).toHaveLength(0);

    await db()
      .update(claims)
      .set({ sentAt: new Date(Date.now() - 11 * 86_400_000) })
      .where(eq(claims.id, claim.id));
    const first = await runScheduled(env);
    expect(first.reminders).toBe(1);
    await runScheduled(env);
    const raised = await db().select().from(alerts).where(eq(alerts.claimId, claim.id));
    expect(raised).toHaveLength(1);
    expect(raised[0]).toMatchObject({ kind: 'claim_unpaid', title: `Claim ${claim.number} unpaid after 11 days` });
    expect(raised[0]?.message).toContain('$112.50 is still owed');
    const mails = await db()
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, f.dispatcher.email), eq(emailOutbox.kind, 'claim_reminder')));
    expect(mails).toHaveLength(1);

    const paid = await call(`/api/claims/${claim.id}/payments`, { cookie: f.admin.cookie, json: payment(11_250) });
    expect(paid.status).toBe(201);
    await db()
      .update(claims)
      .set({ sentAt: new Date(Date.now() - 25 * 86_400_000) })
      .where(eq(claims.id, claim.id));
    expect((await runScheduled(env)).reminders).toBe(0);
  });
});
