/**
 * Who the matrices call every route as. Each credential knows how to put itself on a request and how to
 * sign in again after a route that ends its session.
 *
 * API keys (issue 9): add a credential of kind 'apiKey' to outsiders() and everyone(), whose headers() return
 * `{ authorization: 'Bearer <a key of company B>' }`. The tenant matrix then calls every route with B's key
 * and A's ids as it does with B's cookies. Which routes accept a key is a property of the route: declare it in
 * RoutePolicy (e.g. `apiKey: true` on the /api/v1 routes) and let expectedAccess() answer 401 for a key on
 * any other route.
 */
import type { Role } from '@dwell/core/constants';
import type { RoutePolicy } from '../../src/lib/route-policy.ts';
import { person, sessionOf, type Tenant } from './world.ts';

export interface Credential {
  label: string;
  kind: 'anonymous' | 'session';
  role: Role | null;
  userId: string | null;
  companyId: string | null;
  subscribed: boolean;
  headers(): Record<string, string>;
  /** A new session for the same person (after a route ended the current one). */
  renew(): Promise<void>;
}

export const anonymous: Credential = {
  label: 'anonymous',
  kind: 'anonymous',
  role: null,
  userId: null,
  companyId: null,
  subscribed: false,
  headers: () => ({}),
  renew: async () => undefined,
};

function ofPerson(
  label: string,
  who: { userId: string; role: Role; companyId: string | null; cookie: string },
  subscribed: boolean,
) {
  let cookie = who.cookie;
  const credential: Credential = {
    label,
    kind: 'session',
    role: who.role,
    userId: who.userId,
    companyId: who.companyId,
    subscribed,
    headers: () => ({ cookie }),
    renew: async () => {
      cookie = (await sessionOf(who.userId)).cookie;
    },
  };
  return credential;
}

/** Company B's people and the anonymous caller: the tenant matrix's callers (all outsiders to A). */
export function outsiders(b: Tenant): Credential[] {
  const roles = ['carrier_admin', 'carrier', 'dispatcher', 'driver'] as const;
  return [anonymous, ...roles.map((role) => ofPerson(`B ${role}`, b.people[role], b.subscribed))];
}

/**
 * Every kind of caller: anonymous, each company role of subscribed company B, the carrier_admin of a
 * company without a subscription, and a platform admin (no company).
 */
export async function everyone(b: Tenant, unsubscribed: Tenant): Promise<Credential[]> {
  const admin = await person(null, 'admin', 'platform');
  return [
    ...outsiders(b),
    ofPerson('unsubscribed carrier_admin', unsubscribed.people.carrier_admin, false),
    ofPerson('platform admin', admin, false),
  ];
}

/** What a route must answer a caller: allowed (anything but 401/403), 401 or 403. */
export function expectedAccess(policy: RoutePolicy, who: Credential): 'allowed' | 401 | 403 {
  if (policy.access === 'public') return 'allowed';
  if (who.kind === 'anonymous') return 401;
  if (policy.access === 'authenticated') return 'allowed';
  if (policy.access === 'company') {
    if (!who.companyId) return 403;
  } else if (!who.role || !policy.access.includes(who.role)) {
    return 403;
  }
  const gated = policy.feature !== undefined || policy.subscription === true;
  if (gated && !who.subscribed && who.role !== 'admin') return 403;
  return 'allowed';
}
