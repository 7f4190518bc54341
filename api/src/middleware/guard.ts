import type { Role } from '@dwell/core/constants';
import { AUTH, COMPANY_MOVING, fill } from '@dwell/core/messages';
import { API_KEY_MESSAGES, type ApiScope } from '@dwell/core/schemas/api-keys';
import { hasAccess, tierFor } from '@dwell/core/subscription';
import { type Feature, hasFeature, upgradeMessage } from '@dwell/core/tiers';
import { DEFAULT_TIME_ZONE } from '@dwell/core/time-zones';
import type { Context, MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { Actor, AppEnv, CompanyVariables, KeyedVariables, SignedInVariables } from '../env.ts';
import { GLOBAL_DATABASE } from '../lib/company-db.ts';
import { readSessionCookie } from '../lib/cookies.ts';
import { dbFor } from '../lib/db.ts';
import { ApiError } from '../lib/errors.ts';
import type { SessionRecord } from '../lib/sessions.ts';
import { withApiKey } from './api-key.ts';
import { authenticate } from './session.ts';
import { SAFE_METHODS } from '../lib/allowed-methods.ts';

/** The roles of a company's people; the platform's own admins ('admin') belong to no company. */
export type CompanyRole = Exclude<Role, 'admin'>;

/**
 * Who may call a route. 'public': anyone; 'authenticated': any signed-in user (platform admins too); 'admin':
 * platform admins only; 'company': any member of a company, whatever their role; a role list: only those
 * members.
 */
export type Access = 'public' | 'authenticated' | 'admin' | 'company' | readonly CompanyRole[];

/** A route's access rule, written once where the route is declared. */
export interface Policy {
  readonly access: Access;
  /** Needs an active or trialing subscription (platform admins pass). */
  readonly subscription?: true;
  /** Needs a feature of the company's tier. */
  readonly feature?: Feature;
  /** Called by programs with an API key holding this scope, never with a session cookie (/api/v1). */
  readonly apiKey?: ApiScope;
  /** What a signed-out caller is told, where the screen has words of its own. */
  readonly signedOut?: string;
  /** What a member without the role is told, where the screen has words of its own. */
  readonly roleRefusal?: string;
}

type InCompany<P extends Policy> = P['access'] extends 'company'
  ? true
  : P['access'] extends readonly unknown[]
    ? true
    : false;

/** The variables a guard puts on the context: the session, and for company routes the tenant and the actor. */
export type GuardEnv<P extends Policy> = P['apiKey'] extends ApiScope
  ? { Variables: KeyedVariables }
  : InCompany<P> extends true
    ? { Variables: CompanyVariables }
    : P['access'] extends 'public'
      ? // biome-ignore lint/complexity/noBannedTypes: a public route adds no variables
        {}
      : { Variables: SignedInVariables };

/** A guard middleware that carries its policy, so the security suite reads it from the app's own routes. */
export type Guard<P extends Policy> = MiddlewareHandler<AppEnv & GuardEnv<P>> & { readonly policy: P };

const forbidden = (code = 'forbidden', message: string = AUTH.noPermission) => new ApiError(403, code, message);

/** The caller as company routes see them: who they are, their role, their company's id, plan and zone. */
export function actorOf(auth: SessionRecord & { companyId: string }): Actor {
  return {
    userId: auth.userId,
    role: auth.role,
    companyId: auth.companyId,
    fullName: auth.fullName,
    tier: tierFor(true, auth.subscriptionStatus),
    timezone: auth.companyTimezone ?? DEFAULT_TIME_ZONE,
  };
}

/**
 * The checks after sign-in, in one order for every route: company, subscription, role, feature (a
 * subscription refusal comes before a role refusal, so the screens can send the company to /subscribe).
 */
function authorize(policy: Policy, auth: SessionRecord): (SessionRecord & { companyId: string }) | null {
  if (policy.access === 'authenticated') return null;
  if (policy.access === 'admin') {
    if (auth.role !== 'admin') throw forbidden();
    return null;
  }
  const companyId = auth.companyId;
  if (!companyId) throw forbidden('no_company');
  if (policy.subscription && auth.role !== 'admin' && !hasAccess(auth.subscriptionStatus)) {
    const tier = tierFor(true, auth.subscriptionStatus);
    throw new ApiError(403, 'subscription_required', upgradeMessage(tier, 'createEvents'), {
      status: auth.subscriptionStatus,
    });
  }
  if (Array.isArray(policy.access) && !policy.access.includes(auth.role)) {
    throw forbidden('forbidden', policy.roleRefusal);
  }
  if (policy.feature) {
    const tier = tierFor(true, auth.subscriptionStatus);
    if (!hasFeature(tier, policy.feature)) {
      throw new ApiError(403, 'feature_unavailable', upgradeMessage(tier, policy.feature), {
        feature: policy.feature,
        tier,
      });
    }
  }
  return { ...auth, companyId };
}

/**
 * Puts the session, and inside a company the tenant and the actor, on the context. A company route reads and
 * writes the company's data in the company's database (lib/company-db.ts), and the global database at its
 * primary (the request's D1 session, and its bookmark, belong to the company's database); while the company is
 * being moved, its routes only read. A route of the signed-in person ('authenticated': their session,
 * password, profile) works in the global database.
 */
function admit(c: Context<AppEnv>, policy: Policy, auth: SessionRecord): void {
  const member = authorize(policy, auth);
  const vars = c as unknown as Context<{ Variables: Partial<CompanyVariables> }>;
  vars.set('auth', auth);
  if (member) {
    if (member.companyReadOnlySince && !SAFE_METHODS.has(c.req.method)) {
      c.header('Retry-After', String(COMPANY_MOVING.retryAfterSeconds));
      throw new ApiError(503, 'company_moving', COMPANY_MOVING.readOnly);
    }
    if (member.companyDatabase !== null && member.companyDatabase !== GLOBAL_DATABASE) {
      vars.set('db', c.var.openDatabase(member.companyDatabase));
      vars.set('global', dbFor(c.env));
    }
    vars.set('companyId', member.companyId);
    vars.set('actor', actorOf(member));
  }
}

/**
 * The one guard of a route: `.get('/', guard({ access: 'company', subscription: true }), …)`. It refuses with
 * 401 (no valid session or key) or 403 (no company, subscription, role, scope or feature) and types the
 * handler's context: after a company guard `c.var.companyId` is the tenant, never null.
 */
export function guard<const P extends Policy>(policy: P): Guard<P> {
  const middleware = createMiddleware<AppEnv>(async (c, next) => {
    if (policy.access === 'public') return next();
    if (policy.apiKey) {
      const scope = policy.apiKey;
      return withApiKey(c, next, (auth, key) => {
        if (!key.scopes.includes(scope)) {
          throw new ApiError(403, 'insufficient_scope', fill(API_KEY_MESSAGES.scopeMissing, { scope }), { scope });
        }
        admit(c, policy, auth);
      });
    }
    if (policy.signedOut && !readSessionCookie(c)) throw new ApiError(401, 'unauthenticated', policy.signedOut);
    admit(c, policy, await authenticate(c));
    await next();
  });
  return Object.assign(middleware as unknown as MiddlewareHandler<AppEnv & GuardEnv<P>>, { policy });
}

/** The policy a handler carries when it is a guard (how the security suite finds each route's guard). */
export function policyOf(handler: unknown): Policy | undefined {
  const policy = (handler as { policy?: unknown } | null)?.policy;
  return typeof handler === 'function' && policy && typeof policy === 'object' ? (policy as Policy) : undefined;
}
