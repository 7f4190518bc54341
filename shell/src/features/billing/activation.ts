import { POST_PAYMENT_WAIT_MS, WEBHOOK_WAIT } from '@dwell/core/constants';
import { hasAccess } from '@dwell/core/subscription';
import { fetchCheckoutSession } from './api/get-checkout-session.ts';
import { fetchSubscription } from './api/get-subscription.ts';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * After the payment page: wait 2 s, then read the subscription; while it is not active yet, the payment
 * provider's notification may still be on its way, so retry up to 3 times, 20 s doubling up to 60 s (docs/product.md#subscription-monitor).
 */
export async function waitForActivation(sessionId: string, delays = activationDelays()): Promise<boolean> {
  await wait(POST_PAYMENT_WAIT_MS);
  for (let attempt = 0; ; attempt++) {
    const checkout = await fetchCheckoutSession(sessionId);
    if (checkout.status === 'expired') return false;
    const current = await fetchSubscription();
    if (hasAccess(current.status)) return true;
    const delay = delays[attempt];
    if (delay === undefined) return false;
    await wait(delay);
  }
}

/** 20 s, 40 s, 60 s: the webhook wait of docs/product.md#constants. */
export function activationDelays(): number[] {
  return Array.from({ length: WEBHOOK_WAIT.retries }, (_, i) =>
    Math.min(WEBHOOK_WAIT.firstDelayMs * 2 ** i, WEBHOOK_WAIT.maxDelayMs),
  );
}
