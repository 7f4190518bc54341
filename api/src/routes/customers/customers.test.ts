import { CUSTOMER_MESSAGES } from '@dwell/core/schemas/customers';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customerContacts, customers } from '../../lib/schema.ts';
import type { CustomerView } from './queries.ts';
import { type Fleet, fleet, logEvent } from '../../../test/fixtures/companies.ts';
import { call, db, type ErrorAnswer } from '../../../test/fixtures/http.ts';

const ACME = {
  name: 'Acme Foods',
  kind: 'receiver',
  contacts: [
    { name: 'Accounts Payable', email: 'ap@acme.example' },
    { name: 'Jo Price', email: 'jo.price@acme.example' },
  ],
  billingAddress: '1 Dock Road\nJoliet, IL 60431',
  paymentTermsDays: 45,
};

async function create(f: Fleet, json: Record<string, unknown>, cookie = f.admin.cookie) {
  return call('/api/customers', { cookie, json });
}

async function created(f: Fleet, json: Record<string, unknown>): Promise<CustomerView> {
  const res = await create(f, json);
  expect(res.status).toBe(201);
  return ((await res.json()) as { customer: CustomerView }).customer;
}

const rowsOf = (companyId: string) => db().select().from(customers).where(eq(customers.companyId, companyId));
const contactRows = (customerId: string) =>
  db().select().from(customerContacts).where(eq(customerContacts.customerId, customerId));
const messageOf = async (res: Response) => ((await res.json()) as ErrorAnswer).error.message;

describe('customers: create, list, edit, delete', () => {
  it('keeps a payer reminder schedule of distinct days after the due date, in order, and refuses any other', async () => {
    const f = await fleet();
    const customer = await created(f, { ...ACME, name: 'Schedule Foods' });
    const patch = (reminderDays: unknown) =>
      call(`/api/customers/${customer.id}`, { method: 'PATCH', cookie: f.admin.cookie, json: { reminderDays } });
    expect((await patch([30, 7])).status).toBe(200);
    expect((await rowsOf(f.companyId)).find((c) => c.id === customer.id)?.reminderDays).toEqual([7, 30]);
    for (const bad of [[0], [7, 7], [1, 2, 3, 4, 5, 6, 7], [366], [1.5], '7,14']) {
      const res = await patch(bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(await messageOf(res)).toBe(CUSTOMER_MESSAGES.reminderDays);
    }
    expect((await patch([])).status).toBe(200);
    expect((await rowsOf(f.companyId)).find((c) => c.id === customer.id)?.reminderDays).toEqual([]);
  });

  it('creates a customer with billing contacts, address and terms, and lists it for admins and pickers', async () => {
    const f = await fleet();
    const customer = await created(f, ACME);
    expect(customer).toEqual({
      id: expect.stringMatching(/^cus_/),
      ...ACME,
      kind: 'receiver',
      reminderDays: [7, 14, 30],
      aliases: [],
      eventCount: 0,
      claimCount: 0,
    });
    const billing = await call('/api/customers/billing', { cookie: f.admin.cookie });
    expect(((await billing.json()) as { customers: CustomerView[] }).customers).toEqual([customer]);
    // Drivers and dispatchers pick customers by name on the event form; they see no billing details.
    const picker = await call('/api/customers', { cookie: f.driver.cookie });
    expect(await picker.json()).toEqual({ customers: [{ id: customer.id, name: 'Acme Foods', kind: 'receiver' }] });
  });

  it('keeps the older single billing email working: it becomes the first contact', async () => {
    const f = await fleet();
    const customer = await created(f, { name: 'Summit Logistics', billingEmail: 'carrierpay@summit.example' });
    expect(customer).toMatchObject({
      kind: 'shipper',
      contacts: [{ name: 'Billing', email: 'carrierpay@summit.example' }],
      billingAddress: null,
      paymentTermsDays: 30,
    });
    // The event page's "Notify Facility" still reads one billing email: the first contact's.
    const event = await logEvent(f.driver.cookie, { facilityAddress: 'summit logistics' });
    const detail = (await (await call(`/api/events/${event.id}`, { cookie: f.driver.cookie })).json()) as {
      customer: { id: string; billingEmail: string | null };
    };
    expect(detail.customer).toMatchObject({ id: customer.id, billingEmail: 'carrierpay@summit.example' });
  });

  it('refuses bad input with the field’s message and writes nothing', async () => {
    const f = await fleet();
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '   ' }, CUSTOMER_MESSAGES.nameRequired],
      [{}, CUSTOMER_MESSAGES.nameRequired],
      [{ name: 'x'.repeat(161) }, CUSTOMER_MESSAGES.nameTooLong],
      [{ name: 'A', kind: 'consignee' }, CUSTOMER_MESSAGES.kind],
      [{ name: 'A', contacts: [{ name: 'AP', email: 'not-an-email' }] }, CUSTOMER_MESSAGES.billingEmailInvalid],
      [{ name: 'A', contacts: [{ name: '', email: 'ap@a.example' }] }, CUSTOMER_MESSAGES.contactNameRequired],
      [
        {
          name: 'A',
          contacts: [
            { name: 'AP', email: 'ap@a.example' },
            { name: 'Also AP', email: 'AP@a.example' },
          ],
        },
        CUSTOMER_MESSAGES.contactDuplicate,
      ],
      [
        { name: 'A', contacts: Array.from({ length: 21 }, (_, i) => ({ name: `P${i}`, email: `p${i}@a.example` })) },
        CUSTOMER_MESSAGES.tooManyContacts,
      ],
      [{ name: 'A', billingAddress: 'x'.repeat(501) }, CUSTOMER_MESSAGES.addressTooLong],
      [{ name: 'A', paymentTermsDays: 366 }, CUSTOMER_MESSAGES.paymentTerms],
      [{ name: 'A', paymentTermsDays: -1 }, CUSTOMER_MESSAGES.paymentTerms],
      [{ name: 'A', paymentTermsDays: 7.5 }, CUSTOMER_MESSAGES.paymentTerms],
      [{ name: 'A', paymentTermsDays: '30' }, CUSTOMER_MESSAGES.paymentTerms],
      [{ name: 'A', billingEmail: 'nope' }, CUSTOMER_MESSAGES.billingEmailInvalid],
    ];
    for (const [json, message] of cases) {
      const res = await create(f, json);
      expect(res.status, JSON.stringify(json).slice(0, 80)).toBe(400);
      expect(await messageOf(res)).toBe(message);
    }
    expect(await rowsOf(f.companyId)).toEqual([]);
    // The edges are accepted: 0 and 365 days.
    await created(f, { name: 'Cash on delivery', paymentTermsDays: 0 });
    await created(f, { name: 'Slow payer', paymentTermsDays: 365 });
  });

  it('answers 409 for a name taken in any letter case, also by parallel requests, and keeps one row', async () => {
    const f = await fleet();
    await created(f, ACME);
    const dup = await create(f, { name: '  ACME foods ' });
    expect(dup.status).toBe(409);
    expect(await messageOf(dup)).toBe(CUSTOMER_MESSAGES.duplicate);
    const racing = await Promise.all(
      Array.from({ length: 12 }, (_, i) => create(f, { name: i % 2 ? 'Harbor Freight' : 'HARBOR FREIGHT' })),
    );
    expect(racing.map((r) => r.status).sort()).toEqual([201, ...Array(11).fill(409)]);
    const names = (await rowsOf(f.companyId)).map((r) => r.name.toLowerCase()).sort();
    expect(names).toEqual(['acme foods', 'harbor freight']);
  });

  it('edits name, kind, contacts, address and terms; a rename onto another customer is 409 and changes nothing', async () => {
    const f = await fleet();
    const acme = await created(f, ACME);
    const other = await created(f, { name: 'Brightmart', contacts: [{ name: 'AP', email: 'ap@bright.example' }] });
    const patch = (id: string, json: Record<string, unknown>) =>
      call(`/api/customers/${id}`, { method: 'PATCH', cookie: f.admin.cookie, json });

    const edited = await patch(acme.id, {
      name: 'Acme Foods Co',
      kind: 'shipper',
      contacts: [{ name: 'Remit', email: 'remit@acme.example' }],
      billingAddress: '',
      paymentTermsDays: 0,
    });
    expect(edited.status).toBe(200);
    expect(((await edited.json()) as { customer: CustomerView }).customer).toMatchObject({
      name: 'Acme Foods Co',
      kind: 'shipper',
      contacts: [{ name: 'Remit', email: 'remit@acme.example' }],
      billingAddress: null,
      paymentTermsDays: 0,
    });
    // Letter case of its own name may change.
    expect((await patch(acme.id, { name: 'ACME Foods Co' })).status).toBe(200);

    const clash = await patch(other.id, {
      name: 'acme foods co',
      contacts: [{ name: 'Lost', email: 'lost@bright.example' }],
      paymentTermsDays: 90,
    });
    expect(clash.status).toBe(409);
    expect(await messageOf(clash)).toBe(CUSTOMER_MESSAGES.duplicate);
    const [unchanged] = await db().select().from(customers).where(eq(customers.id, other.id));
    expect(unchanged).toMatchObject({ name: 'Brightmart', paymentTermsDays: 30 });
    expect((await contactRows(other.id)).map((c) => c.email)).toEqual(['ap@bright.example']);

    const bad = await patch(acme.id, { paymentTermsDays: 400 });
    expect(bad.status).toBe(400);
    expect(await messageOf(bad)).toBe(CUSTOMER_MESSAGES.paymentTerms);
  });

  it('deletes an unused customer; one with events is kept with a 409 that says to merge it', async () => {
    const f = await fleet();
    const unused = await created(f, { name: 'Typo Foods' });
    const used = await created(f, { name: 'Northline Foods' });
    await logEvent(f.driver.cookie, { facilityAddress: 'Northline Foods' });
    const remove = (id: string) => call(`/api/customers/${id}`, { method: 'DELETE', cookie: f.admin.cookie });
    const listed = (await (await call('/api/customers/billing', { cookie: f.admin.cookie })).json()) as {
      customers: CustomerView[];
    };
    expect(listed.customers.map((c) => [c.name, c.eventCount, c.claimCount])).toEqual([
      ['Northline Foods', 1, 0],
      ['Typo Foods', 0, 0],
    ]);

    expect((await remove(unused.id)).status).toBe(204);
    const refused = await remove(used.id);
    expect(refused.status).toBe(409);
    expect(await messageOf(refused)).toBe(CUSTOMER_MESSAGES.inUse);
    expect((await rowsOf(f.companyId)).map((r) => r.id)).toEqual([used.id]);
  });

  it('is for carrier admins only, and another company’s customer is 404', async () => {
    const f = await fleet();
    const other = await fleet();
    const mine = await created(f, ACME);
    const theirs = await created(other, { name: 'Their Foods', contacts: [{ name: 'AP', email: 'ap@their.example' }] });
    for (const who of [f.dispatcher, f.driver]) {
      const refused = [
        await call('/api/customers/billing', { cookie: who.cookie }),
        await create(f, { name: 'Sneaky' }, who.cookie),
        await call(`/api/customers/${mine.id}`, { method: 'PATCH', cookie: who.cookie, json: { name: 'Renamed' } }),
        await call(`/api/customers/${mine.id}`, { method: 'DELETE', cookie: who.cookie }),
      ];
      expect(refused.map((r) => r.status)).toEqual([403, 403, 403, 403]);
    }
    const foreign = [
      await call(`/api/customers/${theirs.id}`, {
        method: 'PATCH',
        cookie: f.admin.cookie,
        json: { name: 'Mine now' },
      }),
      await call(`/api/customers/${theirs.id}`, { method: 'DELETE', cookie: f.admin.cookie }),
    ];
    expect(foreign.map((r) => r.status)).toEqual([404, 404]);
    expect(await messageOf(foreign[0] as Response)).toBe(CUSTOMER_MESSAGES.notFound);
    const listed = (await (await call('/api/customers/billing', { cookie: f.admin.cookie })).json()) as {
      customers: CustomerView[];
    };
    expect(listed.customers.map((c) => c.id)).toEqual([mine.id]);
    expect(await rowsOf(other.companyId)).toEqual([expect.objectContaining({ id: theirs.id, name: 'Their Foods' })]);
    expect((await contactRows(theirs.id)).map((c) => c.email)).toEqual(['ap@their.example']);
  });
});
