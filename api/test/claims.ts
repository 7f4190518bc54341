import { expect } from 'vitest';
import { call } from './helpers.ts';
import { type Fleet, logEvent } from './fleet.ts';

const MINUTE = 60_000;

export interface ClaimAnswer {
  claim: {
    id: string;
    number: string;
    status: string;
    eventId: string;
    amountCents: number;
    receivedCents: number;
    balanceCents: number;
    invoiceSha256: string | null;
  };
}

/** A stop logged complete by the driver: checked in `hoursAgo`, on site `minutesOnSite` (the default policy bills past 120). */
export function completedStop(f: Fleet, minutesOnSite: number, hoursAgo = 6, overrides: Record<string, unknown> = {}) {
  const checkIn = Date.now() - hoursAgo * 60 * MINUTE;
  return logEvent(f.driver.cookie, {
    checkInTime: checkIn,
    checkOutTime: checkIn + minutesOnSite * MINUTE,
    loadNumber: 'LD-900',
    ...overrides,
  });
}

/** Generates the claim of a stop as the dispatcher. */
export async function claimFor(f: Fleet, eventId: string) {
  const res = await call('/api/claims', { cookie: f.dispatcher.cookie, json: { eventId } });
  expect(res.status).toBe(201);
  return ((await res.json()) as ClaimAnswer).claim;
}

/** Marks a claim sent as the admin. */
export async function sendClaim(f: Fleet, claimId: string) {
  const res = await call(`/api/claims/${claimId}/status`, { cookie: f.admin.cookie, json: { status: 'sent' } });
  expect(res.status).toBe(200);
  return ((await res.json()) as ClaimAnswer).claim;
}

/** A payment as the claim panel records it: amount, the day it arrived and the payer's reference. */
export function payment(amountCents: number, reference = `CHK-${amountCents}`) {
  return { amountCents, receivedAt: Date.now() - 3_600_000, reference };
}

/** Records a payment as the admin, optionally under an Idempotency-Key. */
export function pay(f: Fleet, claimId: string, body: Record<string, unknown>, key?: string) {
  return call(`/api/claims/${claimId}/payments`, {
    cookie: f.admin.cookie,
    json: body,
    headers: key ? { 'idempotency-key': key } : {},
  });
}
