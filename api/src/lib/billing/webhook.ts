import type { Db } from '../../env.ts';
import { ApiError } from '../errors.ts';
import { type SignatureProblem, SignatureError, type VerifiedEvent, verifyEvent } from './signature.ts';
import { linkCustomer, markProcessed, type Owner, ownerOf, upsertSubscription, wasProcessed } from './sync.ts';
import { type BillingProvider, ProviderError, type SubscriptionSnapshot } from './types.ts';

/** Event types that change the app's billing state; every other type is acknowledged and ignored. */
export const HANDLED_EVENTS = [
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
] as const;

export interface WebhookDeps {
  db: Db;
  provider: BillingProvider;
  /** The signing secret of this endpoint (Stripe's whsec_… or the local provider's). */
  secret: string;
}

/** What the webhook answers with 200. */
export interface WebhookReceipt {
  received: true;
  /** Already applied earlier: nothing done. */
  duplicate?: true;
  /** A type Dwell does not act on, or an object that is not Dwell's: acknowledged, nothing stored. */
  ignored?: true;
}

const SIGNATURE_MESSAGES: Record<SignatureProblem, string> = {
  missing: 'The Stripe-Signature header is missing.',
  expired: 'The webhook signature is too old: its timestamp is more than 300 seconds from now.',
  invalid: 'The webhook signature does not match the payload.',
};

const isHandled = (type: string): boolean => (HANDLED_EVENTS as readonly string[]).includes(type);

const text = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);
const idIn = (value: unknown): string | null =>
  text(value) ?? (value && typeof value === 'object' ? text((value as { id?: unknown }).id) : null);

/** The subscription an invoice belongs to: parent.subscription_details since API 2025-03-31, else the old field. */
function invoiceSubscription(invoice: Record<string, unknown>): string | null {
  const parent = invoice.parent as { subscription_details?: { subscription?: unknown } } | null | undefined;
  return idIn(parent?.subscription_details?.subscription) ?? idIn(invoice.subscription);
}

interface Plan {
  snapshot: SubscriptionSnapshot;
  owner: Owner;
  /** Set by checkout.session.completed: link the company to the customer it paid with. */
  linkEmail?: string;
}

/**
 * Finds what an event is about and reads its current state from the provider: the event's own payload is
 * never trusted for state, so events in any order converge on what the provider says now. Null: nothing of
 * Dwell's to change (the provider does not know the object, or it belongs to no company here).
 */
async function planFor(event: VerifiedEvent, deps: WebhookDeps): Promise<Plan | null> {
  const object = event.data.object;
  let subscriptionId: string | null;
  let named: (string | null)[] = [];
  let linkEmail: string | undefined;
  if (event.type === 'checkout.session.completed') {
    const session = await deps.provider.retrieveCheckoutSession(text(object.id) ?? '');
    if (session?.mode !== 'subscription' || !session.subscriptionId) return null;
    subscriptionId = session.subscriptionId;
    named = [session.companyId];
    const details = object.customer_details as { email?: unknown } | null | undefined;
    linkEmail = text(details?.email) ?? text(object.customer_email) ?? '';
  } else if (event.type.startsWith('invoice.')) {
    subscriptionId = invoiceSubscription(object);
  } else {
    subscriptionId = text(object.id);
  }
  if (!subscriptionId) return null;
  const snapshot = await deps.provider.retrieveSubscription(subscriptionId);
  if (!snapshot) return null;
  const owner = await ownerOf(deps.db, snapshot.customerId, [snapshot.metadata.company_id, ...named]);
  return owner ? { snapshot, owner, linkEmail } : null;
}

/**
 * The webhook: verifies the signature, skips events already applied, reads the current state from the
 * provider and writes it together with the event's id in one batch. Throws ApiError: 400 for a bad
 * signature, 502 when the provider cannot be read and 500 when storage fails — both retried by the provider,
 * and in both cases the event is not marked processed. The local provider delivers through this same code.
 */
export async function receiveWebhook(
  deps: WebhookDeps,
  payload: string,
  signature: string | undefined,
): Promise<WebhookReceipt> {
  if (!deps.secret) throw new ApiError(500, 'billing_misconfigured', 'The webhook signing secret is not configured.');
  let event: VerifiedEvent;
  try {
    event = await verifyEvent(payload, signature, deps.secret);
  } catch (error) {
    if (error instanceof SignatureError) {
      throw new ApiError(400, 'invalid_signature', SIGNATURE_MESSAGES[error.problem]);
    }
    throw error;
  }
  if (!isHandled(event.type)) return { received: true, ignored: true };
  if (await wasProcessed(deps.db, event.id)) return { received: true, duplicate: true };
  let plan: Plan | null;
  try {
    plan = await planFor(event, deps);
  } catch (error) {
    if (error instanceof ProviderError) {
      console.error(JSON.stringify({ webhook: event.id, providerError: error.message.slice(0, 300) }));
      throw new ApiError(502, 'provider_unavailable', 'The payment provider could not be reached. Retry later.');
    }
    throw error;
  }
  const { db } = deps;
  try {
    if (!plan) {
      await db.batch([markProcessed(db, event)]);
      return { received: true, ignored: true };
    }
    const link =
      plan.linkEmail === undefined ? [] : [linkCustomer(db, plan.owner, plan.snapshot.customerId, plan.linkEmail)];
    await db.batch([upsertSubscription(db, plan.snapshot, plan.owner), ...link, markProcessed(db, event)]);
  } catch (error) {
    console.error(JSON.stringify({ webhook: event.id, storageError: String(error).slice(0, 300) }));
    throw new ApiError(500, 'storage_failed', 'The event could not be stored. Retry later.');
  }
  return { received: true };
}
