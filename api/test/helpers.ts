import { env, SELF } from 'cloudflare:test';
import { desc, eq } from 'drizzle-orm';
import { dbFor } from '../src/lib/db.ts';
import { emailOutbox, subscriptions, users } from '../src/lib/schema.ts';

export const ORIGIN = 'http://dwell.test';
export const db = () => dbFor(env);

interface CallOptions {
  method?: string;
  json?: unknown;
  body?: BodyInit;
  cookie?: string;
  headers?: Record<string, string>;
}

/** Calls the API as the browser would from the app's own origin (Origin header on writes). */
export function call(path: string, options: CallOptions = {}): Promise<Response> {
  const method = options.method ?? (options.json === undefined && options.body === undefined ? 'GET' : 'POST');
  const headers: Record<string, string> = { ...options.headers };
  if (method !== 'GET' && method !== 'HEAD') headers.origin ??= ORIGIN;
  if (options.cookie) headers.cookie = options.cookie;
  let body = options.body;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  return SELF.fetch(`${ORIGIN}${path}`, { method, headers, body });
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

/** Signs a new company up and returns its owner's cookie and ids. */
export async function signUp(overrides: Record<string, unknown> = {}) {
  const email = (overrides.email as string) ?? uniqueEmail();
  const res = await call('/api/auth/signup', {
    json: { email, password: PASSWORD, companyName: 'Acme Hauling', fleetSize: '1-10', ...overrides },
  });
  if (res.status !== 201) throw new Error(`signup failed: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { session: { user: { id: string }; company: { id: string } } };
  return { email, cookie: sessionCookie(res), userId: body.session.user.id, companyId: body.session.company.id };
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

/** Signs up and confirms the email, so the account can sign in again later. */
export async function confirmedUser(overrides: Record<string, unknown> = {}) {
  const account = await signUp(overrides);
  const token = await tokenFromEmail(account.email, '/confirm-email');
  const res = await call('/api/auth/confirm-email', { json: { token } });
  if (res.status !== 200) throw new Error(`confirm failed: ${res.status}`);
  return account;
}

export async function login(email: string, password = PASSWORD) {
  return call('/api/auth/login', { json: { email, password } });
}

export async function userRow(id: string) {
  const [row] = await db().select().from(users).where(eq(users.id, id));
  return row;
}

/** Gives a test company a subscription with this status (as the payment provider's webhook would). */
export async function subscribe(companyId: string, status = 'active') {
  const now = Math.floor(Date.now() / 1000);
  await db()
    .insert(subscriptions)
    .values({
      id: `sub_test_${companyId}_${status}`,
      companyId,
      customerId: `cus_test_${companyId}`,
      status,
      created: now,
      currentPeriodStart: now,
      currentPeriodEnd: now + 30 * 86_400,
      providerUpdated: now,
    });
}
