import { DATA } from '@dwell/core/messages';
import {
  notificationPrefsSchema,
  PROFILE_MESSAGES,
  parseNotificationPrefs,
  profileSchema,
} from '@dwell/core/schemas/profile';
import { Hono } from 'hono';
import type { AppEnv } from '../../env.ts';
import { ApiError } from '../../lib/errors.ts';
import { validate } from '../../lib/validate.ts';
import { requireAuth } from '../../middleware/session.ts';
import { syncOnboarding } from '../onboarding/queries.ts';
import { readNotificationPrefs, readProfile, saveNotificationPrefs, saveProfile } from './queries.ts';

function noProfile(): ApiError {
  return new ApiError(404, 'profile_not_found', PROFILE_MESSAGES.noProfile);
}

/**
 * The signed-in user's profile (SPEC §2.16) and email alert preferences. Middleware is attached per route
 * (not with use) because the avatar routes are mounted under the same /profile prefix.
 */
export const profileRoutes = new Hono<AppEnv>()
  .get('/', requireAuth, async (c) => {
    const auth = c.get('auth');
    const profile = await readProfile(c.get('db'), auth.userId);
    if (!profile) throw noProfile();
    return c.json({ profile, canEditCompany: auth.role === 'carrier_admin' });
  })
  .patch('/', requireAuth, validate('json', profileSchema), async (c) => {
    const auth = c.get('auth');
    const db = c.get('db');
    const input = c.req.valid('json');
    const current = await readProfile(db, auth.userId);
    if (!current || !auth.companyId) throw noProfile();
    const companyChanged = input.companyName !== current.companyName || input.fleetSize !== current.fleetSize;
    // Only a company admin speaks for the company; the others may send its values back unchanged.
    if (companyChanged && auth.role !== 'carrier_admin') {
      throw new ApiError(403, 'forbidden', PROFILE_MESSAGES.companyFieldsAdminOnly);
    }
    await saveProfile(db, { userId: auth.userId, companyId: auth.companyId }, input, companyChanged);
    const onboarding = await syncOnboarding(db, auth.userId);
    const profile = await readProfile(db, auth.userId);
    return c.json({ profile, onboarding, message: DATA.profileUpdated });
  })
  .get('/notifications', requireAuth, async (c) => {
    const stored = await readNotificationPrefs(c.get('db'), c.get('auth').userId);
    return c.json({ prefs: parseNotificationPrefs(stored) });
  })
  .put('/notifications', requireAuth, validate('json', notificationPrefsSchema), async (c) => {
    const prefs = c.req.valid('json');
    await saveNotificationPrefs(c.get('db'), c.get('auth').userId, prefs);
    return c.json({ prefs, message: 'Notification settings saved.' });
  });
