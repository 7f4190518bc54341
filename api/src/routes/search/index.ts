import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../env.ts';
import { ownerScope } from '../../lib/events/access.ts';
import { validate } from '../../lib/validate.ts';
import { guard } from '../../middleware/guard.ts';
import { searchCompany } from './queries.ts';

export const searchQuery = z.object({ q: z.string().trim().min(2, 'Type at least 2 characters to search').max(100) });

/** The header's search box: events, drivers and facilities of the company. */
export const searchRoutes = new Hono<AppEnv>().get(
  '/',
  guard({ access: 'company', subscription: true }),
  validate('query', searchQuery),
  async (c) => {
    const { q } = c.req.valid('query');
    const [events, drivers, sites] = await searchCompany(c.var.db, c.var.companyId, ownerScope(c.var.actor), q);
    return c.json({
      events: events.map((ev) => ({ ...ev, checkInTime: ev.checkInTime.getTime() })),
      drivers: drivers.map((d) => ({ id: d.id, name: d.name ?? d.email, email: d.email })),
      facilities: sites,
    });
  },
);
