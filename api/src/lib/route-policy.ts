import type { Role } from '@dwell/core/constants';
import {
  changePasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  resetPasswordSchema,
  signupSchema,
  tokenSchema,
} from '@dwell/core/schemas/auth';
import { checkoutSchema, checkoutSessionIdSchema } from '@dwell/core/schemas/billing';
import { listQuerySchema, uploadQuerySchema } from '@dwell/core/schemas/documents';
import { customerMergeSchema, customerPatchSchema, customerSchema } from '@dwell/core/schemas/customers';
import {
  claimListQuerySchema,
  claimStatusSchema,
  createClaimSchema,
  paymentSchema,
  reopenClaimSchema,
} from '@dwell/core/schemas/claims';
import {
  cancelEventSchema,
  completeEventSchema,
  createEventSchema,
  eventListQuerySchema,
  facilityPatchSchema,
  facilitySchema,
  noteSchema,
} from '@dwell/core/schemas/events';
import {
  dashboardQuerySchema,
  reportQuerySchema,
  scopeQuerySchema,
  trendQuerySchema,
} from '@dwell/core/schemas/reports';
import {
  claimSettingsSchema,
  fullPolicySchema,
  openStopSettingsSchema,
  policyOverrideSchema,
} from '@dwell/core/schemas/policies';
import { companySchema, notificationPrefsSchema, profileSchema } from '@dwell/core/schemas/profile';
import { acceptInviteSchema, inviteSchema, roleChangeSchema } from '@dwell/core/schemas/team';
import type { ApiScope } from '@dwell/core/schemas/api-keys';
import { createApiKeySchema } from '@dwell/core/schemas/api-keys';
import type { Feature } from '@dwell/core/tiers';
import type { ZodType } from 'zod';
import { userSearchQuery } from '../routes/admin/index.ts';
import { alertListQuery } from '../routes/alerts/index.ts';
import { reauthSchema } from '../routes/auth/reauth.ts';
import { feedbackSchema } from '../routes/help/index.ts';
import { searchQuery } from '../routes/search/index.ts';
import { invitationQuery } from '../routes/team/invitation-routes.ts';
import { v1EventListQuerySchema, v1ExportQuerySchema } from '../routes/v1/schemas.ts';

/**
 * Who may call a route. 'public': anyone; 'authenticated': any signed-in user (platform admins too);
 * 'company': any signed-in member of a company, whatever their role; a role list: only those roles.
 */
export type Access = 'public' | 'authenticated' | 'company' | readonly Role[];

/**
 * What an id in a path or query names. The security tests (api/test/security/factories.ts) hold one factory
 * per kind that creates such an object for a company; a new kind needs a new factory there.
 */
export type IdKind =
  | 'user'
  | 'session'
  | 'document'
  | 'event'
  | 'facility'
  | 'customer'
  | 'claim'
  | 'alert'
  | 'invitation'
  | 'checkoutSession'
  | 'portalSession'
  | 'apiKey';

/** A path parameter: an id of a kind, or a fixed word of the route (e.g. a portal action). */
export type ParamFill = IdKind | { literal: string };

/** Stands for the caller's own password in an example body; the tests put the real one in. */
export const CALLER_PASSWORD = '$caller-password';
/** Stands for a time one hour before the request (epoch ms) in an example body; the tests put it in. */
export const HOUR_AGO = '$hour-ago';

/** A request the route accepts (ids aside), so an isolation check reaches the route's own lookup. */
export interface RouteExample {
  json?: Record<string, unknown>;
  query?: Record<string, string>;
  /** The body is one small PNG file, as the upload screens send it. */
  file?: true;
}

export interface RoutePolicy {
  access: Access;
  /** How to fill each :param of the path with an id of another company. */
  params?: Record<string, ParamFill>;
  /** Query parameters that carry ids (checked like path ids). */
  queryIds?: Record<string, IdKind>;
  /** The path's id is itself the credential (a hosted page reached by an unguessable link, like Stripe's). */
  capability?: true;
  /** Needs a tier feature (SPEC §6): refused with 403 to a company whose plan lacks it. */
  feature?: Feature;
  /** Needs an active or trialing subscription (requireSubscription). */
  subscription?: true;
  /** zod schemas the route validates with: the fuzz test sends random and boundary input to each. */
  json?: ZodType;
  query?: ZodType;
  param?: ZodType;
  example?: RouteExample;
  /** Exists only where ENVIRONMENT is development or test; a deployment answers 404. */
  devOnly?: true;
  /** Calling it ends the caller's session. */
  endsSession?: true;
  /** Authenticated by a signature over the body (the payment provider), not by a session. */
  signed?: true;
  /**
   * Authenticated only by an API key holding this scope (`Authorization: Bearer dwk_…`, /api/v1); a session
   * cookie is refused with 401. Every other route refuses keys (401 unless public).
   */
  apiKey?: ApiScope;
}

const PUBLIC = { access: 'public' } as const satisfies RoutePolicy;
const SIGNED_IN = { access: 'authenticated' } as const satisfies RoutePolicy;
const MEMBER = { access: 'company' } as const satisfies RoutePolicy;
const BILLING_ADMIN = ['carrier_admin'] as const satisfies readonly Role[];
const DOCUMENT = { id: 'document' } as const;
/** A member of a subscribed company (the event, claim and policy screens need a live subscription). */
const SUBSCRIBED = { access: 'company', subscription: true } as const satisfies RoutePolicy;
const OFFICE = ['carrier_admin', 'dispatcher'] as const satisfies readonly Role[];
const CLAIMS_TEAM = ['carrier_admin', 'dispatcher', 'carrier'] as const satisfies readonly Role[];
const EVENT = { id: 'event' } as const;
const CLAIM = { id: 'claim' } as const;
const CUSTOMER = { id: 'customer' } as const;
const POLICY = { freeMinutes: 90 };
/** A route of /api/v1: a key of a company whose plan has apiAccess (the scope is set per route). */
const KEYED = { access: 'company', feature: 'apiAccess' } as const satisfies RoutePolicy;
/**
 * The /reports screen (SPEC §6 admin or carrier_admin, feature basicReports). A platform admin belongs to no
 * company, so the company's reports answer them 403 too: carrier admins are the callers who get through.
 */
const REPORTERS = {
  access: ['carrier_admin'],
  subscription: true,
  feature: 'basicReports',
} as const satisfies RoutePolicy;

/**
 * Every route of the API keyed by `METHOD path` exactly as Hono registers it (see `app.routes`). The
 * security suite (api/test/security) reads this table: a route missing here fails it, so a new route is
 * declared once, here, and is then checked for tenant isolation, roles, headers and fuzzed input.
 */
export const ROUTE_POLICY: Record<string, RoutePolicy> = {
  'GET /api/health': PUBLIC,
  'GET /api/mfe-manifest': PUBLIC,

  'POST /api/auth/signup': { ...PUBLIC, json: signupSchema },
  'POST /api/auth/login': { ...PUBLIC, json: loginSchema },
  'POST /api/auth/logout': { ...PUBLIC, endsSession: true },
  'POST /api/auth/forgot-password': { ...PUBLIC, json: forgotPasswordSchema },
  'POST /api/auth/reset-password': { ...PUBLIC, json: resetPasswordSchema },
  'POST /api/auth/confirm-email': { ...PUBLIC, json: tokenSchema },
  'POST /api/auth/resend-confirmation': { ...PUBLIC, json: forgotPasswordSchema },
  'POST /api/auth/change-password': { ...SIGNED_IN, json: changePasswordSchema },
  'GET /api/auth/session': SIGNED_IN,
  'POST /api/auth/session/activity': SIGNED_IN,
  'POST /api/auth/session/extend': SIGNED_IN,
  'GET /api/auth/session/socket': SIGNED_IN,
  'GET /api/auth/sessions': SIGNED_IN,
  'POST /api/auth/sessions/:id/end': {
    ...SIGNED_IN,
    params: { id: 'session' },
    json: reauthSchema,
    example: { json: { password: CALLER_PASSWORD } },
  },
  'POST /api/auth/sessions/end-others': { ...SIGNED_IN, json: reauthSchema },

  'GET /api/dev/mailbox/messages': { ...PUBLIC, devOnly: true },
  'GET /api/dev/mailbox': { ...PUBLIC, devOnly: true },

  'POST /api/admin/users/:id/sessions/end': { access: ['admin'], params: { id: 'user' } },

  'POST /api/billing/create-customer': { access: BILLING_ADMIN },
  'POST /api/billing/checkout': { access: BILLING_ADMIN, json: checkoutSchema },
  'GET /api/billing/checkout/:sessionId': {
    ...MEMBER,
    params: { sessionId: 'checkoutSession' },
    param: checkoutSessionIdSchema,
  },
  'POST /api/billing/portal': { access: BILLING_ADMIN },
  'GET /api/billing/subscription': SIGNED_IN,
  'GET /api/billing/usage': MEMBER,
  'GET /api/billing/debug': SIGNED_IN,
  'POST /api/billing/webhook': { ...PUBLIC, signed: true },
  'GET /api/billing/local/checkout/:id': { ...PUBLIC, capability: true, params: { id: 'checkoutSession' } },
  'POST /api/billing/local/checkout/:id': { ...PUBLIC, capability: true, params: { id: 'checkoutSession' } },
  'GET /api/billing/local/portal/:id': { ...PUBLIC, capability: true, params: { id: 'portalSession' } },
  'POST /api/billing/local/portal/:id/:action': {
    ...PUBLIC,
    capability: true,
    params: { id: 'portalSession', action: { literal: 'cancel_at_period_end' } },
  },

  'POST /api/documents': {
    ...MEMBER,
    feature: 'documentStorage',
    query: uploadQuerySchema,
    queryIds: { eventId: 'event' },
    example: { file: true },
  },
  'GET /api/documents': { ...MEMBER, query: listQuerySchema, queryIds: { eventId: 'event' } },
  'GET /api/documents/:id/download': { ...MEMBER, params: DOCUMENT },
  'POST /api/documents/:id/archive': { ...MEMBER, feature: 'documentStorage', params: DOCUMENT },
  'POST /api/documents/:id/restore': { ...MEMBER, feature: 'documentStorage', params: DOCUMENT },
  // Also the uploader, whatever their role (api/src/routes/documents/documents.test.ts).
  'DELETE /api/documents/:id': { access: ['carrier_admin', 'carrier', 'dispatcher'], params: DOCUMENT },

  'GET /api/evidence/:eventId': { ...MEMBER, params: { eventId: 'event' } },
  'GET /api/evidence/:eventId/verify': { ...MEMBER, params: { eventId: 'event' } },

  // API keys and /api/v1 (issue 9)
  'GET /api/api-keys': { access: BILLING_ADMIN },
  'POST /api/api-keys': {
    access: BILLING_ADMIN,
    feature: 'apiAccess',
    json: createApiKeySchema,
    example: { json: { name: 'Security suite key', scopes: ['events:read'] } },
  },
  'POST /api/api-keys/:id/revoke': { access: BILLING_ADMIN, params: { id: 'apiKey' } },
  'GET /api/api-keys/:id/uses': { access: BILLING_ADMIN, params: { id: 'apiKey' } },
  'GET /api/v1/openapi.json': PUBLIC,
  'GET /api/v1/docs': PUBLIC,
  'GET /api/v1/events': { ...KEYED, apiKey: 'events:read', query: v1EventListQuerySchema },
  'GET /api/v1/events/export': { ...KEYED, apiKey: 'events:read', query: v1ExportQuerySchema },
  'GET /api/v1/events/:id': { ...KEYED, apiKey: 'events:read', params: EVENT },
  'POST /api/v1/events': {
    ...KEYED,
    apiKey: 'events:write',
    json: createEventSchema,
    example: { json: { facilityName: 'Keyed Dock', facilityAddress: 'Keyed Foods', checkInTime: HOUR_AGO } },
  },
  'POST /api/v1/events/:id/check-out': { ...KEYED, apiKey: 'events:write', params: EVENT, json: completeEventSchema },
  'GET /api/v1/documents': {
    ...KEYED,
    apiKey: 'documents:read',
    query: listQuerySchema,
    queryIds: { eventId: 'event' },
  },
  'GET /api/v1/documents/:id/download': { ...KEYED, apiKey: 'documents:read', params: DOCUMENT },
  'GET /api/v1/reports/trends': { ...KEYED, apiKey: 'reports:read', query: trendQuerySchema },
  'GET /api/v1/reports/trends.csv': { ...KEYED, apiKey: 'reports:read', query: trendQuerySchema },
  'GET /api/v1/reports/facilities': { ...KEYED, apiKey: 'reports:read', query: reportQuerySchema },
  'GET /api/v1/reports/facilities.csv': { ...KEYED, apiKey: 'reports:read', query: reportQuerySchema },
  'GET /api/v1/reports/customers': { ...KEYED, apiKey: 'reports:read', query: reportQuerySchema },
  'GET /api/v1/reports/customers.csv': { ...KEYED, apiKey: 'reports:read', query: reportQuerySchema },

  'POST /api/profile/avatar': { ...SIGNED_IN, example: { file: true } },
  'GET /api/profile/avatar/:userId': { ...SIGNED_IN, params: { userId: 'user' } },

  // Reports (issue 8)
  'GET /api/reports/dashboard': { ...SUBSCRIBED, query: dashboardQuerySchema },
  'GET /api/reports/activity': { ...SUBSCRIBED, query: scopeQuerySchema },
  'GET /api/reports/active-locations': { ...SUBSCRIBED, query: scopeQuerySchema },
  'GET /api/reports/trends': { ...SUBSCRIBED, feature: 'advancedReports', query: trendQuerySchema },
  'GET /api/reports/trends.csv': { ...SUBSCRIBED, feature: 'advancedReports', query: trendQuerySchema },
  'GET /api/reports/summary': { ...REPORTERS, query: reportQuerySchema },
  'GET /api/reports/facilities': { ...REPORTERS, query: reportQuerySchema },
  'GET /api/reports/facilities.csv': { ...REPORTERS, query: reportQuerySchema },
  'GET /api/reports/customers': { ...REPORTERS, query: reportQuerySchema },
  'GET /api/reports/customers.csv': { ...REPORTERS, query: reportQuerySchema },

  'GET /api/events': { ...SUBSCRIBED, query: eventListQuerySchema },
  'GET /api/events/export.csv': { ...SUBSCRIBED, query: eventListQuerySchema },
  'GET /api/events/board': { ...SUBSCRIBED, query: scopeQuerySchema },
  'GET /api/events/drivers': SUBSCRIBED,
  'POST /api/events': {
    ...SUBSCRIBED,
    json: createEventSchema,
    example: { json: { locationName: 'Security Dock', shipperReceiver: 'Suite Foods', startTime: HOUR_AGO } },
  },
  'GET /api/events/:id': { ...SUBSCRIBED, params: EVENT },
  'GET /api/events/:id/export.csv': { ...SUBSCRIBED, params: EVENT },
  'POST /api/events/:id/complete': { ...SUBSCRIBED, params: EVENT, json: completeEventSchema },
  'POST /api/events/:id/cancel': { ...SUBSCRIBED, params: EVENT, json: cancelEventSchema },
  'DELETE /api/events/:id': { access: ['carrier_admin'], subscription: true, params: EVENT },
  'POST /api/events/:id/reprice': { access: ['carrier_admin'], subscription: true, params: EVENT },
  'GET /api/events/:id/notes': { ...SUBSCRIBED, params: EVENT },
  'POST /api/events/:id/notes': {
    ...SUBSCRIBED,
    params: EVENT,
    json: noteSchema,
    example: { json: { body: 'Still waiting at door 4' } },
  },

  'GET /api/facilities': SUBSCRIBED,
  'POST /api/facilities': {
    access: OFFICE,
    subscription: true,
    json: facilitySchema,
    example: { json: { name: 'Security Suite DC' } },
  },
  'PATCH /api/facilities/:id': {
    access: OFFICE,
    subscription: true,
    params: { id: 'facility' },
    json: facilityPatchSchema,
    example: { json: { address: '1 Suite Road' } },
  },
  'GET /api/customers': SUBSCRIBED,
  'GET /api/customers/billing': { access: BILLING_ADMIN, subscription: true },
  'POST /api/customers': {
    access: BILLING_ADMIN,
    subscription: true,
    json: customerSchema,
    example: { json: { name: 'Security Suite Foods' } },
  },
  'PATCH /api/customers/:id': {
    access: BILLING_ADMIN,
    subscription: true,
    params: CUSTOMER,
    json: customerPatchSchema,
    example: { json: { kind: 'receiver' } },
  },
  'DELETE /api/customers/:id': { access: BILLING_ADMIN, subscription: true, params: CUSTOMER },
  'POST /api/customers/:id/merge': {
    access: BILLING_ADMIN,
    subscription: true,
    params: CUSTOMER,
    json: customerMergeSchema,
    example: { json: { intoId: 'cus_security_suite_keep' } },
  },

  'GET /api/policies': SUBSCRIBED,
  'PUT /api/policies/company': {
    access: BILLING_ADMIN,
    subscription: true,
    json: fullPolicySchema,
    example: {
      json: {
        freeMinutes: 120,
        hourlyRateCents: 7500,
        incrementMinutes: 15,
        rounding: 'up',
        capCents: null,
        clockStart: 'arrival',
        lateArrival: 'from_arrival',
        lateGraceMinutes: 0,
      },
    },
  },
  'PUT /api/policies/customers/:id': {
    access: BILLING_ADMIN,
    subscription: true,
    params: { id: 'customer' },
    json: policyOverrideSchema,
    example: { json: POLICY },
  },
  'PUT /api/policies/facilities/:id': {
    access: BILLING_ADMIN,
    subscription: true,
    params: { id: 'facility' },
    json: policyOverrideSchema,
    example: { json: POLICY },
  },
  'DELETE /api/policies/:scope{customers|facilities}/:id': {
    access: BILLING_ADMIN,
    subscription: true,
    params: { scope: { literal: 'customers' }, id: 'customer' },
  },
  'PUT /api/policies/claims': {
    access: BILLING_ADMIN,
    subscription: true,
    json: claimSettingsSchema,
    example: { json: { reminderDays: 30 } },
  },
  'PUT /api/policies/open-stops': {
    access: BILLING_ADMIN,
    subscription: true,
    json: openStopSettingsSchema,
    example: { json: { confirmHours: 24, limitHours: 72 } },
  },

  'GET /api/claims': { access: CLAIMS_TEAM, subscription: true, query: claimListQuerySchema },
  'POST /api/claims': { access: CLAIMS_TEAM, subscription: true, json: createClaimSchema, example: { json: {} } },
  'GET /api/claims/:id': { access: CLAIMS_TEAM, subscription: true, params: CLAIM },
  'GET /api/claims/:id/invoice.pdf': { access: CLAIMS_TEAM, subscription: true, params: CLAIM },
  'POST /api/claims/:id/status': {
    access: CLAIMS_TEAM,
    subscription: true,
    params: CLAIM,
    json: claimStatusSchema,
    example: { json: { status: 'sent' } },
  },
  'POST /api/claims/:id/reopen': {
    access: CLAIMS_TEAM,
    subscription: true,
    params: CLAIM,
    json: reopenClaimSchema,
    example: { json: { reason: 'Customer agreed to pay after all' } },
  },
  'POST /api/claims/:id/payments': {
    access: CLAIMS_TEAM,
    subscription: true,
    params: CLAIM,
    json: paymentSchema,
    example: { json: { amountCents: 1000, receivedAt: HOUR_AGO, reference: 'CHK-1001' } },
  },

  'GET /api/alerts': { ...SUBSCRIBED, query: alertListQuery },
  'POST /api/alerts/read-all': SUBSCRIBED,
  'POST /api/alerts/:id/read': { ...SUBSCRIBED, params: { id: 'alert' } },
  'GET /api/search': { ...SUBSCRIBED, query: searchQuery, example: { query: { q: 'dock' } } },
  'GET /api/live': SUBSCRIBED,

  // Account area (issue 7): profile, company, team, onboarding, help, platform admin.
  'GET /api/profile': SIGNED_IN,
  'PATCH /api/profile': {
    ...SIGNED_IN,
    json: profileSchema,
    example: {
      json: { fullName: 'Sam Suite', phoneNumber: '555-0100', companyName: 'Suite Haulage', fleetSize: '1-10' },
    },
  },
  'GET /api/profile/notifications': SIGNED_IN,
  'PUT /api/profile/notifications': {
    ...SIGNED_IN,
    json: notificationPrefsSchema,
    example: { json: { approachingBillable: true, billableStarted: true, claimReminders: false, teamChanges: true } },
  },
  'GET /api/company': MEMBER,
  'PATCH /api/company': {
    access: BILLING_ADMIN,
    json: companySchema,
    example: {
      json: { name: 'Suite Haulage', fleetSize: '11-50', address: null, phone: null, dotNumber: null, mcNumber: null },
    },
  },
  'GET /api/team': MEMBER,
  'POST /api/team/invitations': {
    access: BILLING_ADMIN,
    json: inviteSchema,
    example: { json: { email: 'new-hire@suite.test', role: 'driver' } },
  },
  'POST /api/team/invitations/:id/revoke': { access: BILLING_ADMIN, params: { id: 'invitation' } },
  'PATCH /api/team/members/:userId': {
    access: BILLING_ADMIN,
    params: { userId: 'user' },
    json: roleChangeSchema,
    example: { json: { role: 'dispatcher' } },
  },
  'DELETE /api/team/members/:userId': { access: BILLING_ADMIN, params: { userId: 'user' } },
  // The emailed invitation link: the token is the credential (hashed at rest, single use, 7 days).
  'GET /api/team/invitation': { ...PUBLIC, query: invitationQuery, example: { query: { token: 'no-such-token' } } },
  'POST /api/team/accept': { ...PUBLIC, json: acceptInviteSchema },
  'GET /api/onboarding': SIGNED_IN,
  'POST /api/onboarding/reset': SIGNED_IN,
  'GET /api/help/feedback': SIGNED_IN,
  'POST /api/help/articles/:id/feedback': {
    ...SIGNED_IN,
    params: { id: { literal: 'getting-started' } },
    json: feedbackSchema,
    example: { json: { helpful: true } },
  },
  'GET /api/admin/users': { access: ['admin'], query: userSearchQuery },
  'GET /api/admin/users/:id': { access: ['admin'], params: { id: 'user' } },
};
