import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, Env } from '../../env.ts';
import { companyDatabasesOf, databaseUse, GLOBAL_DATABASE } from '../../lib/company-db.ts';
import { ApiError } from '../../lib/errors.ts';
import { abandonMove, MoveRefused, moveCompany } from '../../lib/move-company.ts';
import { validate } from '../../lib/validate.ts';
import { guard } from '../../middleware/guard.ts';

const platformAdmin = guard({ access: 'admin' });

/** Where a company goes: a company database's binding (COMPANY_DB_n), or "DB" / null for the global one. */
export const moveCompanySchema = z.object({ database: z.string().max(40).nullable() });
/** A move that did not finish: the database holding its unfinished copy, when known (null/"DB": the global one). */
export const abandonMoveSchema = z.object({ partialCopyIn: z.string().max(40).nullable().optional() });

/** Refuses a database this Worker has not bound (null and "DB" are the global one). */
function assertBound(env: Env, database: string | null | undefined): void {
  const bound: (string | null | undefined)[] = [undefined, null, GLOBAL_DATABASE, ...companyDatabasesOf(env)];
  if (!bound.includes(database)) {
    throw new ApiError(400, 'unknown_database', `This Worker has no database ${database}.`, {
      databases: bound.filter((d) => typeof d === 'string'),
    });
  }
}

/** A move's refusal as its status, anything else as 500 with its message (an operator reads it). */
async function moving<T>(c: { var: { requestId: string } }, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof MoveRefused) throw new ApiError(error.status, 'move_refused', error.message);
    console.error(JSON.stringify({ requestId: c.var.requestId, moveFailed: String(error).slice(0, 500) }));
    throw new ApiError(500, 'move_failed', error instanceof Error ? error.message : String(error));
  }
}

/**
 * Companies over many databases (docs/scaling.md), for the platform's operators (`npm run companies`): what
 * each database holds, moving one company to another database (copied, verified table by table, then
 * switched, the company read-only meanwhile), and abandoning a move that did not finish.
 */
export const companyDatabaseRoutes = new Hono<AppEnv>()
  .get('/databases', platformAdmin, async (c) => c.json({ databases: await databaseUse(c.env) }))
  .post('/companies/:id/move', platformAdmin, validate('json', moveCompanySchema), async (c) => {
    const { database } = c.req.valid('json');
    assertBound(c.env, database);
    return c.json({ moved: await moving(c, () => moveCompany(c.env, c.req.param('id'), database)) });
  })
  .post('/companies/:id/abandon-move', platformAdmin, validate('json', abandonMoveSchema), async (c) => {
    const { partialCopyIn } = c.req.valid('json');
    assertBound(c.env, partialCopyIn);
    return c.json({ abandoned: await moving(c, () => abandonMove(c.env, c.req.param('id'), partialCopyIn)) });
  });
