import type { TeamRole } from '@dwell/core/schemas/team';
import { rateLimits } from '../src/lib/schema.ts';
import { call, db, PASSWORD, sessionCookie, signUp, subscribe, tokenFromEmail, uniqueEmail } from './helpers.ts';

/** A company with an active subscription (premium tier: 10 users), signed in as its owner. */
export async function subscribedOwner(overrides: Record<string, unknown> = {}) {
  const owner = await signUp(overrides);
  await subscribe(owner.companyId);
  return owner;
}

/** Invites someone into the owner's company and accepts from the emailed link; returns their cookie. */
export async function addMember(ownerCookie: string, role: TeamRole, label: string = role) {
  const email = uniqueEmail(label);
  const invite = await call('/api/team/invitations', { cookie: ownerCookie, json: { email, role } });
  if (invite.status !== 201) throw new Error(`invite failed: ${invite.status} ${await invite.text()}`);
  const token = await tokenFromEmail(email, '/accept-invite');
  const res = await call('/api/team/accept', { json: { token, fullName: `Pat ${label}`, password: PASSWORD } });
  if (res.status !== 201) throw new Error(`accept failed: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { session: { user: { id: string } } };
  return { email, cookie: sessionCookie(res), userId: body.session.user.id };
}

/**
 * Clears the email and sign-in throttles. Storage lives per test file, and tests that create many accounts
 * or invitations would otherwise trip the per-caller email limit meant for real users.
 */
export async function resetThrottles() {
  await db().delete(rateLimits);
}
