/**
 * What the security suite needs to call a route besides what the route declares itself (its guard's policy
 * and its validators' schemas, read from the app in routes.ts): which kind of object each id of its path or
 * query names, a request it accepts, and how it stands apart (a hosted page reached by link, a dev-only page,
 * a signed webhook). Keyed by `METHOD path` as Hono registers it; a route that needs none of these is absent.
 */
import type { Role } from '@dwell/core/constants';

/**
 * What an id in a path or query names. factories.ts holds one factory per kind that creates such an object
 * for a company; a new kind needs a new factory there (TypeScript refuses the build until it has one).
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
  | 'apiKey'
  | 'integration'
  | 'integrationVehicle'
  | 'payerLink'
  | 'webhookEndpoint'
  | 'webhookDelivery';

/** The keyed operations' facts: the same in every version of the API for programs. */
function keyedFacts<V extends string>(version: V) {
  const base = `/api/${version}` as const;
  return {
    [`GET ${base}/events/:id`]: { params: EVENT },
    [`POST ${base}/events`]: {
      example: { json: { facilityName: 'Keyed Dock', facilityAddress: 'Keyed Foods', checkInTime: HOUR_AGO } },
    },
    [`POST ${base}/events/:id/check-out`]: { params: EVENT },
    [`GET ${base}/documents`]: { queryIds: { eventId: 'event' } },
    [`GET ${base}/documents/:id/download`]: { params: DOCUMENT },
  } satisfies Record<string, RouteFacts>;
}

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

export interface RouteFacts {
  /** How to fill each :param of the path with an id of another company. */
  params?: Record<string, ParamFill>;
  /** Query parameters that carry ids (checked like path ids). */
  queryIds?: Record<string, IdKind>;
  /** The path's id is itself the credential (a hosted page reached by an unguessable link, like Stripe's). */
  capability?: true;
  example?: RouteExample;
  /** Exists only where ENVIRONMENT is development or test; a deployment answers 404. */
  devOnly?: true;
  /**
   * Public, but a signature over the body is the caller's credential (an ELD provider's webhook): every caller
   * of the suite, who never signs, is refused 401.
   */
  signed?: true;
  /** Calling it ends the caller's session. */
  endsSession?: true;
  /**
   * The route lets every member through its guard and then decides per object; on the suite's fixtures (made
   * by the company's carrier admin) only these roles get through.
   */
  objectAccess?: readonly Role[];
}

/** The id kind of every path parameter and query id of a route. */
export function idNames(facts: RouteFacts): Record<string, IdKind> {
  const names: Record<string, IdKind> = { ...facts.queryIds };
  for (const [name, fill] of Object.entries(facts.params ?? {})) if (typeof fill === 'string') names[name] = fill;
  return names;
}

const DOCUMENT = { id: 'document' } as const;
const EVENT = { id: 'event' } as const;
const CLAIM = { id: 'claim' } as const;
const CUSTOMER = { id: 'customer' } as const;
const POLICY = { freeMinutes: 90 };

export const ROUTE_FACTS: Record<string, RouteFacts> = {
  'POST /api/auth/logout': { endsSession: true },
  'POST /api/auth/sessions/:id/end': {
    params: { id: 'session' },
    example: { json: { password: CALLER_PASSWORD } },
  },

  'GET /api/dev/mailbox/messages': { devOnly: true },
  'GET /api/dev/mailbox': { devOnly: true },
  'GET /api/dev/mailbox/messages/:id/attachments/:index': {
    devOnly: true,
    params: { id: { literal: 'eml_none' }, index: { literal: '0' } },
  },
  'POST /api/dev/payer-reminders': { devOnly: true, example: { json: {} } },

  'POST /api/admin/users/:id/sessions/end': { params: { id: 'user' } },
  'POST /api/admin/remotes/:remote/versions': {
    params: { remote: { literal: 'events' } },
    example: { json: { version: 'sec1', manifestUrl: '/mfe/events/v/sec1/mf-manifest.json' } },
  },
  'POST /api/admin/remotes/:remote/activate': {
    params: { remote: { literal: 'events' } },
    example: { json: { version: 'sec1' } },
  },
  'POST /api/admin/remotes/:remote/rollback': { params: { remote: { literal: 'events' } } },
  'GET /api/admin/users/:id': { params: { id: 'user' } },
  // No company of that id: a platform admin in the sweeps is refused (404) rather than moving one.
  'POST /api/admin/companies/:id/move': {
    params: { id: { literal: 'co_none' } },
    example: { json: { database: 'COMPANY_DB_1' } },
  },
  'POST /api/admin/companies/:id/abandon-move': {
    params: { id: { literal: 'co_none' } },
    example: { json: { partialCopyIn: 'COMPANY_DB_2' } },
  },

  'GET /api/billing/checkout/:sessionId': { params: { sessionId: 'checkoutSession' } },
  'GET /api/billing/local/checkout/:id': { capability: true, params: { id: 'checkoutSession' } },
  'POST /api/billing/local/checkout/:id': { capability: true, params: { id: 'checkoutSession' } },
  'GET /api/billing/local/portal/:id': { capability: true, params: { id: 'portalSession' } },
  'GET /api/payer/:token': { capability: true, params: { token: 'payerLink' } },
  'GET /api/payer/:token/invoice.pdf': { capability: true, params: { token: 'payerLink' } },
  'GET /api/payer/:token/documents/:documentId': {
    capability: true,
    params: { token: 'payerLink', documentId: { literal: 'doc_none' } },
  },
  'POST /api/payer/:token/answers': {
    capability: true,
    params: { token: 'payerLink' },
    example: { json: { answer: 'question', comment: 'Which dock?' } },
  },
  'POST /api/claims/:id/send': { params: CLAIM },
  'POST /api/claims/:id/link/revoke': { params: CLAIM },
  'POST /api/claims/:id/reply': { params: CLAIM, example: { json: { message: 'The gate log shows 4:40 PM.' } } },
  'POST /api/billing/local/portal/:id/:action': {
    capability: true,
    params: { id: 'portalSession', action: { literal: 'cancel_at_period_end' } },
  },

  'POST /api/documents': { queryIds: { eventId: 'event' }, example: { file: true } },
  'GET /api/documents': { queryIds: { eventId: 'event' } },
  'GET /api/documents/:id/download': { params: DOCUMENT },
  'POST /api/documents/:id/archive': { params: DOCUMENT },
  'POST /api/documents/:id/restore': { params: DOCUMENT },
  // The uploader may delete their own evidence whatever their role (api/src/routes/documents/documents.test.ts).
  'DELETE /api/documents/:id': { params: DOCUMENT, objectAccess: ['carrier_admin', 'carrier', 'dispatcher'] },

  'GET /api/evidence/:eventId': { params: { eventId: 'event' } },
  'GET /api/evidence/:eventId/verify': { params: { eventId: 'event' } },

  'POST /api/api-keys': { example: { json: { name: 'Security suite key', scopes: ['events:read'] } } },
  'POST /api/api-keys/:id/revoke': { params: { id: 'apiKey' } },
  'GET /api/api-keys/:id/uses': { params: { id: 'apiKey' } },
  ...keyedFacts('v1'),
  ...keyedFacts('v2'),

  // Public: the provider's signature over the body is the credential (a bad one is refused 401 and logged).
  'POST /api/integrations/:id/webhook': { params: { id: 'integration' }, signed: true },
  // Public: the email provider's Svix signature is the credential.
  'POST /api/email/events': { signed: true },
  'POST /api/integrations': { example: { json: { provider: 'generic', name: 'Security suite ELD' } } },
  'POST /api/integrations/:id/disconnect': { params: { id: 'integration' } },
  'GET /api/integrations/:id/mappings': { params: { id: 'integration' } },
  'GET /api/integrations/:id/deliveries': { params: { id: 'integration' } },
  'POST /api/integrations/:id/test': { params: { id: 'integration' } },
  'POST /api/integrations/:id/secret': { params: { id: 'integration' } },
  'POST /api/integrations/:id/vehicles': {
    params: { id: 'integration' },
    example: { json: { vendorVehicleId: 'SUITE-1', driverId: 'usr_security_suite' } },
  },
  'POST /api/integrations/:id/places': {
    params: { id: 'integration' },
    example: { json: { vendorPlaceId: 'SUITE-P', facilityId: 'fac_security_suite', customerId: 'cus_security_suite' } },
  },
  'DELETE /api/integrations/mappings/:kind{vehicles|places}/:mappingId': {
    params: { kind: { literal: 'vehicles' }, mappingId: 'integrationVehicle' },
  },

  'POST /api/webhooks': {
    example: { json: { url: 'https://receiver.invalid/suite', eventTypes: ['event.created'] } },
  },
  'DELETE /api/webhooks/:id': { params: { id: 'webhookEndpoint' } },
  'POST /api/webhooks/:id/secret': { params: { id: 'webhookEndpoint' } },
  'GET /api/webhooks/deliveries': { queryIds: { endpointId: 'webhookEndpoint' } },
  'POST /api/webhooks/deliveries/:deliveryId/replay': { params: { deliveryId: 'webhookDelivery' } },

  'POST /api/profile/avatar': { example: { file: true } },
  'GET /api/profile/avatar/:userId': { params: { userId: 'user' } },

  'POST /api/events': {
    example: { json: { locationName: 'Security Dock', shipperReceiver: 'Suite Foods', startTime: HOUR_AGO } },
  },
  'GET /api/events/:id': { params: EVENT },
  'GET /api/events/:id/export.csv': { params: EVENT },
  'POST /api/events/:id/complete': { params: EVENT },
  'POST /api/events/:id/cancel': { params: EVENT },
  'DELETE /api/events/:id': { params: EVENT },
  'POST /api/events/:id/reprice': { params: EVENT },
  'POST /api/events/:id/times': {
    params: EVENT,
    example: { json: { checkInTime: Date.now() - 30 * 60_000, reason: 'Gate log shows the arrival' } },
  },
  'GET /api/events/:id/notes': { params: EVENT },
  'POST /api/events/:id/notes': { params: EVENT, example: { json: { body: 'Still waiting at door 4' } } },

  'POST /api/facilities': { example: { json: { name: 'Security Suite DC' } } },
  'PATCH /api/facilities/:id': { params: { id: 'facility' }, example: { json: { address: '1 Suite Road' } } },
  'POST /api/customers': { example: { json: { name: 'Security Suite Foods' } } },
  'PATCH /api/customers/:id': { params: CUSTOMER, example: { json: { kind: 'receiver' } } },
  'DELETE /api/customers/:id': { params: CUSTOMER },
  'POST /api/customers/:id/merge': { params: CUSTOMER, example: { json: { intoId: 'cus_security_suite_keep' } } },

  'PUT /api/policies/company': {
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
  'PUT /api/policies/customers/:id': { params: { id: 'customer' }, example: { json: POLICY } },
  'PUT /api/policies/facilities/:id': { params: { id: 'facility' }, example: { json: POLICY } },
  'DELETE /api/policies/:scope{customers|facilities}/:id': {
    params: { scope: { literal: 'customers' }, id: 'customer' },
  },
  'PUT /api/policies/claims': { example: { json: { reminderDays: 30 } } },
  'PUT /api/policies/open-stops': { example: { json: { confirmHours: 24, limitHours: 72 } } },

  'POST /api/claims': { example: { json: {} } },
  'GET /api/claims/:id': { params: CLAIM },
  'GET /api/claims/:id/invoice.pdf': { params: CLAIM },
  'POST /api/claims/:id/status': { params: CLAIM, example: { json: { status: 'sent' } } },
  'POST /api/claims/:id/reopen': { params: CLAIM, example: { json: { reason: 'Customer agreed to pay after all' } } },
  'POST /api/claims/:id/payments': {
    params: CLAIM,
    example: { json: { amountCents: 1000, receivedAt: HOUR_AGO, reference: 'CHK-1001' } },
  },

  'POST /api/alerts/:id/read': { params: { id: 'alert' } },
  'GET /api/search': { example: { query: { q: 'dock' } } },

  'PATCH /api/profile': {
    example: {
      json: { fullName: 'Sam Suite', phoneNumber: '555-0100', companyName: 'Suite Haulage', fleetSize: '1-10' },
    },
  },
  'PUT /api/profile/notifications': {
    example: { json: { approachingBillable: true, billableStarted: true, claimReminders: false, teamChanges: true } },
  },
  'PATCH /api/company': {
    example: {
      json: { name: 'Suite Haulage', fleetSize: '11-50', address: null, phone: null, dotNumber: null, mcNumber: null },
    },
  },
  'POST /api/team/invitations': { example: { json: { email: 'new-hire@suite.test', role: 'driver' } } },
  'POST /api/team/invitations/:id/revoke': { params: { id: 'invitation' } },
  'PATCH /api/team/members/:userId': { params: { userId: 'user' }, example: { json: { role: 'dispatcher' } } },
  'DELETE /api/team/members/:userId': { params: { userId: 'user' } },
  // The emailed invitation link: the token is the credential (hashed at rest, single use, 7 days).
  'GET /api/team/invitation': { example: { query: { token: 'no-such-token' } } },
  'POST /api/help/articles/:id/feedback': {
    params: { id: { literal: 'getting-started' } },
    example: { json: { helpful: true } },
  },
};
