// Test-only flows through the local provider's pages, as a browser would click them (imported by *.test.ts).
import { SELF } from 'cloudflare:test';
import { call, ORIGIN } from '../../../test/helpers.ts';

export interface ErrorAnswer {
  error: { code: string; message: string; details?: Record<string, unknown> };
}

/** Posts an HTML form as the browser does from the page (same origin), without following the redirect. */
export function postForm(path: string, fields: Record<string, string> = {}) {
  return SELF.fetch(`${ORIGIN}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
}

export const GOOD_CARD = { card: '4242 4242 4242 4242', expiry: '12 / 40', cvc: '123', name: 'Pat Doe' };

/** POST /api/billing/checkout; returns the answer and the local page's path. */
export async function startCheckout(cookie: string, trial = false) {
  const res = await call('/api/billing/checkout', { cookie, json: trial ? { trial: true } : {} });
  if (res.status !== 200) throw new Error(`checkout failed: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { url: string; sessionId: string };
  return { ...body, path: new URL(body.url).pathname };
}

/** Checkout and pay with the good test card: the company ends up subscribed through the webhook. */
export async function subscribeThroughCheckout(cookie: string, trial = false) {
  const checkout = await startCheckout(cookie, trial);
  const paid = await postForm(checkout.path, GOOD_CARD);
  if (paid.status !== 303) throw new Error(`payment failed: ${paid.status} ${await paid.text()}`);
  return checkout;
}

/** POST /api/billing/portal; returns the portal page's path. */
export async function openPortal(cookie: string) {
  const res = await call('/api/billing/portal', { cookie, method: 'POST' });
  if (res.status !== 200) throw new Error(`portal failed: ${res.status} ${await res.text()}`);
  return new URL(((await res.json()) as { url: string }).url).pathname;
}

/** Clicks one portal button; expects the redirect back to the portal. */
export async function portalAction(portalPath: string, action: string) {
  const res = await postForm(`${portalPath}/${action}`);
  if (res.status !== 303) throw new Error(`portal ${action} failed: ${res.status} ${await res.text()}`);
  return res;
}

/** GET /api/billing/subscription as the company's user. */
export async function subscriptionOf(cookie: string) {
  const res = await call('/api/billing/subscription', { cookie });
  return (await res.json()) as {
    subscription: { id: string; status: string; cancelAtPeriodEnd: boolean; trialEnd: number | null } | null;
    status: string | null;
    group: string;
    tier: string;
    hasAccess: boolean;
  };
}
