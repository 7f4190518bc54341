import { describe, expect, it } from 'vitest';
import { demoAlerts, demoClaims, demoStoredPrice } from './demo-claims.ts';
import { demoFleet } from './demo-data.ts';

describe('demo claims and alerts', () => {
  const now = Date.UTC(2026, 10, 21, 18);
  const fleet = demoFleet(now);
  const claims = demoClaims(fleet, now);

  it('claims billable completed stops at every stage, each event once, numbers unique', () => {
    expect(claims.length).toBeGreaterThan(20);
    expect(new Set(claims.map((c) => c.status))).toEqual(
      new Set(['draft', 'sent', 'partially_paid', 'paid', 'disputed', 'waived']),
    );
    expect(new Set(claims.map((c) => c.eventId)).size).toBe(claims.length);
    expect(new Set(claims.map((c) => c.number)).size).toBe(claims.length);
    for (const c of claims) {
      expect(c.amountCents).toBeGreaterThan(0);
      expect(c.receivedCents).toBeLessThanOrEqual(c.amountCents);
      expect(c.payments.reduce((s, p) => s + p.amountCents, 0)).toBe(c.receivedCents);
      if (c.status === 'paid') expect(c.receivedCents).toBe(c.amountCents);
      for (const at of [c.createdAt, c.sentAt ?? 0, c.closedAt ?? 0, ...c.payments.map((p) => p.receivedAt)]) {
        expect(at).toBeLessThanOrEqual(now);
      }
    }
  });

  it('stores the price of every completed stop, the one its claim was generated with', () => {
    for (const c of claims) {
      const event = fleet.events.find((e) => e.id === c.eventId);
      expect(event && demoStoredPrice(event)).toMatchObject({
        pricedCents: c.amountCents,
        pricedBilledMinutes: c.billedMinutes,
        pricedBillable: true,
      });
    }
    const running = fleet.events.filter((e) => e.status === 'active');
    expect(running.length).toBeGreaterThan(0);
    for (const event of running) expect(demoStoredPrice(event)).toEqual({});
    expect(claims.every((c) => c.payments.every((p) => p.reference.startsWith('ACH ')))).toBe(true);
  });

  it('raises the alerts the live stops crossed, and reminders for claims unpaid past 30 days', () => {
    const alerts = demoAlerts(fleet, claims, now, 'America/Chicago');
    const kinds = alerts.map((a) => a.kind);
    expect(kinds).toContain('free_time_ending');
    expect(kinds).toContain('billable_started');
    expect(kinds).toContain('claim_unpaid');
    expect(new Set(alerts.map((a) => a.dedupeKey)).size).toBe(alerts.length);
    expect(alerts.every((a) => a.createdAt <= now)).toBe(true);
  });
});
