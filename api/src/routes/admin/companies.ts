import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../env.ts';
import { companyDatabasesOf, databaseUse, GLOBAL_DATABASE } from '../../lib/company-db.ts';
import { ApiError } from '../../lib/errors.ts';
import { MoveRefused, moveCompany } from '../../lib/move-company.ts';
import { validate } from '../../lib/validate.ts';
import { guard } from '../../middleware/guard.ts';

const platformAdmin = guard({ access: 'admin' });

/** Where a company goes: a company database's binding (COMPANY_DB_n), or "DB" / null for the global one. */
export const moveCompanySchema = z.object({ database: z.string().max(40).nullable() });

/**
 * Companies over many databases (docs/scaling.md), for the platform's operators (`npm run companies`): what
 * each database holds, and moving one company to another database (copied, verified table by table, then
 * switched, the company read-only meanwhile).
 */
export const companyDatabaseRoutes = new Hono<AppEnv>()
  .get('/databases', platformAdmin, async (c) => c.json({ databases: await databaseUse(c.env) }))
  .post('/companies/:id/move', platformAdmin, validate('json', moveCompanySchema), async (c) => {
    const { database } = c.req.valid('json');
    const bound: (string | null)[] = [null, GLOBAL_DATABASE, ...companyDatabasesOf(c.env)];
    if (!bound.includes(database)) {
      throw new ApiError(400, 'unknown_database', `This Worker has no database ${database}.`, {
        databases: bound.filter((d) => d !== null),
      });
    }
    try {
      return c.json({ moved: await moveCompany(c.env, c.req.param('id'), database) });
    } catch (error) {
      if (error instanceof MoveRefused) throw new ApiError(error.status, 'move_refused', error.message);
      console.error(JSON.stringify({ requestId: c.var.requestId, moveFailed: String(error).slice(0, 500) }));
      throw new ApiError(500, 'move_failed', error instanceof Error ? error.message : String(error));
    }
  });
