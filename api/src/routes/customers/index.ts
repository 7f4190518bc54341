import { newId } from '@dwell/core/ids';
import { customerPatchSchema, customerSchema, FACILITY_MESSAGES } from '@dwell/core/schemas/events';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv, Db } from '../../env.ts';
import { companyOf } from '../../lib/events/access.ts';
import { findCustomer } from '../../lib/events/targets.ts';
import { ApiError, notFound } from '../../lib/errors.ts';
import { customers } from '../../lib/schema.ts';
import { validate } from '../../lib/validate.ts';
import { requireAuth, requireCompany, requireRole, requireSubscription } from '../../middleware/session.ts';

const columns = { id: customers.id, name: customers.name, kind: customers.kind, billingEmail: customers.billingEmail };

async function assertNameFree(db: Db, companyId: string, name: string, exceptId?: string) {
  const conditions = [eq(customers.companyId, companyId), sql`lower(${customers.name}) = lower(${name})`];
  if (exceptId) conditions.push(ne(customers.id, exceptId));
  const [taken] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(...conditions));
  if (taken) throw new ApiError(409, 'duplicate', FACILITY_MESSAGES.customerDuplicate);
}

/** The shippers, receivers and brokers that pay detention, with the address their claims go to. */
export const customerRoutes = new Hono<AppEnv>()
  .use(requireAuth, requireCompany, requireSubscription)
  .get('/', async (c) => {
    const rows = await c
      .get('db')
      .select(columns)
      .from(customers)
      .where(eq(customers.companyId, companyOf(c)))
      .orderBy(asc(customers.name))
      .limit(1000);
    return c.json({ customers: rows });
  })
  .post('/', requireRole('carrier_admin', 'dispatcher'), validate('json', customerSchema), async (c) => {
    const input = c.req.valid('json');
    const companyId = companyOf(c);
    await assertNameFree(c.get('db'), companyId, input.name);
    const row = {
      id: newId('cus'),
      companyId,
      name: input.name,
      kind: input.kind,
      billingEmail: input.billingEmail ?? null,
    };
    await c.get('db').insert(customers).values(row);
    return c.json({ customer: { id: row.id, name: row.name, kind: row.kind, billingEmail: row.billingEmail } }, 201);
  })
  .patch('/:id', requireRole('carrier_admin', 'dispatcher'), validate('json', customerPatchSchema), async (c) => {
    const companyId = companyOf(c);
    const db = c.get('db');
    const customer = await findCustomer(db, companyId, c.req.param('id'));
    if (!customer) throw notFound('Customer not found');
    const input = c.req.valid('json');
    if (input.name) await assertNameFree(db, companyId, input.name, customer.id);
    // Only the fields sent change; a body that changes nothing answers the customer as it is.
    const changes = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
    if (Object.keys(changes).length === 0) {
      const { id, name, kind, billingEmail } = customer;
      return c.json({ customer: { id, name, kind, billingEmail } });
    }
    const [updated] = await db
      .update(customers)
      .set(changes)
      .where(and(eq(customers.id, customer.id), eq(customers.companyId, companyId)))
      .returning(columns);
    return c.json({ customer: updated });
  });
