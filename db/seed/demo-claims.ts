/**
 * The demo fleet's money side: its detention policies, the claims of its billable stops at every stage
 * (draft, sent, partially paid, paid, disputed, waived) and the alerts a live company would have raised.
 * Pure data computed with the same core rules the API uses, so every amount matches what the app computes.
 */
import { computeDetention, DEFAULT_DETENTION_POLICY, type DetentionPolicy, resolvePolicy } from '@dwell/core/detention';
import { stopAlertText, claimReminderText } from '@dwell/core/alert-texts';
import { alertThresholds, dueThresholds } from '@dwell/core/alert-thresholds';
import type { DemoEvent, DemoFleet } from './demo-data.ts';

const DAY = 86_400_000;
export const DEMO_REMINDER_DAYS = 30;

/** Summit Logistics (a broker) pays more but caps each stop; Inland Empire starts the clock at the appointment. */
export const DEMO_OVERRIDES = {
  customers: { cus_demo_03: { hourlyRateCents: 8500, capCents: 40_000 } },
  facilities: { fac_demo_24: { clockStart: 'appointment', lateArrival: 'forfeit' } },
} as const satisfies {
  customers: Record<string, Partial<DetentionPolicy>>;
  facilities: Record<string, Partial<DetentionPolicy>>;
};

/** The policy a demo stop bills under: the layers, with the 120 free minutes it was logged with. */
export function demoPolicy(event: DemoEvent): DetentionPolicy {
  const customer = (DEMO_OVERRIDES.customers as Record<string, Partial<DetentionPolicy>>)[event.customer.id];
  const facility = (DEMO_OVERRIDES.facilities as Record<string, Partial<DetentionPolicy>>)[event.facility.id];
  return { ...resolvePolicy(DEFAULT_DETENTION_POLICY, customer, facility), freeMinutes: 120 };
}

/**
 * The price a completed demo stop stores (as the API stores it on completion): its policy, billed minutes and
 * amount, computed once, so later policy changes in the demo leave it alone. A stop still under way has none.
 */
export function demoStoredPrice(event: DemoEvent) {
  if (event.status !== 'completed' || event.checkOutTime === null) return {};
  const policy = demoPolicy(event);
  const b = computeDetention(
    {
      checkIn: event.checkInTime,
      checkOut: event.checkOutTime,
      appointment: event.appointmentTime,
      now: event.checkOutTime,
    },
    policy,
  );
  return {
    pricedAt: new Date(event.checkOutTime),
    pricedPolicy: JSON.stringify(policy),
    pricedBillable: b.billable,
    pricedBilledMinutes: b.billedMinutes,
    pricedCents: b.amountCents,
  };
}

export interface DemoClaim {
  id: string;
  eventId: string;
  customerId: string;
  number: string;
  status: 'draft' | 'sent' | 'partially_paid' | 'paid' | 'disputed' | 'waived';
  amountCents: number;
  billedMinutes: number;
  receivedCents: number;
  breakdown: string;
  createdAt: number;
  sentAt: number | null;
  /** The send plus the customer's payment terms. */
  dueAt: number | null;
  closedAt: number | null;
  payments: { id: string; amountCents: number; receivedAt: number; reference: string }[];
}

export interface DemoAlert {
  id: string;
  kind: 'free_time_ending' | 'billable_started' | 'cap_reached' | 'claim_unpaid';
  eventId: string;
  claimId: string | null;
  userId: string | null;
  title: string;
  message: string;
  dedupeKey: string;
  createdAt: number;
}

/** Status by age: old claims are settled, recent ones are still being chased, the newest are drafts. */
function stage(ageDays: number, k: number): DemoClaim['status'] {
  if (ageDays > 45) return k % 7 === 3 ? 'disputed' : k % 9 === 4 ? 'waived' : 'paid';
  if (ageDays > 12) return k % 3 === 1 ? 'partially_paid' : 'sent';
  return k % 2 === 0 ? 'draft' : 'sent';
}

/** Claims for about a third of the completed billable stops of the last 90 days. */
export function demoClaims(fleet: DemoFleet, now: number): DemoClaim[] {
  const claims: DemoClaim[] = [];
  const candidates = fleet.events.filter(
    (e) => e.status === 'completed' && e.checkOutTime !== null && now - e.checkInTime < 90 * DAY,
  );
  for (const [i, event] of candidates.entries()) {
    if (i % 3 !== 0) continue;
    const checkOut = event.checkOutTime as number;
    const policy = demoPolicy(event);
    const b = computeDetention(
      { checkIn: event.checkInTime, checkOut, appointment: event.appointmentTime, now },
      policy,
    );
    if (!b.billable || b.amountCents <= 0) continue;
    const k = claims.length;
    const id = `clm_demo_${String(k + 1).padStart(3, '0')}`;
    // Nothing in the demo happens in the future: a claim of this morning's stop was made and sent today.
    const createdAt = Math.min(checkOut + 3 * 3_600_000, now - 60_000);
    const status = stage((now - checkOut) / DAY, k);
    const sentAt = status === 'draft' ? null : Math.min(createdAt + DAY, now);
    const received =
      status === 'paid' ? b.amountCents : status === 'partially_paid' ? Math.round(b.amountCents / 2) : 0;
    const paidAt = (sentAt ?? createdAt) + 21 * DAY;
    claims.push({
      id,
      eventId: event.id,
      customerId: event.customer.id,
      number: `DW-${new Date(createdAt).toISOString().slice(0, 7).replace('-', '')}-${String(k + 1).padStart(4, '0')}`,
      status,
      amountCents: b.amountCents,
      billedMinutes: b.billedMinutes,
      receivedCents: received,
      breakdown: JSON.stringify({
        event: {
          facilityName: event.facility.name,
          facilityAddress: event.customer.name,
          driverName: event.driverName,
          loadNumber: event.loadNumber,
          appointmentTime: event.appointmentTime,
          checkInTime: event.checkInTime,
          checkOutTime: checkOut,
        },
        customer: { name: event.customer.name, billingEmail: event.customer.contacts[0]?.email ?? null },
        policy,
        breakdown: {
          totalMinutes: b.totalMinutes,
          waitMinutes: b.waitMinutes,
          billableMinutes: b.billableMinutes,
          billedMinutes: b.billedMinutes,
          capped: b.capped,
        },
      }),
      createdAt,
      sentAt,
      dueAt: sentAt === null ? null : sentAt + event.customer.paymentTermsDays * DAY,
      closedAt: status === 'paid' ? paidAt : status === 'waived' ? (sentAt ?? createdAt) + 30 * DAY : null,
      payments:
        received > 0
          ? [
              {
                id: `pay_demo_${String(k + 1).padStart(3, '0')}`,
                amountCents: received,
                receivedAt: Math.min(paidAt, now),
                reference: `ACH ${String(410_000 + k * 37)}`,
              },
            ]
          : [],
    });
  }
  return claims;
}

/**
 * The alerts the live stops have crossed so far (times in each facility's zone, else `timeZone`, the
 * company's), and a reminder for each sent claim unpaid past 30 days.
 */
export function demoAlerts(fleet: DemoFleet, claims: DemoClaim[], now: number, timeZone: string): DemoAlert[] {
  const alerts: DemoAlert[] = [];
  for (const event of fleet.events.filter((e) => e.status === 'active')) {
    const policy = demoPolicy(event);
    const all = alertThresholds({ checkIn: event.checkInTime, appointment: event.appointmentTime }, policy);
    const billableAt = all.find((t) => t.kind === 'billable_started')?.at ?? now;
    for (const due of dueThresholds(all, now)) {
      alerts.push({
        id: `alr_demo_${event.id}_${due.kind}`,
        kind: due.kind,
        eventId: event.id,
        claimId: null,
        userId: event.userId,
        ...stopAlertText(due.kind, {
          driverName: event.driverName,
          facilityName: event.facility.name,
          freeEndsAt: billableAt - 60_000,
          freeMinutes: policy.freeMinutes,
          rateCents: policy.hourlyRateCents,
          capCents: policy.capCents,
          timeZone: event.facility.timezone ?? timeZone,
        }),
        dedupeKey: `${due.kind}:${event.id}`,
        createdAt: due.at,
      });
    }
  }
  for (const claim of claims) {
    if ((claim.status !== 'sent' && claim.status !== 'partially_paid') || claim.sentAt === null) continue;
    const periods = Math.floor((now - claim.sentAt) / (DEMO_REMINDER_DAYS * DAY));
    if (periods < 1) continue;
    const at = claim.sentAt + periods * DEMO_REMINDER_DAYS * DAY;
    const customer = fleet.customers.find((c) => c.id === claim.customerId);
    alerts.push({
      id: `alr_demo_${claim.id}_${periods}`,
      kind: 'claim_unpaid',
      eventId: claim.eventId,
      claimId: claim.id,
      userId: null,
      ...claimReminderText({
        number: claim.number,
        owedCents: claim.amountCents - claim.receivedCents,
        customerName: customer?.name ?? null,
        days: Math.floor((at - claim.sentAt) / DAY),
      }),
      dedupeKey: `claim_unpaid:${claim.id}:${periods}`,
      createdAt: at,
    });
  }
  return alerts.sort((a, b) => a.createdAt - b.createdAt);
}
