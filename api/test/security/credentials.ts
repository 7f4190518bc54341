/**
 * Who the matrices call every route as. Each credential knows how to put itself on a request and how to
 * sign in again after a route that ends its session.
 *
 * API keys (issue 9): company B's key (every scope) is one of the outsiders, so the tenant matrix calls every
 * route with B's key and A's ids as it does with B's cookies; the role matrix adds the key of a company
 * without a subscription. Which routes accept a key is the `apiKey` scope of the route's guard; every other
 * route answers a key 401 (unless public), and the keyed routes answer every cookie 401.
 */
import type { Role } from '@dwell/core/constants';
import type { RouteEntry } from './routes.ts';
import type { Tenant } from './world.ts';
import { addMember, sessionOf } from '../fixtures/companies.ts';

export interface Credential {
  label: string;
  kind: 'anonymous' | 'session' | 'apiKey';
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

/** A company's API key (every scope), acting as its carrier admin. */
function ofKey(label: string, t: Tenant): Credential {
  const admin = t.people.carrier_admin;
  return {
    label,
    kind: 'apiKey',
    role: admin.role,
    userId: admin.userId,
    companyId: t.id,
    subscribed: t.subscribed,
    headers: () => ({ authorization: `Bearer ${t.apiKey}` }),
    renew: async () => undefined,
  };
}

/** Company B's people, B's API key and the anonymous caller: the tenant matrix's callers (all outsiders to A). */
export function outsiders(b: Tenant): Credential[] {
  const roles = ['carrier_admin', 'carrier', 'dispatcher', 'driver'] as const;
  return [
    anonymous,
    ...roles.map((role) => ofPerson(`B ${role}`, b.people[role], b.subscribed)),
    ofKey('B api key', b),
  ];
}

/**
 * Every kind of caller: anonymous, each company role of subscribed company B, the carrier_admin of a
 * company without a subscription, and a platform admin (no company).
 */
export async function everyone(b: Tenant, unsubscribed: Tenant): Promise<Credential[]> {
  const admin = await addMember(null, 'admin', 'platform');
  return [
    ...outsiders(b),
    ofPerson('unsubscribed carrier_admin', unsubscribed.people.carrier_admin, false),
    ofKey('unsubscribed api key', unsubscribed),
    ofPerson('platform admin', admin, false),
  ];
}

/**
 * What a route must answer a caller: allowed (anything but 401/403), 401 or 403, by its guard's policy and,
 * where the route decides per object, by who may act on the suite's fixtures.
 */
export function expectedAccess(route: Pick<RouteEntry, 'policy' | 'facts'>, who: Credential): 'allowed' | 401 | 403 {
  const { policy } = route;
  const objectAccess = route.facts.objectAccess;
  const access = objectAccess && who.kind !== 'apiKey' ? objectAccess : policy.access;
  if (policy.apiKey) {
    // Keys carry every scope here; a plan without apiAccess refuses them (api/src/routes/v1/auth.test.ts).
    if (who.kind !== 'apiKey') return 401;
    return who.subscribed ? 'allowed' : 403;
  }
  if (access === 'public') return route.facts.signed ? 401 : 'allowed';
  if (who.kind === 'apiKey') return 401;
  if (who.kind === 'anonymous') return 401;
  if (access === 'authenticated') return 'allowed';
  if (access === 'admin') return who.role === 'admin' ? 'allowed' : 403;
  if (!who.companyId) return 403;
  if (access !== 'company' && (!who.role || !access.includes(who.role))) return 403;
  const gated = policy.feature !== undefined || policy.subscription === true;
  if (gated && !who.subscribed && who.role !== 'admin') return 403;
  return 'allowed';
}
