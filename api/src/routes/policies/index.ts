import {
  claimSettingsSchema,
  fullPolicySchema,
  openStopSettingsSchema,
  policyOverrideSchema,
} from '@dwell/core/schemas/policies';
import { and, asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../../env.ts';
import { companyOf } from '../../lib/events/access.ts';
import { hubFor } from '../../lib/events/live.ts';
import { loadPolicies } from '../../lib/events/policy.ts';
import { findCustomer, findFacility } from '../../lib/events/targets.ts';
import { notFound } from '../../lib/errors.ts';
import { claimSettings, customers, detentionPolicies, facilities } from '../../lib/schema.ts';
import { afterResponse } from '../../lib/timer.ts';
import { validate } from '../../lib/validate.ts';
import { requireAuth, requireCompany, requireRole, requireSubscription } from '../../middleware/session.ts';
import { readReminderDays, savePolicy } from './queries.ts';

/** Detention policies: the company default, overrides per customer and per facility, and claim reminders. */
export const policyRoutes = new Hono<AppEnv>()
  .use(requireAuth, requireCompany, requireSubscription)
  .get('/', async (c) => {
    const db = c.get('db');
    const companyId = companyOf(c);
    const [set, customerRows, facilityRows, reminderDays] = await Promise.all([
      loadPolicies(db, companyId),
      db
        .select({ id: customers.id, name: customers.name })
        .from(customers)
        .where(eq(customers.companyId, companyId))
        .orderBy(asc(customers.name)),
      db
        .select({ id: facilities.id, name: facilities.name })
        .from(facilities)
        .where(eq(facilities.companyId, companyId))
        .orderBy(asc(facilities.name)),
      readReminderDays(db, companyId),
    ]);
    return c.json({
      company: set.company,
      companySaved: set.companySaved,
      customers: customerRows.flatMap((row) => {
        const override = set.customers.get(row.id);
        return override ? [{ id: row.id, name: row.name, override }] : [];
      }),
      facilities: facilityRows.flatMap((row) => {
        const override = set.facilities.get(row.id);
        return override ? [{ id: row.id, name: row.name, override }] : [];
      }),
      claimSettings: { reminderDays },
      openStops: set.openStops,
    });
  })
  .use(requireRole('carrier_admin'))
  .put('/company', validate('json', fullPolicySchema), async (c) => {
    const companyId = companyOf(c);
    await savePolicy(
      c.get('db'),
      { companyId, scope: 'company', targetKey: 'company' },
      c.req.valid('json'),
      c.get('auth').userId,
    );
    afterResponse(c, () => hubFor(c.env, companyId).schedule(companyId));
    return c.json({ policy: c.req.valid('json') });
  })
  .put('/customers/:id', validate('json', policyOverrideSchema), async (c) => {
    const companyId = companyOf(c);
    const customer = await findCustomer(c.get('db'), companyId, c.req.param('id'));
    if (!customer) throw notFound('Customer not found');
    const target = {
      companyId,
      scope: 'customer' as const,
      customerId: customer.id,
      targetKey: `customer:${customer.id}`,
    };
    await savePolicy(c.get('db'), target, c.req.valid('json'), c.get('auth').userId);
    afterResponse(c, () => hubFor(c.env, companyId).schedule(companyId));
    return c.json({ override: c.req.valid('json') });
  })
  .put('/facilities/:id', validate('json', policyOverrideSchema), async (c) => {
    const companyId = companyOf(c);
    const facility = await findFacility(c.get('db'), companyId, c.req.param('id'));
    if (!facility) throw notFound('Facility not found');
    const target = {
      companyId,
      scope: 'facility' as const,
      facilityId: facility.id,
      targetKey: `facility:${facility.id}`,
    };
    await savePolicy(c.get('db'), target, c.req.valid('json'), c.get('auth').userId);
    afterResponse(c, () => hubFor(c.env, companyId).schedule(companyId));
    return c.json({ override: c.req.valid('json') });
  })
  .delete('/:scope{customers|facilities}/:id', async (c) => {
    const companyId = companyOf(c);
    const key = `${c.req.param('scope') === 'customers' ? 'customer' : 'facility'}:${c.req.param('id')}`;
    const removed = await c
      .get('db')
      .delete(detentionPolicies)
      .where(and(eq(detentionPolicies.companyId, companyId), eq(detentionPolicies.targetKey, key)))
      .returning({ id: detentionPolicies.id });
    if (removed.length === 0) throw notFound('No override to remove');
    afterResponse(c, () => hubFor(c.env, companyId).schedule(companyId));
    return c.body(null, 204);
  })
  .put('/claims', validate('json', claimSettingsSchema), async (c) => {
    const companyId = companyOf(c);
    const { reminderDays } = c.req.valid('json');
    await c
      .get('db')
      .insert(claimSettings)
      .values({ companyId, reminderDays })
      .onConflictDoUpdate({ target: claimSettings.companyId, set: { reminderDays, updatedAt: new Date() } });
    return c.json({ claimSettings: { reminderDays } });
  })
  .put('/open-stops', validate('json', openStopSettingsSchema), async (c) => {
    const companyId = companyOf(c);
    const openStops = c.req.valid('json');
    const columns = { openStopConfirmHours: openStops.confirmHours, openStopLimitHours: openStops.limitHours };
    await c
      .get('db')
      .insert(claimSettings)
      .values({ companyId, ...columns })
      .onConflictDoUpdate({ target: claimSettings.companyId, set: { ...columns, updatedAt: new Date() } });
    // The board and alerts measure running stops against the limit.
    afterResponse(c, () => hubFor(c.env, companyId).schedule(companyId));
    return c.json({ openStops });
  });
