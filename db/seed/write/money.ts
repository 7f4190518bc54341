import { DEFAULT_DETENTION_POLICY } from '@dwell/core/detention';
import type { DrizzleD1Database } from 'drizzle-orm/d1';
import { alerts } from '../../schema/alerts.ts';
import { claimPayments, claimSettings, claims } from '../../schema/claims.ts';
import { eventLog } from '../../schema/events.ts';
import { detentionPolicies } from '../../schema/policies.ts';
import { DEMO_OVERRIDES, DEMO_REMINDER_DAYS, demoAlerts, demoClaims } from '../demo-claims.ts';
import { DEMO_COMPANY_ID, DEMO_TIME_ZONE, type DemoFleet } from '../demo-data.ts';
import { insertChunked } from './insert-chunked.ts';

/** The company admin who set the demo's policies and recorded its payments. */
const ADMIN = 'usr_demo_admin';

/** Why the demo's disputed and waived claims ended so, as their history tells it. */
const DEMO_REASONS = {
  disputed: 'Receiver disputes the check-out time on the bill of lading',
  waived: 'Goodwill: written off for a long-standing customer',
} as const;

/** The policy rows of the demo's customer or facility overrides, as the policies screen writes them. */
function overrideRows(scope: 'customer' | 'facility', overrides: Record<string, object>) {
  return Object.entries(overrides).map(([targetId, settings]) => ({
    id: `pol_demo_${targetId}`,
    companyId: DEMO_COMPANY_ID,
    scope,
    ...(scope === 'customer' ? { customerId: targetId } : { facilityId: targetId }),
    targetKey: `${scope}:${targetId}`,
    settings: JSON.stringify(settings),
    updatedBy: ADMIN,
  }));
}

/** The demo's policies, claims with their payments and log entries, and the alerts raised so far. */
export async function seedMoney(db: DrizzleD1Database, fleet: DemoFleet, now: number) {
  await insertChunked(db, detentionPolicies, [
    {
      id: 'pol_demo_company',
      companyId: DEMO_COMPANY_ID,
      scope: 'company',
      targetKey: 'company',
      settings: JSON.stringify(DEFAULT_DETENTION_POLICY),
      updatedBy: ADMIN,
    },
    ...overrideRows('customer', DEMO_OVERRIDES.customers),
    ...overrideRows('facility', DEMO_OVERRIDES.facilities),
  ]);
  await insertChunked(db, claimSettings, [{ companyId: DEMO_COMPANY_ID, reminderDays: DEMO_REMINDER_DAYS }]);
  const claimed = demoClaims(fleet, now);
  await insertChunked(
    db,
    claims,
    claimed.map(({ payments: _payments, ...c }) => ({
      ...c,
      companyId: DEMO_COMPANY_ID,
      createdBy: 'usr_demo_dispatch',
      createdAt: new Date(c.createdAt),
      updatedAt: new Date(c.closedAt ?? c.sentAt ?? c.createdAt),
      sentAt: c.sentAt === null ? null : new Date(c.sentAt),
      dueAt: c.dueAt === null ? null : new Date(c.dueAt),
      closedAt: c.closedAt === null ? null : new Date(c.closedAt),
    })),
  );
  await insertChunked(
    db,
    claimPayments,
    claimed.flatMap((c) =>
      c.payments.map((p) => ({
        id: p.id,
        companyId: DEMO_COMPANY_ID,
        claimId: c.id,
        amountCents: p.amountCents,
        receivedAt: new Date(p.receivedAt),
        reference: p.reference,
        recordedBy: ADMIN,
        createdAt: new Date(p.receivedAt),
      })),
    ),
  );
  const claimLog = claimed.flatMap((c) => {
    const entry = (suffix: string, action: string, at: number, details: object) => ({
      id: `log_${c.id}_${suffix}`,
      companyId: DEMO_COMPANY_ID,
      eventId: c.eventId,
      actorUserId: suffix === 'new' ? 'usr_demo_dispatch' : ADMIN,
      action,
      details: JSON.stringify({ number: c.number, ...details }),
      createdAt: new Date(at),
    });
    const rows = [entry('new', 'claim_created', c.createdAt, { amountCents: c.amountCents })];
    if (c.sentAt !== null) rows.push(entry('sent', 'claim_status', c.sentAt, { status: 'sent' }));
    for (const p of c.payments)
      rows.push(
        entry(`pay_${p.id}`, 'payment_recorded', p.receivedAt, {
          amountCents: p.amountCents,
          receivedAt: p.receivedAt,
          reference: p.reference,
          status: c.status,
        }),
      );
    if (c.status === 'disputed' || c.status === 'waived')
      rows.push(
        entry('end', 'claim_status', (c.sentAt ?? c.createdAt) + 10 * 86_400_000, {
          status: c.status,
          note: DEMO_REASONS[c.status],
        }),
      );
    return rows;
  });
  await insertChunked(db, eventLog, claimLog);
  const raisedSoFar = demoAlerts(fleet, claimed, now, DEMO_TIME_ZONE);
  // Stop alerts appear on their event's timeline, as the hub writes them.
  await insertChunked(
    db,
    eventLog,
    raisedSoFar
      .filter((a) => a.kind !== 'claim_unpaid')
      .map((a) => ({
        id: `log_${a.id}`,
        companyId: DEMO_COMPANY_ID,
        eventId: a.eventId,
        action: 'alert_raised',
        details: JSON.stringify({ kind: a.kind, title: a.title }),
        createdAt: new Date(a.createdAt),
      })),
  );
  await insertChunked(
    db,
    alerts,
    raisedSoFar.map((a) => ({ ...a, companyId: DEMO_COMPANY_ID, createdAt: new Date(a.createdAt) })),
  );
  return { claims: claimed.length, alerts: raisedSoFar.length };
}
