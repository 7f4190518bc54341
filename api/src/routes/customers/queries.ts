import { newId } from '@dwell/core/ids';
import {
  type BillingContact,
  type CustomerInput,
  type CustomerPatch,
  LEGACY_CONTACT_NAME,
} from '@dwell/core/schemas/customers';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../env.ts';
import { customerNameFree } from '../../lib/customers.ts';
import { touchStops } from '../../lib/events/touch.ts';
import { insertIf } from '../../lib/insert-if.ts';
import { claims, customerAliases, customerContacts, customers, detentionEvents } from '../../lib/schema.ts';

/** A customer as the Customers screen edits it, with what a merge or a delete would touch. */
export interface CustomerView {
  id: string;
  name: string;
  kind: 'shipper' | 'receiver' | 'broker';
  contacts: BillingContact[];
  billingAddress: string | null;
  paymentTermsDays: number;
  /** Days after a claim's due date on which the payer is reminded. */
  reminderDays: number[];
  /** Names of duplicates merged into this customer. */
  aliases: string[];
  eventCount: number;
  claimCount: number;
}

/** The listed customer's id inside a correlated subquery (drizzle leaves columns unqualified in one-table queries). */
const OUTER_ID = sql.raw('"customers"."id"');

/** The company's customers (or the given ones) with contacts, aliases and usage, by name. */
export async function customerViews(db: Db, companyId: string, ids?: string[]): Promise<CustomerView[]> {
  const only = <T extends typeof customers.id | typeof customerContacts.customerId | typeof customerAliases.customerId>(
    column: T,
  ) => (ids ? inArray(column, ids) : undefined);
  const [rows, contacts, aliases] = await Promise.all([
    db
      .select({
        id: customers.id,
        name: customers.name,
        kind: customers.kind,
        billingAddress: customers.billingAddress,
        paymentTermsDays: customers.paymentTermsDays,
        reminderDays: customers.reminderDays,
        eventCount: sql<number>`(select count(*) from ${detentionEvents} as e where e.customer_id = ${OUTER_ID})`,
        claimCount: sql<number>`(select count(*) from ${claims} as c where c.customer_id = ${OUTER_ID})`,
      })
      .from(customers)
      .where(and(eq(customers.companyId, companyId), only(customers.id)))
      .orderBy(sql`lower(${customers.name})`)
      .limit(1000),
    db
      .select({ customerId: customerContacts.customerId, name: customerContacts.name, email: customerContacts.email })
      .from(customerContacts)
      .where(and(eq(customerContacts.companyId, companyId), only(customerContacts.customerId)))
      .orderBy(asc(customerContacts.customerId), asc(customerContacts.position)),
    db
      .select({ customerId: customerAliases.customerId, name: customerAliases.name })
      .from(customerAliases)
      .where(and(eq(customerAliases.companyId, companyId), only(customerAliases.customerId)))
      .orderBy(asc(customerAliases.createdAt)),
  ]);
  return rows.map((row) => ({
    ...row,
    contacts: contacts.filter((c) => c.customerId === row.id).map(({ name, email }) => ({ name, email })),
    aliases: aliases.filter((a) => a.customerId === row.id).map((a) => a.name),
  }));
}

/** One customer of the company as the screen shows it, or undefined. */
export async function customerView(db: Db, companyId: string, id: string): Promise<CustomerView | undefined> {
  return (await customerViews(db, companyId, [id]))[0];
}

const customerExists = (companyId: string, id: string) =>
  sql`exists (select 1 from ${customers} where ${customers.id} = ${id} and ${customers.companyId} = ${companyId})`;

/** Inserts that write the contacts in order, each only while `condition` holds. */
function writeContacts(db: Db, companyId: string, customerId: string, contacts: BillingContact[], condition: SQL) {
  const now = new Date();
  return contacts.map((contact, position) =>
    insertIf(
      db,
      customerContacts,
      { id: newId('cct'), companyId, customerId, name: contact.name, email: contact.email, position, createdAt: now },
      condition,
    ),
  );
}

/**
 * Creates a customer with its contacts in one batch; the name check is part of the insert, so two
 * requests for one name create one customer. Answers the new id, or null when the name is taken.
 */
export async function createCustomer(db: Db, companyId: string, input: CustomerInput): Promise<string | null> {
  const id = newId('cus');
  const contacts =
    input.contacts ?? (input.billingEmail ? [{ name: LEGACY_CONTACT_NAME, email: input.billingEmail }] : []);
  const [inserted] = await db.batch([
    insertIf(
      db,
      customers,
      {
        id,
        companyId,
        name: input.name,
        kind: input.kind,
        billingAddress: input.billingAddress,
        paymentTermsDays: input.paymentTermsDays,
        reminderDays: input.reminderDays,
        createdAt: new Date(),
      },
      customerNameFree(companyId, input.name),
    ),
    ...writeContacts(db, companyId, id, contacts, customerExists(companyId, id)),
  ]);
  return inserted.meta.changes === 1 ? id : null;
}

/**
 * Applies a change to an existing customer of the company in one batch: the fields sent, and the contact
 * list replaced when sent. A new name is checked inside every statement, so a name taken meanwhile leaves
 * the customer untouched ('duplicate').
 */
export async function updateCustomer(
  db: Db,
  companyId: string,
  id: string,
  patch: CustomerPatch,
): Promise<'updated' | 'duplicate'> {
  const guard = patch.name
    ? sql`${customerExists(companyId, id)} and ${customerNameFree(companyId, patch.name, id)}`
    : customerExists(companyId, id);
  const { contacts, ...fields } = patch;
  const set = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
  // Each of its stops answers the customer's name, so a new one changes them (for a program keeping them in sync):
  // marked first, while the name it had can still be compared.
  const renaming = patch.name
    ? [
        touchStops(
          db,
          companyId,
          sql`${detentionEvents.customerId} = ${id} and ${guard} and exists (select 1 from ${customers} where ${customers.id} = ${id} and ${customers.name} is not ${patch.name})`,
        ),
      ]
    : [];
  const statements = [
    // Right after, so its count says whether a new name was free.
    ...(Object.keys(set).length > 0
      ? [
          db
            .update(customers)
            .set(set)
            .where(and(eq(customers.id, id), eq(customers.companyId, companyId), guard)),
        ]
      : []),
    // A customer renamed to one of its own aliases does not list that name twice.
    ...(patch.name
      ? [
          db
            .delete(customerAliases)
            .where(
              and(
                eq(customerAliases.customerId, id),
                sql`lower(${customerAliases.name}) = lower(${patch.name})`,
                guard,
              ),
            ),
        ]
      : []),
    ...(contacts
      ? [
          db.delete(customerContacts).where(and(eq(customerContacts.customerId, id), guard)),
          ...writeContacts(db, companyId, id, contacts, guard),
        ]
      : []),
  ];
  const [first, ...rest] = [...renaming, ...statements];
  if (!first) return 'updated';
  const results = await db.batch([first, ...rest]);
  return patch.name && results[renaming.length]?.meta.changes === 0 ? 'duplicate' : 'updated';
}

/**
 * Deletes a customer nothing refers to (no event, no claim) in one conditional statement. Answers false
 * when it is in use: such a customer is merged into another, never deleted.
 */
export async function deleteUnusedCustomer(db: Db, companyId: string, id: string): Promise<boolean> {
  const result = await db
    .delete(customers)
    .where(
      and(
        eq(customers.id, id),
        eq(customers.companyId, companyId),
        sql`not exists (select 1 from ${detentionEvents} where ${detentionEvents.customerId} = ${id})`,
        sql`not exists (select 1 from ${claims} where ${claims.customerId} = ${id})`,
      ),
    );
  return result.meta.changes === 1;
}

/** The company's customers by name (id, name, kind), for pickers and filters. */
export function customerNames(db: Db, companyId: string) {
  return db
    .select({ id: customers.id, name: customers.name, kind: customers.kind })
    .from(customers)
    .where(eq(customers.companyId, companyId))
    .orderBy(asc(customers.name))
    .limit(1000);
}
