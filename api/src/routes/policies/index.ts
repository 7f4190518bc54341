import {
  claimSettingsSchema,
  fullPolicySchema,
  openStopSettingsSchema,
  policyOverrideSchema,
} from '@dwell/core/schemas/policies';
import { Hono } from 'hono';
import type { AppEnv } from '../../env.ts';
import { hubFor } from '../../lib/events/live.ts';
import { loadPolicies } from '../../lib/events/policy.ts';
import { findCustomer, findFacility } from '../../lib/events/targets.ts';
import { notFound } from '../../lib/errors.ts';
import { afterResponse, type RequestContext } from '../../lib/timer.ts';
import { validate } from '../../lib/validate.ts';
import { guard } from '../../middleware/guard.ts';
import { overrideTargets, readReminderDays, removeOverride, saveClaimSettings, savePolicy } from './queries.ts';

/** Changing a policy is the company admin's; every member reads them (the event screens price with them). */
const admin = guard({ access: ['carrier_admin'], subscription: true });

/** The board and the alerts measure running stops against the policies: the company's hub re-arms them. */
const rearmAlerts = (c: RequestContext, companyId: string) =>
  afterResponse(c, () => hubFor(c.env, companyId).schedule(companyId));

/** Detention policies: the company default, overrides per customer and per facility, and claim reminders. */
export const policyRoutes = new Hono<AppEnv>()
  .get('/', guard({ access: 'company', subscription: true }), async (c) => {
    const { db, companyId } = c.var;
    const [set, { customerRows, facilityRows }, reminderDays] = await Promise.all([
      loadPolicies(db, companyId),
      overrideTargets(db, companyId),
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
  .put('/company', admin, validate('json', fullPolicySchema), async (c) => {
    const { db, companyId, actor } = c.var;
    await savePolicy(db, { companyId, scope: 'company', targetKey: 'company' }, c.req.valid('json'), actor.userId);
    rearmAlerts(c, companyId);
    return c.json({ policy: c.req.valid('json') });
  })
  .put('/customers/:id', admin, validate('json', policyOverrideSchema), async (c) => {
    const { db, companyId, actor } = c.var;
    const customer = await findCustomer(db, companyId, c.req.param('id'));
    if (!customer) throw notFound('Customer not found');
    const target = {
      companyId,
      scope: 'customer' as const,
      customerId: customer.id,
      targetKey: `customer:${customer.id}`,
    };
    await savePolicy(db, target, c.req.valid('json'), actor.userId);
    rearmAlerts(c, companyId);
    return c.json({ override: c.req.valid('json') });
  })
  .put('/facilities/:id', admin, validate('json', policyOverrideSchema), async (c) => {
    const { db, companyId, actor } = c.var;
    const facility = await findFacility(db, companyId, c.req.param('id'));
    if (!facility) throw notFound('Facility not found');
    const target = {
      companyId,
      scope: 'facility' as const,
      facilityId: facility.id,
      targetKey: `facility:${facility.id}`,
    };
    await savePolicy(db, target, c.req.valid('json'), actor.userId);
    rearmAlerts(c, companyId);
    return c.json({ override: c.req.valid('json') });
  })
  .delete('/:scope{customers|facilities}/:id', admin, async (c) => {
    const { db, companyId } = c.var;
    const key = `${c.req.param('scope') === 'customers' ? 'customer' : 'facility'}:${c.req.param('id')}`;
    if (!(await removeOverride(db, companyId, key))) throw notFound('No override to remove');
    rearmAlerts(c, companyId);
    return c.body(null, 204);
  })
  .put('/claims', admin, validate('json', claimSettingsSchema), async (c) => {
    const { reminderDays } = c.req.valid('json');
    await saveClaimSettings(c.var.db, c.var.companyId, { reminderDays });
    return c.json({ claimSettings: { reminderDays } });
  })
  .put('/open-stops', admin, validate('json', openStopSettingsSchema), async (c) => {
    const openStops = c.req.valid('json');
    const { companyId } = c.var;
    await saveClaimSettings(c.var.db, companyId, {
      openStopConfirmHours: openStops.confirmHours,
      openStopLimitHours: openStops.limitHours,
    });
    rearmAlerts(c, companyId);
    return c.json({ openStops });
  });
