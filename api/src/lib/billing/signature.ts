import Stripe from 'stripe';
import { WEBHOOK_TOLERANCE_SECONDS } from './config.ts';

// Workers have no Node crypto for Stripe's HMAC: Web Crypto through Stripe's own provider.
const crypto = Stripe.createSubtleCryptoProvider();

/** A Stripe-shaped event after its signature was checked. */
export interface VerifiedEvent {
  id: string;
  type: string;
  created: number;
  data: { object: Record<string, unknown> & { id?: string; object?: string } };
}

export type SignatureProblem = 'missing' | 'expired' | 'invalid';

/** Why a webhook signature was refused: missing header, timestamp out of tolerance, or no matching HMAC. */
export class SignatureError extends Error {
  override readonly name = 'SignatureError';
  constructor(readonly problem: SignatureProblem) {
    super(problem);
  }
}

/**
 * Checks the Stripe-Signature header over the raw body with constructEventAsync (300 s tolerance) and
 * returns the event. Stripe's messages are classified so the caller can say what was wrong.
 */
export async function verifyEvent(payload: string, header: string | undefined, secret: string): Promise<VerifiedEvent> {
  if (!header) throw new SignatureError('missing');
  try {
    const event = await Stripe.webhooks.constructEventAsync(payload, header, secret, WEBHOOK_TOLERANCE_SECONDS, crypto);
    return event as unknown as VerifiedEvent;
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    throw new SignatureError(/tolerance/i.test(message) ? 'expired' : 'invalid');
  }
}

/**
 * The Stripe-Signature header for a payload, made the way Stripe makes it (the local provider signs its
 * events with this; tests sign theirs). The async variant: the sync one throws in workerd.
 */
export function signPayload(
  payload: string,
  secret: string,
  timestamp = Math.floor(Date.now() / 1000),
): Promise<string> {
  return Stripe.webhooks.generateTestHeaderStringAsync({ payload, secret, timestamp, cryptoProvider: crypto });
}
