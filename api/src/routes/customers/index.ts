import {
  CUSTOMER_MESSAGES,
  customerMergeSchema,
  customerPatchSchema,
  customerSchema,
} from '@dwell/core/schemas/customers';
import { asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../../env.ts';
import { companyOf } from '../../lib/events/access.ts';
import { findCustomer } from '../../lib/events/targets.ts';
import { ApiError, notFound } from '../../lib/errors.ts';
import { customers } from '../../lib/schema.ts';
import { validate } from '../../lib/validate.ts';
import { idempotent } from '../../middleware/idempotency.ts';
import { requireAuth, requireCompany, requireRole, requireSubscription } from '../../middleware/session.ts';
import { mergeCustomers } from './merge.ts';
import { createCustomer, customerView, customerViews, deleteUnusedCustomer, updateCustomer } from './queries.ts';

const duplicate = () => new ApiError(409, 'duplicate', CUSTOMER_MESSAGES.duplicate);
const missing = () => notFound(CUSTOMER_MESSAGES.notFound);
/** Managing customers (billing contacts, terms, merges) is the company admin's: the Customers screen. */
const admin = requireRole('carrier_admin');

/**
 * The shippers, receivers and brokers that pay detention. Every member may list their names (the event
 * form and filters offer them); the billing details and every change belong to carrier admins.
 */
export const customerRoutes = new Hono<AppEnv>()
  .use(requireAuth, requireCompany, requireSubscription)
  /** GET /api/customers → { customers: { id, name, kind }[] } by name, for pickers and filters. */
  .get('/', async (c) => {
    const rows = await c
      .get('db')
      .select({ id: customers.id, name: customers.name, kind: customers.kind })
      .from(customers)
      .where(eq(customers.companyId, companyOf(c)))
      .orderBy(asc(customers.name))
      .limit(1000);
    return c.json({ customers: rows });
  })
  /** GET /api/customers/billing → { customers: CustomerView[] }: contacts, address, terms, aliases, usage. */
  .get('/billing', admin, async (c) => c.json({ customers: await customerViews(c.get('db'), companyOf(c)) }))
  /** POST /api/customers → 201 { customer }; 409 when the name (or an alias) is taken in any letter case. */
  .post('/', admin, idempotent, validate('json', customerSchema), async (c) => {
    const db = c.get('db');
    const companyId = companyOf(c);
    const id = await createCustomer(db, companyId, c.req.valid('json'));
    if (!id) throw duplicate();
    return c.json({ customer: await customerView(db, companyId, id) }, 201);
  })
  /** PATCH /api/customers/:id → 200 { customer }: the fields sent; `contacts` replaces the list. */
  .patch('/:id', admin, validate('json', customerPatchSchema), async (c) => {
    const db = c.get('db');
    const companyId = companyOf(c);
    const id = c.req.param('id');
    if (!(await findCustomer(db, companyId, id))) throw missing();
    if ((await updateCustomer(db, companyId, id, c.req.valid('json'))) === 'duplicate') throw duplicate();
    const customer = await customerView(db, companyId, id);
    if (!customer) throw missing();
    return c.json({ customer });
  })
  /** DELETE /api/customers/:id → 204; 409 while events or claims refer to it (merge it instead). */
  .delete('/:id', admin, async (c) => {
    const db = c.get('db');
    const companyId = companyOf(c);
    const id = c.req.param('id');
    if (!(await findCustomer(db, companyId, id))) throw missing();
    if (!(await deleteUnusedCustomer(db, companyId, id))) throw new ApiError(409, 'in_use', CUSTOMER_MESSAGES.inUse);
    return c.body(null, 204);
  })
  /**
   * POST /api/customers/:id/merge { intoId } → 200 { customer, moved, alreadyMerged }: the customer in the
   * path (the duplicate) is folded into intoId. Repeating a merge that happened answers 200 again.
   */
  .post('/:id/merge', admin, idempotent, validate('json', customerMergeSchema), async (c) => {
    const db = c.get('db');
    const companyId = companyOf(c);
    const duplicateId = c.req.param('id');
    const { intoId } = c.req.valid('json');
    if (duplicateId === intoId) throw new ApiError(400, 'validation_failed', CUSTOMER_MESSAGES.mergeSame);
    const outcome = await mergeCustomers(db, companyId, duplicateId, intoId);
    if (outcome.kind === 'not_found') throw missing();
    if (outcome.kind === 'merged_elsewhere')
      throw new ApiError(409, 'merged_elsewhere', CUSTOMER_MESSAGES.mergedElsewhere);
    if (outcome.kind === 'target_gone') throw new ApiError(409, 'target_gone', CUSTOMER_MESSAGES.mergeTargetGone);
    const customer = await customerView(db, companyId, intoId);
    if (!customer) throw new ApiError(409, 'target_gone', CUSTOMER_MESSAGES.mergeTargetGone);
    const moved = outcome.kind === 'merged' ? outcome.moved : null;
    return c.json({ customer, moved, alreadyMerged: outcome.kind === 'already_merged' });
  });
