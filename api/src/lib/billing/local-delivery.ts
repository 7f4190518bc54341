import { ApiError } from '../errors.ts';
import { markDelivered, undeliveredEvents } from './local-store.ts';
import { signPayload } from './signature.ts';
import { receiveWebhook, type WebhookDeps } from './webhook.ts';

/** Outcome of sending a company's pending events; error is the webhook's message when one was refused. */
export interface Delivery {
  delivered: number;
  error: string | null;
}

/**
 * Sends a company's undelivered local events to the webhook, oldest first, each signed the way Stripe signs
 * and checked by the same receiveWebhook as Stripe's. Stops at the first refusal and leaves the rest pending:
 * they go out again with the company's next change, as Stripe retries.
 */
export async function deliverPending(deps: WebhookDeps, companyId: string): Promise<Delivery> {
  const pending = await undeliveredEvents(deps.db, companyId);
  let delivered = 0;
  for (const event of pending) {
    try {
      await receiveWebhook(deps, event.payload, await signPayload(event.payload, deps.secret));
    } catch (error) {
      if (error instanceof ApiError) return { delivered, error: error.message };
      throw error;
    }
    await markDelivered(deps.db, event.id);
    delivered += 1;
  }
  return { delivered, error: null };
}
