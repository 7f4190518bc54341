import {
  CUSTOMER_MESSAGES,
  customerMergeSchema,
  customerPatchSchema,
  customerSchema,
} from '@dwell/core/schemas/customers';
import { Hono } from 'hono';
import type { AppEnv } from '../../env.ts';
import { findCustomer } from '../../lib/events/targets.ts';
import { ApiError, notFound } from '../../lib/errors.ts';
import { validate } from '../../lib/validate.ts';
import { guard } from '../../middleware/guard.ts';
import { idempotent } from '../../middleware/idempotency.ts';
import { mergeCustomers } from './merge.ts';
import {
  createCustomer,
  customerNames,
  customerView,
  customerViews,
  deleteUnusedCustomer,
  updateCustomer,
} from './queries.ts';

const duplicate = () => new ApiError(409, 'duplicate', CUSTOMER_MESSAGES.duplicate);
const missing = () => notFound(CUSTOMER_MESSAGES.notFound);
const member = guard({ access: 'company', subscription: true });
/** Managing customers (billing contacts, terms, merges) is the company admin's: the Customers screen. */
const admin = guard({ access: ['carrier_admin'], subscription: true });

/**
 * The shippers, receivers and brokers that pay detention. Every member may list their names (the event
 * form and filters offer them); the billing details and every change belong to carrier admins.
 */
export const customerRoutes = new Hono<AppEnv>()
  /** GET /api/customers → { customers: { id, name, kind }[] } by name, for pickers and filters. */
  .get('/', member, async (c) => c.json({ customers: await customerNames(c.var.db, c.var.companyId) }))
  /** GET /api/customers/billing → { customers: CustomerView[] }: contacts, address, terms, aliases, usage. */
  .get('/billing', admin, async (c) => c.json({ customers: await customerViews(c.var.db, c.var.companyId) }))
  /** POST /api/customers → 201 { customer }; 409 when the name (or an alias) is taken in any letter case. */
  .post('/', admin, idempotent, validate('json', customerSchema), async (c) => {
    const { db, companyId } = c.var;
    const id = await createCustomer(db, companyId, c.req.valid('json'));
    if (!id) throw duplicate();
    return c.json({ customer: await customerView(db, companyId, id) }, 201);
  })
  /** PATCH /api/customers/:id → 200 { customer }: the fields sent; `contacts` replaces the list. */
  .patch('/:id', admin, validate('json', customerPatchSchema), async (c) => {
    const { db, companyId } = c.var;
    const id = c.req.param('id');
    if (!(await findCustomer(db, companyId, id))) throw missing();
    if ((await updateCustomer(db, companyId, id, c.req.valid('json'))) === 'duplicate') throw duplicate();
    const customer = await customerView(db, companyId, id);
    if (!customer) throw missing();
    return c.json({ customer });
  })
  /** DELETE /api/customers/:id → 204; 409 while events or claims refer to it (merge it instead). */
  .delete('/:id', admin, async (c) => {
    const { db, companyId } = c.var;
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
    const { db, companyId } = c.var;
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
