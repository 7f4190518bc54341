/**
 * One factory per id kind of route-facts.ts: each creates an object of that kind for a company, through
 * the app's own code, and returns its id with the values that must never reach another company. The company's
 * data goes to its database (t.db); people, keys, invitations and billing to the global one.
 */
import { env } from 'cloudflare:test';
import { DOCUMENT_RULES } from '@dwell/core/files';
import { newId } from '@dwell/core/ids';
import { eq } from 'drizzle-orm';
import { issueKey } from '../../src/lib/api-keys/keys.ts';
import { syncIdentity } from '../../src/lib/company-db.ts';
import { LOCAL_PRICE_ID } from '../../src/lib/billing/config.ts';
import { LocalProvider } from '../../src/lib/billing/local-provider.ts';
import type { IdKind } from './route-facts.ts';
import { breakdownFor } from '../../src/lib/events/derive.ts';
import { loadPolicies, policyForEvent } from '../../src/lib/events/policy.ts';
import {
  alerts,
  claims,
  customerContacts,
  customers,
  detentionEvents,
  facilities,
  users,
  webhookDeliveries,
} from '../../src/lib/schema.ts';
import { type ClaimSnapshot, nextClaimNumber } from '../../src/routes/claims/queries.ts';
import { createInvitation } from '../../src/routes/team/queries.ts';
import { createLink } from '../../src/routes/claims/links.ts';
import { insertIntegration, insertVehicleMapping } from '../../src/routes/integrations/queries.ts';
import { DEV_INTEGRATIONS_KEY } from '@dwell/core/integrations/secret-box';
import type { WebhookMessage } from '../../src/env.ts';
import { queueWebhooks } from '../../src/routes/webhooks/emit.ts';
import { insertEndpoint } from '../../src/routes/webhooks/queries.ts';
import { readUploadHeaders } from '../../src/lib/uploads/upload-headers.ts';
import { createDocument } from '../../src/routes/documents/create-document.ts';
import type { Tenant } from './world.ts';
import { addMember, sessionOf } from '../fixtures/companies.ts';
import { bytes, png } from '../fixtures/files.ts';
import { db, ORIGIN } from '../fixtures/http.ts';

export interface Made {
  id: string;
  /** Values of the company that another company must never see (ids, names, addresses). */
  markers: string[];
}

const tag = () => Math.random().toString(36).slice(2, 10);

/** A document of the company uploaded by its carrier admin, on an event or (null) on none. */
export async function storeDocument(t: Tenant, eventId: string | null): Promise<Made> {
  // Unique bytes per document: equal files of two companies would share a SHA-256 and look like a leak.
  const file = bytes(png(64), tag());
  const name = `${t.name.split(' ')[0]}-evidence-${tag()}.png`;
  const headers = new Headers({ 'x-file-name': name, 'content-length': String(file.byteLength) });
  const doc = await createDocument(t.db, env.DOCUMENTS, {
    companyId: t.id,
    userId: t.people.carrier_admin.userId,
    eventId,
    category: 'detention',
    description: `Dock note ${tag()}`,
    upload: readUploadHeaders(headers, DOCUMENT_RULES),
    body: new Blob([file]).stream(),
    maxDocuments: null,
  });
  return { id: doc.id, markers: [doc.id, doc.name, doc.description ?? '', doc.sha256] };
}

/** An open stop of the company's driver, without documents. */
async function stop(t: Tenant): Promise<Made> {
  const id = newId('ev');
  const facilityName = `Facility ${tag()}`;
  await t.db.insert(detentionEvents).values({
    id,
    companyId: t.id,
    userId: t.people.driver.userId,
    facilityName,
    facilityAddress: `${tag()} Dock Road`,
    driverName: t.people.driver.fullName,
    // Half an hour in: its first alert is an hour away, so no alert is raised in the background while the
    // suite counts rows.
    checkInTime: new Date(Date.now() - 30 * 60_000),
    status: 'active',
    freeTimeMinutes: 120,
  });
  return { id, markers: [id, facilityName] };
}

/** A stop with a document on it, so its evidence log has entries to leak. */
async function event(t: Tenant): Promise<Made> {
  const made = await stop(t);
  const doc = await storeDocument(t, made.id);
  return { id: made.id, markers: [...made.markers, ...doc.markers] };
}

async function facility(t: Tenant): Promise<Made> {
  const row = { id: newId('fac'), companyId: t.id, name: `Site ${tag()}`, address: `${tag()} Yard Lane` };
  await t.db.insert(facilities).values(row);
  return { id: row.id, markers: [row.id, row.name, row.address] };
}

async function customer(t: Tenant): Promise<Made> {
  const row = { id: newId('cus'), companyId: t.id, name: `Shipper ${tag()}`, billingAddress: `${tag()} Payables Way` };
  const contact = { name: `Payables ${tag()}`, email: `ap-${tag()}@shipper.test` };
  await t.db.insert(customers).values(row);
  await t.db
    .insert(customerContacts)
    .values({ id: newId('cct'), companyId: t.id, customerId: row.id, ...contact, position: 0 });
  return { id: row.id, markers: [row.id, row.name, row.billingAddress, contact.name, contact.email] };
}

/** A sent claim of a completed, billable stop (5 hours at the dock), priced by the app's own policy code. */
async function claim(t: Tenant): Promise<Made> {
  const payer = await customer(t);
  const now = Date.now();
  const event = {
    id: newId('ev'),
    companyId: t.id,
    userId: t.people.driver.userId,
    facilityName: `Claimed dock ${tag()}`,
    facilityAddress: `${tag()} Claim Street`,
    driverName: t.people.driver.fullName,
    customerId: payer.id,
    facilityId: null,
    checkInTime: new Date(now - 6 * 3_600_000),
    checkOutTime: new Date(now - 3_600_000),
    appointmentTime: null,
    status: 'completed' as const,
    freeTimeMinutes: 120,
  };
  await t.db.insert(detentionEvents).values(event);
  const policy = policyForEvent(await loadPolicies(t.db, t.id), event);
  const breakdown = breakdownFor(event, policy, now);
  const snapshot: ClaimSnapshot = {
    event: {
      facilityName: event.facilityName,
      facilityAddress: event.facilityAddress,
      driverName: event.driverName,
      loadNumber: null,
      appointmentTime: null,
      checkInTime: event.checkInTime.getTime(),
      checkOutTime: event.checkOutTime.getTime(),
    },
    customer: null,
    policy,
    breakdown,
  };
  const id = newId('clm');
  const number = await nextClaimNumber(t.db, t.id, now);
  await t.db.insert(claims).values({
    id,
    companyId: t.id,
    eventId: event.id,
    customerId: payer.id,
    number,
    status: 'sent',
    amountCents: breakdown.amountCents,
    billedMinutes: breakdown.billedMinutes,
    breakdown: JSON.stringify(snapshot),
    sentAt: new Date(now),
  });
  return { id, markers: [id, event.id, event.facilityName, event.facilityAddress, ...payer.markers] };
}

/** An unread in-app alert about the driver's stop. */
async function alert(t: Tenant): Promise<Made> {
  const stop = await event(t);
  const id = newId('alr');
  const title = `Billable at ${tag()}`;
  await t.db.insert(alerts).values({
    id,
    companyId: t.id,
    kind: 'billable_started',
    eventId: stop.id,
    userId: t.people.driver.userId,
    title,
    message: `Detention is now billable ${tag()}`,
    dedupeKey: `billable_started:${stop.id}`,
  });
  return { id, markers: [id, title, ...stop.markers] };
}

/** A pending invitation of the company to a new address. */
async function invitation(t: Tenant): Promise<Made> {
  const email = `invitee-${tag()}@hire.test`;
  const created = await createInvitation(db(), {
    companyId: t.id,
    email,
    role: 'driver',
    invitedBy: t.people.carrier_admin.userId,
  });
  if (!created) throw new Error(`no invitation for ${email}`);
  return { id: created.invitation.id, markers: [created.invitation.id, email] };
}

/** A member of the company with a profile picture, who is not one of the callers. */
async function user(t: Tenant): Promise<Made> {
  const victim = await addMember(t.id, 'driver', `victim ${tag()}`);
  const key = `${victim.userId}/${newId('avt')}`;
  await env.AVATARS.put(key, png(128), { httpMetadata: { contentType: 'image/png' } });
  await db().update(users).set({ avatarKey: key }).where(eq(users.id, victim.userId));
  await syncIdentity(env, t.id);
  return { id: victim.userId, markers: [victim.userId, victim.email, victim.fullName ?? '', key] };
}

async function session(t: Tenant): Promise<Made> {
  const victim = await addMember(t.id, 'driver', `victim ${tag()}`);
  await syncIdentity(env, t.id);
  const extra = await sessionOf(victim.userId);
  return { id: extra.sessionId, markers: [extra.sessionId, victim.userId, victim.email] };
}

const provider = () => new LocalProvider(db());

async function billingCustomer(t: Tenant): Promise<string> {
  const owner = t.people.carrier_admin;
  return provider().createCustomer({ companyId: t.id, userId: owner.userId, email: owner.email, companyName: t.name });
}

async function checkoutSession(t: Tenant): Promise<Made> {
  const owner = t.people.carrier_admin;
  const customerId = await billingCustomer(t);
  const { id } = await provider().createCheckoutSession({
    companyId: t.id,
    userId: owner.userId,
    email: owner.email,
    customerId,
    priceId: LOCAL_PRICE_ID,
    trialDays: null,
    successUrl: `${ORIGIN}/thank-you?session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${ORIGIN}/subscribe`,
  });
  return { id, markers: [id, customerId] };
}

async function portalSession(t: Tenant): Promise<Made> {
  const customerId = await billingCustomer(t);
  const url = await provider().createPortalSession({ companyId: t.id, customerId, returnUrl: `${ORIGIN}/billing` });
  const id = new URL(url).pathname.split('/').pop() ?? '';
  return { id, markers: [id, customerId] };
}

/** The factory of every id kind. A new IdKind in route-facts.ts fails typecheck here until it has one. */
/** An API key of the company (read scope), as the admin screen creates it. */
async function apiKey(t: Tenant): Promise<Made> {
  const { row, token } = await issueKey(db(), t.id, t.people.carrier_admin.userId, {
    name: `Key ${tag()}`,
    scopes: ['events:read'],
  });
  return { id: row.id, markers: [row.id, row.name, row.secretHash, token] };
}

/** A connected generic integration of the company, made as the admin's screen makes it. */
async function integration(t: Tenant): Promise<Made> {
  const name = `ELD ${tag()}`;
  const { row } = await insertIntegration(
    t.db,
    t.id,
    { provider: 'generic', name, minVisitMinutes: 5 },
    DEV_INTEGRATIONS_KEY,
  );
  return { id: row.id, markers: [row.id, name] };
}

/** A vehicle mapping of the company's integration to its driver. */
async function integrationVehicle(t: Tenant): Promise<Made> {
  const owner = await integration(t);
  const vendorVehicleId = `TRK-${tag()}`;
  const row = { companyId: t.id, integrationId: owner.id, vendorVehicleId, driverId: t.people.driver.userId };
  const id = (await insertVehicleMapping(t.db, row)) ?? '';
  return { id, markers: [id, vendorVehicleId, ...owner.markers] };
}

/** A live payer link to one of the company's sent claims: the token is the id (it is the credential). */
async function payerLink(t: Tenant): Promise<Made> {
  const owned = await claim(t);
  const { token } = await createLink(t.db, { companyId: t.id, userId: null }, owned.id, Date.now());
  return { id: token, markers: [token, ...owned.markers] };
}

/** A webhook endpoint of the company, registered as the admin's screen does (the URL is a marker). */
async function webhookEndpoint(t: Tenant): Promise<Made> {
  const url = `https://receiver.invalid/${tag()}`;
  const made = await insertEndpoint(
    t.db,
    { companyId: t.id, url, eventTypes: ['event.created'] },
    t.people.carrier_admin.userId,
    DEV_INTEGRATIONS_KEY,
    // The suite makes one per route it calls: past the product's limit of MAX_WEBHOOK_ENDPOINTS.
    1_000,
  );
  if (!made) throw new Error('endpoint not registered');
  return { id: made.row.id, markers: [made.row.id, url, made.secret] };
}

/** A dead delivery of one of the company's stops to its endpoint (Replay's target). */
async function webhookDelivery(t: Tenant): Promise<Made> {
  const owner = await webhookEndpoint(t);
  const recorder = { send: async () => {}, sendBatch: async () => {} } as unknown as Queue<WebhookMessage>;
  const onStop = await event(t);
  const [id = ''] = await queueWebhooks({ WEBHOOKS: recorder }, t.db, t.id, 'event.created', async () => ({
    id: onStop.id,
  }));
  await t.db.update(webhookDeliveries).set({ status: 'dead' }).where(eq(webhookDeliveries.id, id));
  return { id, markers: [id, ...owner.markers, ...onStop.markers] };
}

export const FACTORIES: Record<IdKind, (t: Tenant) => Promise<Made>> = {
  user,
  session,
  // On the stop of the company's driver, uploaded by the office: every role sees it (a driver sees their own
  // stops' evidence), so the role rules decide what each may do with it.
  document: async (t) => {
    const onStop = await stop(t);
    const doc = await storeDocument(t, onStop.id);
    return { id: doc.id, markers: [...doc.markers, ...onStop.markers] };
  },
  event,
  facility,
  customer,
  claim,
  alert,
  invitation,
  checkoutSession,
  portalSession,
  apiKey,
  integration,
  integrationVehicle,
  payerLink,
  webhookEndpoint,
  webhookDelivery,
};
