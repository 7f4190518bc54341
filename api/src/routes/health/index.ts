import { Hono } from 'hono';
import type { AppEnv } from '../../env.ts';
import { guard } from '../../middleware/guard.ts';

/** Liveness: answers without touching storage, the baseline of every benchmark ratio. */
export const healthRoutes = new Hono<AppEnv>().get('/', guard({ access: 'public' }), (c) =>
  c.json({ ok: true as const }),
);
