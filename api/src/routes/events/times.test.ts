/**
 * POST /api/events/:id/times: an automatic (ELD) time corrected by hand keeps its history — the replaced time,
 * its source and GPS fix in the stop's log, on the timeline and on the claim's invoice — and a claimed stop's
 * times cannot change.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { eventLog } from '../../lib/schema.ts';
import { call, db, type ErrorAnswer } from '../../../test/fixtures/http.ts';
import {
  type Connected,
  connect,
  deliver,
  eventsOf,
  genericBody,
  signedHeaders,
} from '../../../test/fixtures/integrations.ts';
import { pdfText } from '../../../test/fixtures/pdf.ts';

const MINUTE = 60_000;

/** A stop logged by the ELD: in 3 hours ago, out 5 minutes ago (175 minutes, 120 free: $75.00 billed). */
async function eldStop(): Promise<{ c: Connected; id: string; arrived: number; left: number }> {
  const c = await connect('generic');
  const arrived = Date.now() - 180 * MINUTE;
  const left = Date.now() - 5 * MINUTE;
  for (const [id, type, at] of [
    ['evt_in', 'arrival', arrived],
    ['evt_out', 'departure', left],
  ] as const) {
    const body = genericBody(id, type, at);
    const res = await deliver(c.id, body, signedHeaders('generic', c.secret, body));
    if (res.status !== 200) throw new Error(`delivery ${id}: ${res.status}`);
  }
  const [event] = await eventsOf(c.fleet.companyId);
  if (!event) throw new Error('no stop');
  return { c, id: event.id, arrived, left };
}

const correct = (id: string, cookie: string, json: object) => call(`/api/events/${id}/times`, { cookie, json });
const failure = async (res: Response) => ({
  status: res.status,
  message: ((await res.json()) as ErrorAnswer).error.message,
});

describe('correcting an ELD time', () => {
  it('stores the new time as manual, reprices under the same policy and keeps the replaced one everywhere', async () => {
    const { c, id, arrived, left } = await eldStop();
    const parked = arrived + 40 * MINUTE;
    const res = await correct(id, c.fleet.dispatcher.cookie, {
      checkInTime: parked,
      reason: 'Parked inside the fence before the appointment',
    });
    expect(res.status).toBe(200);
    // 135 minutes, 120 free: 15 billable at $75/h, $18.75 (it was 175 minutes: $75.00).
    const answer = (await res.json()) as { amountCents: number };
    expect(answer).toMatchObject({ id, checkInTime: parked, checkOutTime: left, amountCents: 1875 });
    const [row] = await eventsOf(c.fleet.companyId);
    expect(row).toMatchObject({
      checkInTime: new Date(parked),
      checkInSource: 'manual',
      checkInLat: null,
      checkInLng: null,
      checkInAccuracyM: null,
      checkOutSource: 'eld',
      checkOutAccuracyM: 8,
      status: 'completed',
      pricedCents: 1875,
    });
    const [log] = await db()
      .select()
      .from(eventLog)
      .where(and(eq(eventLog.eventId, id), eq(eventLog.action, 'times_corrected')));
    expect(JSON.parse(log?.details ?? '{}')).toEqual({
      corrections: [
        {
          field: 'checkIn',
          from: arrived,
          to: parked,
          fromSource: 'eld',
          fromFix: { lat: 33.7489954, lng: -84.3879824, accuracyM: 8 },
          reason: 'Parked inside the fence before the appointment',
        },
      ],
    });

    // A second correction, of the check-out, beyond the free time: the price follows the new wait.
    const later = await correct(id, c.fleet.admin.cookie, { checkOutTime: left - 60 * MINUTE, reason: 'Gate log' });
    expect(later.status).toBe(200);
    expect(((await later.json()) as { amountCents: number }).amountCents).toBe(0);
    const [repriced] = await eventsOf(c.fleet.companyId);
    expect(repriced).toMatchObject({ pricedBillable: false, pricedCents: 0, checkOutSource: 'manual' });

    // Back to a billable wait, then claimed: the invoice names every correction with the time it replaced.
    await correct(id, c.fleet.admin.cookie, {
      checkInTime: arrived - 30 * MINUTE,
      reason: 'Arrived earlier per gate log',
    });
    const claim = await call('/api/claims', { cookie: c.fleet.admin.cookie, json: { eventId: id } });
    expect(claim.status).toBe(201);
    const { claim: made } = (await claim.json()) as { claim: { id: string } };
    const pdf = await call(`/api/claims/${made.id}/invoice.pdf`, { cookie: c.fleet.admin.cookie });
    const text = (await pdfText(new Uint8Array(await pdf.arrayBuffer()))).join(' ');
    expect(text).toContain('Times from check-in manual, check-out manual');
    expect(text).toMatch(/Check-in corrected from .+ \(ELD\) to .+: Parked inside the fence before the appointment/);
    expect(text).toMatch(/Check-out corrected from .+ \(ELD\) to .+: Gate log/);
    expect(text).toMatch(/Check-in corrected from .+ \(manual\) to .+: Arrived earlier per gate log/);

    // Claimed: the times are fixed by the invoice.
    expect(await failure(await correct(id, c.fleet.admin.cookie, { checkInTime: parked, reason: 'Again' }))).toEqual({
      status: 409,
      message: "This stop is on a claim: its times are fixed by the claim's invoice",
    });
  });

  it('shows the correction on the timeline with the replaced time and its source', async () => {
    const { c, id, arrived } = await eldStop();
    await correct(id, c.fleet.admin.cookie, { checkInTime: arrived + 10 * MINUTE, reason: 'Queue at the gate' });
    const detail = (await (await call(`/api/events/${id}`, { cookie: c.fleet.admin.cookie })).json()) as {
      timeline: { action: string; actor: string | null; details: { corrections?: { fromSource: string }[] } }[];
    };
    const entry = detail.timeline.find((t) => t.action === 'times_corrected');
    expect(entry?.details.corrections?.[0]?.fromSource).toBe('eld');
    expect(entry?.actor).toBe('Olive Owner');
  });

  it('refuses bad corrections with their message and writes nothing', async () => {
    const { c, id, arrived, left } = await eldStop();
    const cookie = c.fleet.admin.cookie;
    const cases: [object, number, string][] = [
      [{ checkInTime: arrived }, 400, 'Say why the time is corrected (at least 3 characters)'],
      [{ reason: 'Nothing to change' }, 400, 'Give the corrected check-in or check-out time'],
      [{ checkInTime: Date.now() + 3_600_000, reason: 'Future' }, 400, 'A corrected time cannot be in the future'],
      [{ checkInTime: arrived, reason: 'Same time' }, 422, 'The times are unchanged'],
      [{ checkInTime: left + MINUTE, reason: 'After out' }, 422, 'The check-out must come after the check-in'],
    ];
    for (const [json, status, message] of cases) {
      expect(await failure(await correct(id, cookie, json))).toEqual({ status, message });
    }
    const [row] = await eventsOf(c.fleet.companyId);
    expect(row).toMatchObject({ checkInTime: new Date(arrived), checkInSource: 'eld' });
    const logs = await db()
      .select()
      .from(eventLog)
      .where(and(eq(eventLog.eventId, id), eq(eventLog.action, 'times_corrected')));
    expect(logs).toEqual([]);
    // Another company's admin does not find the stop.
    const other = await connect('generic');
    const foreign = await correct(id, other.fleet.admin.cookie, { checkInTime: arrived + MINUTE, reason: 'Mine' });
    expect(foreign.status).toBe(404);
  });

  it('an open stop has no check-out to correct; of two parallel corrections one wins', async () => {
    const c = await connect('generic');
    const arrived = Date.now() - 90 * MINUTE;
    const body = genericBody('evt_open', 'arrival', arrived);
    await deliver(c.id, body, signedHeaders('generic', c.secret, body));
    const [open] = await eventsOf(c.fleet.companyId);
    const id = open?.id ?? '';
    expect(
      await failure(await correct(id, c.fleet.admin.cookie, { checkOutTime: Date.now(), reason: 'Left early' })),
    ).toEqual({ status: 422, message: 'This stop is still under way: mark it complete to set its check-out' });
    const answers = await Promise.all(
      [10, 20].map((m) =>
        correct(id, c.fleet.admin.cookie, { checkInTime: arrived + m * MINUTE, reason: `Moved ${m} minutes` }),
      ),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const logs = await db()
      .select()
      .from(eventLog)
      .where(and(eq(eventLog.eventId, id), eq(eventLog.action, 'times_corrected')));
    expect(logs).toHaveLength(1);
    const [row] = await eventsOf(c.fleet.companyId);
    const winner = JSON.parse(logs[0]?.details ?? '{}') as { corrections: { to: number }[] };
    expect(row?.checkInTime.getTime()).toBe(winner.corrections[0]?.to);
  });
});
