import { DATA } from '@dwell/core/messages';
import { Hono } from 'hono';
import type { AppEnv } from '../../env.ts';
import { requireAuth } from '../../middleware/session.ts';
import { resetOnboarding, syncOnboarding } from './queries.ts';

/** The signed-in user's onboarding (SPEC §2.8, §2.9, §4.7), recalculated on every read. */
export const onboardingRoutes = new Hono<AppEnv>()
  .use(requireAuth)
  .get('/', async (c) => c.json({ onboarding: await syncOnboarding(c.get('db'), c.get('auth').userId) }))
  .post('/reset', async (c) => {
    await resetOnboarding(c.get('db'), c.get('auth').userId);
    return c.json({ message: DATA.onboardingReset });
  });
