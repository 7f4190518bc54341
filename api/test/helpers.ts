import { createExecutionContext, env, SELF, waitOnExecutionContext } from 'cloudflare:test';
import { desc, eq } from 'drizzle-orm';
import { app } from '../src/app.ts';
import { signPayload } from '../src/lib/billing/signature.ts';
import { dbFor } from '../src/lib/db.ts';
import { hashPassword } from '@dwell/core/server/password';
import { emailOutbox, subscriptions, userRoles, users } from '../src/lib/schema.ts';

export const ORIGIN = 'http://dwell.test';
export const db = () => dbFor(env);

interface CallOptions {
  method?: string;
  json?: unknown;
  body?: BodyInit;
  cookie?: string;
  headers?: Record<string, string>;
  /**
   * Wait for the work the API does after answering (emails of signup, reset and confirmation links) before
   * resolving, so the test can read what it wrote.
   */
  settle?: boolean;
}

/** Calls the API as the browser would from the app's own origin (Origin header on writes). */
export async function call(path: string, options: CallOptions = {}): Promise<Response> {
  const method = options.method ?? (options.json === undefined && options.body === undefined ? 'GET' : 'POST');
  const headers: Record<string, string> = { ...options.headers };
  if (method !== 'GET' && method !== 'HEAD') headers.origin ??= ORIGIN;
  if (options.cookie) headers.cookie = options.cookie;
  let body = options.body;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  const request = new Request(`${ORIGIN}${path}`, { method, headers, body });
  return options.settle ? settled(request) : SELF.fetch(request);
}

/**
 * Sends a request to the app and resolves once the work it does after answering (emails, deferred writes)
 * is done too, so nothing it writes lands in a later check.
 */
export async function settled(request: Request): Promise<Response> {
  const ctx = createExecutionContext();
  const res = await app.fetch(request, env, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

/** The session cookie a response set, as a Cookie header value. */
export function sessionCookie(res: Response): string {
  const set = res.headers.getSetCookie().find((c) => c.startsWith('__Host-dwell_session='));
  if (!set) throw new Error(`no session cookie in ${res.status} answer`);
  return set.split(';')[0] ?? '';
}

export const PASSWORD = 'correct-horse-9';

let counter = 0;
/** A unique address per call, so tests never collide. */
export function uniqueEmail(label = 'user'): string {
  counter += 1;
  return `${label}-${Date.now().toString(36)}-${counter}@fleet.test`;
}

/** Signs a new company up (202: the account and its confirmation email come after the answer). */
export async function signUpUnconfirmed(overrides: Record<string, unknown> = {}) {
  const email = (overrides.email as string) ?? uniqueEmail();
  const res = await call('/api/auth/signup', {
    json: { email, password: PASSWORD, companyName: 'Acme Hauling', fleetSize: '1-10', ...overrides },
    settle: true,
  });
  if (res.status !== 202) throw new Error(`signup failed: ${res.status} ${await res.text()}`);
  const [user] = await db().select().from(users).where(eq(users.email, email));
  if (!user?.companyId) throw new Error(`signup of ${email} created no account`);
  return { email, userId: user.id, companyId: user.companyId };
}

/**
 * Signs a new company up the way its owner does: signup, the emailed confirmation link, then sign-in.
 * Returns the owner's cookie and ids.
 */
export async function signUp(overrides: Record<string, unknown> = {}) {
  const account = await signUpUnconfirmed(overrides);
  const token = await tokenFromEmail(account.email, '/confirm-email');
  const confirmed = await call('/api/auth/confirm-email', { json: { token } });
  if (confirmed.status !== 200) throw new Error(`confirm failed: ${confirmed.status}`);
  const res = await login(account.email, (overrides.password as string) ?? PASSWORD);
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  return { ...account, cookie: sessionCookie(res) };
}

/** The newest email sent to an address. */
export async function lastEmail(to: string) {
  const [row] = await db()
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, to))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1);
  if (!row) throw new Error(`no email to ${to}`);
  return row;
}

/** The token inside the newest email's link to a path, e.g. /reset-password. */
export async function tokenFromEmail(to: string, path: string): Promise<string> {
  const mail = await lastEmail(to);
  const match = mail.bodyText.match(new RegExp(`${path}\\?token=([a-z0-9]+)`));
  if (!match?.[1]) throw new Error(`no ${path} link in: ${mail.bodyText}`);
  return match[1];
}

export async function login(email: string, password = PASSWORD) {
  return call('/api/auth/login', { json: { email, password } });
}

export async function userRow(id: string) {
  const [row] = await db().select().from(users).where(eq(users.id, id));
  return row;
}

/**
 * Gives a company a subscription row as the webhook would have stored it (default active, period of 30
 * days from now). Returns the row's id.
 */
export async function subscribe(
  companyId: string,
  status = 'active',
  overrides: Partial<typeof subscriptions.$inferInsert> = {},
) {
  const now = Math.floor(Date.now() / 1000);
  const id = overrides.id ?? `sub_test_${companyId}_${status}`;
  await db()
    .insert(subscriptions)
    .values({
      id,
      companyId,
      customerId: `cus_test_${companyId}`,
      status,
      priceId: 'price_professional_monthly',
      created: now,
      currentPeriodStart: now,
      currentPeriodEnd: now + 30 * 86_400,
      providerUpdated: now,
      ...overrides,
    });
  return id;
}

/** Adds a confirmed member with a role to a company and signs them in; returns their cookie and ids. */
export async function addMember(companyId: string, role: 'dispatcher' | 'driver' | 'carrier' | 'carrier_admin') {
  const email = uniqueEmail(role);
  const userId = `usr_test_${Math.random().toString(36).slice(2, 12)}`;
  await db().batch([
    db()
      .insert(users)
      .values({
        id: userId,
        companyId,
        email,
        passwordHash: await hashPassword(PASSWORD),
        emailConfirmedAt: new Date(),
      }),
    db()
      .insert(userRoles)
      .values({ userId, roleId: `role_${role}` }),
  ]);
  const res = await login(email);
  if (res.status !== 200) throw new Error(`member login failed: ${res.status} ${await res.text()}`);
  return { email, userId, cookie: sessionCookie(res) };
}

/** The local provider's webhook secret as the test worker is configured (wrangler.toml [vars]). */
export const webhookSecret = () => env.LOCAL_BILLING_WEBHOOK_SECRET ?? '';

/** Posts a payload to the webhook signed like Stripe (timestamp in seconds; secret defaults to the local one). */
export async function postWebhook(
  payload: string,
  options: { timestamp?: number; secret?: string; signature?: string } = {},
) {
  const signature =
    options.signature ?? (await signPayload(payload, options.secret ?? webhookSecret(), options.timestamp));
  return SELF.fetch(`${ORIGIN}/api/billing/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body: payload,
  });
}
