import { newId } from '@dwell/core/ids';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../env.ts';
import {
  claims,
  customerAliases,
  customerContacts,
  customers,
  detentionEvents,
  detentionPolicies,
} from '../../lib/schema.ts';

export interface Moved {
  events: number;
  claims: number;
  policies: number;
  aliases: number;
  contacts: number;
}

export type MergeOutcome =
  | { kind: 'merged'; moved: Moved }
  /** The same merge already happened (a repeated or parallel request): nothing more to do. */
  | { kind: 'already_merged' }
  | { kind: 'merged_elsewhere' }
  | { kind: 'not_found' }
  | { kind: 'target_gone' };

/** How an earlier merge of `duplicateId` ended, when the duplicate is gone. */
async function afterTheFact(db: Db, companyId: string, duplicateId: string, keepId: string): Promise<MergeOutcome> {
  const [alias] = await db
    .select({ customerId: customerAliases.customerId })
    .from(customerAliases)
    .where(and(eq(customerAliases.companyId, companyId), eq(customerAliases.mergedFromId, duplicateId)))
    .limit(1);
  if (!alias) return { kind: 'not_found' };
  return alias.customerId === keepId ? { kind: 'already_merged' } : { kind: 'merged_elsewhere' };
}

/**
 * Folds the duplicate customer into the kept one in one D1 batch (one transaction): its name becomes an
 * alias of the kept customer, and its aliases, events, claims, policy override (unless the kept customer
 * has its own, which wins) and billing contacts (those with an email the kept one lacks) move over before
 * the duplicate is deleted. Every statement re-checks that both customers still exist in the company, so a
 * repeated or parallel merge changes nothing the second time; the foreign key on events makes the delete
 * fail, and the whole batch with it, should any event still point at the duplicate.
 */
export async function mergeCustomers(
  db: Db,
  companyId: string,
  duplicateId: string,
  keepId: string,
): Promise<MergeOutcome> {
  const exists = (id: string) =>
    sql`exists (select 1 from ${customers} where ${customers.id} = ${id} and ${customers.companyId} = ${companyId})`;
  const find = async (id: string) =>
    (
      await db
        .select({ id: customers.id })
        .from(customers)
        .where(and(eq(customers.id, id), eq(customers.companyId, companyId)))
    )[0];
  if (!(await find(keepId))) return { kind: 'not_found' };
  if (!(await find(duplicateId))) return afterTheFact(db, companyId, duplicateId, keepId);

  const both = sql`${exists(duplicateId)} and ${exists(keepId)}`;
  const keepKey = `customer:${keepId}`;
  const results = await db.batch([
    db.insert(customerAliases).select(
      sql`select ${newId('cal')}, ${companyId}, ${keepId}, ${customers.name}, ${duplicateId}, ${Date.now()}
          from ${customers} where ${customers.id} = ${duplicateId} and ${customers.companyId} = ${companyId} and ${exists(keepId)}`,
    ),
    db
      .update(customerAliases)
      .set({ customerId: keepId })
      .where(and(eq(customerAliases.customerId, duplicateId), eq(customerAliases.companyId, companyId), both)),
    db
      .update(detentionEvents)
      .set({ customerId: keepId })
      .where(and(eq(detentionEvents.customerId, duplicateId), eq(detentionEvents.companyId, companyId), both)),
    db
      .update(claims)
      .set({ customerId: keepId })
      .where(and(eq(claims.customerId, duplicateId), eq(claims.companyId, companyId), both)),
    db
      .update(detentionPolicies)
      .set({ customerId: keepId, targetKey: keepKey })
      .where(
        and(
          eq(detentionPolicies.customerId, duplicateId),
          eq(detentionPolicies.companyId, companyId),
          sql`not exists (select 1 from ${detentionPolicies} as kept where kept.company_id = ${companyId} and kept.target_key = ${keepKey})`,
          both,
        ),
      ),
    db
      .update(customerContacts)
      // After the kept customer's own contacts, in the duplicate's order.
      .set({
        customerId: keepId,
        position: sql`${customerContacts.position} + (select coalesce(max(kept.position) + 1, 0) from ${customerContacts} as kept where kept.customer_id = ${keepId})`,
      })
      .where(
        and(
          eq(customerContacts.customerId, duplicateId),
          eq(customerContacts.companyId, companyId),
          sql`not exists (select 1 from ${customerContacts} as kept where kept.customer_id = ${keepId} and lower(kept.email) = lower("customer_contacts"."email"))`,
          both,
        ),
      ),
    // Returning rows rather than a count: D1's count would include the contacts the cascade removes.
    db
      .delete(customers)
      .where(and(eq(customers.id, duplicateId), eq(customers.companyId, companyId), exists(keepId)))
      .returning({ id: customers.id }),
  ]);
  const [alias, aliases, events, claimRows, policies, contacts, deleted] = results;
  if (deleted.length !== 1) {
    // A parallel request got there first: either this same merge, or one that removed a customer.
    if (!(await find(keepId))) return { kind: 'target_gone' };
    return afterTheFact(db, companyId, duplicateId, keepId);
  }
  return {
    kind: 'merged',
    moved: {
      events: events.meta.changes,
      claims: claimRows.meta.changes,
      policies: policies.meta.changes,
      aliases: alias.meta.changes + aliases.meta.changes,
      contacts: contacts.meta.changes,
    },
  };
}
