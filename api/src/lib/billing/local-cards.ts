/** The local checkout's test cards, as Stripe's test mode uses them. */
export const TEST_CARDS = { pays: '4242424242424242', declined: '4000000000000002' } as const;

export interface CardInput {
  number: string;
  expiry: string;
  cvc: string;
}

export type CardResult = { ok: true } | { ok: false; declined: boolean; message: string };

export const CARD_MESSAGES = {
  incomplete: 'Your card number is incomplete.',
  notTestCard: 'This is a test checkout: use the card 4242 4242 4242 4242.',
  expiryIncomplete: "Your card's expiration date is incomplete. Use MM / YY.",
  expired: "Your card's expiration date is in the past.",
  cvcIncomplete: "Your card's security code is incomplete.",
  declined: 'Your card was declined. Try the card 4242 4242 4242 4242.',
} as const;

const fail = (message: string, declined = false): CardResult => ({ ok: false, declined, message });

/**
 * Checks a test-card form the way a card form would (number, expiry MM / YY not in the past, CVC) and then
 * plays the bank: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined, anything else is not a test card.
 */
export function checkCard(input: CardInput, now = new Date()): CardResult {
  const digits = input.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits)) return fail(CARD_MESSAGES.incomplete);
  const expiry = /^\s*(\d{1,2})\s*\/\s*(\d{2})\s*$/.exec(input.expiry);
  const month = Number(expiry?.[1]);
  if (!expiry || month < 1 || month > 12) return fail(CARD_MESSAGES.expiryIncomplete);
  const endOfMonth = Date.UTC(2000 + Number(expiry[2]), month, 1);
  if (endOfMonth <= now.getTime()) return fail(CARD_MESSAGES.expired);
  if (!/^\d{3,4}$/.test(input.cvc.trim())) return fail(CARD_MESSAGES.cvcIncomplete);
  if (digits === TEST_CARDS.declined) return fail(CARD_MESSAGES.declined, true);
  if (digits !== TEST_CARDS.pays) return fail(CARD_MESSAGES.notTestCard);
  return { ok: true };
}
