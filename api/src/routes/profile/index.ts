import { DATA } from '@dwell/core/messages';
import {
  notificationPrefsSchema,
  PROFILE_MESSAGES,
  parseNotificationPrefs,
  profileSchema,
} from '@dwell/core/schemas/profile';
import { Hono } from 'hono';
import type { AppEnv } from '../../env.ts';
import { syncIdentity } from '../../lib/company-db.ts';
import { ApiError } from '../../lib/errors.ts';
import { validate } from '../../lib/validate.ts';
import { guard } from '../../middleware/guard.ts';
import { syncOnboarding } from '../onboarding/queries.ts';
import { readNotificationPrefs, readProfile, saveNotificationPrefs, saveProfile } from './queries.ts';

function noProfile(): ApiError {
  return new ApiError(404, 'profile_not_found', PROFILE_MESSAGES.noProfile);
}

const signedIn = guard({ access: 'authenticated' });

/** The signed-in user's profile and email alert preferences (the global database's; copied to the company's). */
export const profileRoutes = new Hono<AppEnv>()
  .get('/', signedIn, async (c) => {
    const { auth } = c.var;
    const profile = await readProfile(c.var.db, auth.userId);
    if (!profile) throw noProfile();
    return c.json({ profile, canEditCompany: auth.role === 'carrier_admin' });
  })
  .patch('/', signedIn, validate('json', profileSchema), async (c) => {
    const { db, auth } = c.var;
    const input = c.req.valid('json');
    const current = await readProfile(db, auth.userId);
    if (!current || !auth.companyId) throw noProfile();
    const companyChanged = input.companyName !== current.companyName || input.fleetSize !== current.fleetSize;
    // Only a company admin speaks for the company; the others may send its values back unchanged.
    if (companyChanged && auth.role !== 'carrier_admin') {
      throw new ApiError(403, 'forbidden', PROFILE_MESSAGES.companyFieldsAdminOnly);
    }
    await saveProfile(db, { userId: auth.userId, companyId: auth.companyId }, input, companyChanged);
    await syncIdentity(c.env, auth.companyId);
    const onboarding = await syncOnboarding(c.env, auth.userId);
    const profile = await readProfile(db, auth.userId);
    return c.json({ profile, onboarding, message: DATA.profileUpdated });
  })
  .get('/notifications', signedIn, async (c) => {
    const stored = await readNotificationPrefs(c.var.db, c.var.auth.userId);
    return c.json({ prefs: parseNotificationPrefs(stored) });
  })
  .put('/notifications', signedIn, validate('json', notificationPrefsSchema), async (c) => {
    const prefs = c.req.valid('json');
    const { db, auth } = c.var;
    await saveNotificationPrefs(db, auth.userId, prefs);
    if (auth.companyId) await syncIdentity(c.env, auth.companyId);
    return c.json({ prefs, message: 'Notification settings saved.' });
  });
