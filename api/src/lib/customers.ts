import { and, asc, eq, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../env.ts';
import { customerAliases, customerContacts, customers } from './schema.ts';

/**
 * SQL that holds while `name` (any letter case) is free in the company: no other customer is called so and
 * no other customer has it as an alias. Put in the WHERE of the write itself, so two writes racing for one
 * name cannot both pass.
 */
export function customerNameFree(companyId: string, name: string, exceptId?: string): SQL {
  const sameName = (column: typeof customers.name | typeof customerAliases.name) =>
    sql`lower(${column}) = lower(${name})`;
  const otherCustomer = exceptId ? ne(customers.id, exceptId) : sql`1`;
  const otherAlias = exceptId ? ne(customerAliases.customerId, exceptId) : sql`1`;
  return sql`not exists (select 1 from ${customers} where ${customers.companyId} = ${companyId} and ${sameName(customers.name)} and ${otherCustomer})
    and not exists (select 1 from ${customerAliases} where ${customerAliases.companyId} = ${companyId} and ${sameName(customerAliases.name)} and ${otherAlias})`;
}

/**
 * The company's customer known by this name or alias (any letter case), preferring a customer whose own
 * name it is; undefined when there is none.
 */
export async function customerNamed(db: Db, companyId: string, name: string) {
  const aliased = db
    .select({ id: customerAliases.customerId })
    .from(customerAliases)
    .where(and(eq(customerAliases.companyId, companyId), sql`lower(${customerAliases.name}) = lower(${name})`));
  const [row] = await db
    .select()
    .from(customers)
    .where(
      and(
        eq(customers.companyId, companyId),
        or(sql`lower(${customers.name}) = lower(${name})`, sql`${customers.id} in ${aliased}`),
      ),
    )
    .orderBy(sql`lower(${customers.name}) = lower(${name}) desc`)
    .limit(1);
  return row;
}

/** A customer's billing contacts in the admin's order. */
export function contactsOf(db: Db, customerId: string) {
  return db
    .select({ name: customerContacts.name, email: customerContacts.email })
    .from(customerContacts)
    .where(eq(customerContacts.customerId, customerId))
    .orderBy(asc(customerContacts.position));
}

/**
 * Who a customer's claim is addressed to: its name, first billing email (the one address older screens
 * and invoices show), every contact, the billing address and the payment terms. Null without a customer.
 */
export async function billTo(db: Db, customerId: string | null) {
  if (!customerId) return null;
  const [[customer], contacts] = await Promise.all([
    db.select().from(customers).where(eq(customers.id, customerId)),
    contactsOf(db, customerId),
  ]);
  if (!customer) return null;
  return {
    id: customer.id,
    name: customer.name,
    kind: customer.kind,
    billingEmail: contacts[0]?.email ?? null,
    contacts,
    billingAddress: customer.billingAddress,
    paymentTermsDays: customer.paymentTermsDays,
  };
}
