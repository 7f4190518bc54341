import { DATA } from '@dwell/core/messages';
import { Hono } from 'hono';
import type { AppEnv } from '../../env.ts';
import { guard } from '../../middleware/guard.ts';
import { resetOnboarding, syncOnboarding } from './queries.ts';

const signedIn = guard({ access: 'authenticated' });

/** The signed-in user's onboarding (docs/product.md#onboarding), recalculated on every read. */
export const onboardingRoutes = new Hono<AppEnv>()
  .get('/', signedIn, async (c) => c.json({ onboarding: await syncOnboarding(c.env, c.var.auth.userId) }))
  .post('/reset', signedIn, async (c) => {
    await resetOnboarding(c.env, c.var.auth.userId);
    return c.json({ message: DATA.onboardingReset });
  });
