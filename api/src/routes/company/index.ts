import { PROFILE_MESSAGES, companySchema } from '@dwell/core/schemas/profile';
import { Hono } from 'hono';
import type { AppEnv } from '../../env.ts';
import { syncIdentity } from '../../lib/company-db.ts';
import { notFound } from '../../lib/errors.ts';
import { inCompanyZone, touchStops } from '../../lib/events/touch.ts';
import { validate } from '../../lib/validate.ts';
import { guard } from '../../middleware/guard.ts';
import { syncOnboarding } from '../onboarding/queries.ts';
import { readCompany, saveCompany } from './queries.ts';

/** The signed-in user's company (the 'Company Information' step of onboarding); company admins edit it. */
export const companyRoutes = new Hono<AppEnv>()
  .get('/', guard({ access: 'company' }), async (c) => {
    const company = await readCompany(c.var.db, c.var.companyId);
    if (!company) throw notFound('No such company.');
    return c.json({ company, canEdit: c.var.actor.role === 'carrier_admin' });
  })
  .patch(
    '/',
    // Checked before the body is read, so a driver learns the rule rather than a validation detail.
    guard({ access: ['carrier_admin'], roleRefusal: PROFILE_MESSAGES.companyAdminOnly }),
    validate('json', companySchema),
    async (c) => {
      const { global, db, companyId, actor } = c.var;
      const before = await readCompany(global, companyId);
      const company = await saveCompany(global, companyId, c.req.valid('json'));
      if (!before || !company) throw notFound('No such company.');
      await syncIdentity(c.env, companyId);
      // The stops shown in the company's zone (their facility has none) changed with it.
      if (company.timezone !== before.timezone) await touchStops(db, companyId, inCompanyZone);
      const onboarding = await syncOnboarding(c.env, actor.userId);
      return c.json({ company, onboarding, message: 'Company information saved.' });
    },
  );
