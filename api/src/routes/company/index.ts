import { PROFILE_MESSAGES, companySchema } from '@dwell/core/schemas/profile';
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../../env.ts';
import { ApiError, notFound } from '../../lib/errors.ts';
import { validate } from '../../lib/validate.ts';
import { requireAuth, requireCompany } from '../../middleware/session.ts';
import { syncOnboarding } from '../onboarding/queries.ts';
import { readCompany, saveCompany } from './queries.ts';

/** Checked before the body is read, so a driver learns the rule rather than a validation detail. */
const companyAdminOnly = createMiddleware<AppEnv>(async (c, next) => {
  if (c.get('auth').role !== 'carrier_admin') throw new ApiError(403, 'forbidden', PROFILE_MESSAGES.companyAdminOnly);
  await next();
});

/** The signed-in user's company (the 'Company Information' step of SPEC §2.8); company admins edit it. */
export const companyRoutes = new Hono<AppEnv>()
  .use(requireAuth, requireCompany)
  .get('/', async (c) => {
    const auth = c.get('auth');
    const company = await readCompany(c.get('db'), auth.companyId ?? '');
    if (!company) throw notFound('No such company.');
    return c.json({ company, canEdit: auth.role === 'carrier_admin' });
  })
  .patch('/', companyAdminOnly, validate('json', companySchema), async (c) => {
    const auth = c.get('auth');
    const db = c.get('db');
    const company = await saveCompany(db, auth.companyId ?? '', c.req.valid('json'));
    if (!company) throw notFound('No such company.');
    const onboarding = await syncOnboarding(db, auth.userId);
    return c.json({ company, onboarding, message: 'Company information saved.' });
  });
