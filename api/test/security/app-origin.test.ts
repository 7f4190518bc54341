/**
 * Links in emails (password reset, confirmation, invitations) and the payment provider's return addresses
 * come from the configured APP_ORIGIN in a deployment, never from the request's Host header (a poisoned
 * reset link would hand the token to whoever chose the Host). Without APP_ORIGIN a deployment refuses those
 * requests before writing or sending anything; on a developer's machine the request's origin stands in.
 */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { AUTH } from '@dwell/core/messages';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { app } from '../../src/app.ts';
import { authTokens, emailOutbox, invitations, users } from '../../src/lib/schema.ts';
import { tenant } from './world.ts';
import { lastEmail, PASSWORD, uniqueEmail } from '../fixtures/accounts.ts';
import { addMember } from '../fixtures/companies.ts';
import { db } from '../fixtures/http.ts';

const POISONED = 'http://evil.example';

/** A write as a deployment receives it: the Host (and so the URL) chosen by the caller. */
async function deployed(path: string, json: object, vars: { APP_ORIGIN: string }, cookie?: string) {
  const ctx = createExecutionContext();
  const res = await app.fetch(
    new Request(`${POISONED}${path}`, {
      method: 'POST',
      headers: {
        origin: POISONED,
        'content-type': 'application/json',
        'cf-connecting-ip': `198.51.100.${Math.floor(Math.random() * 250)}`,
        ...(cookie ? { cookie } : {}),
      },
      body: JSON.stringify(json),
    }),
    { ...env, ENVIRONMENT: 'production', ...vars },
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return res;
}

const mailsTo = async (to: string) =>
  (await db().select({ n: count() }).from(emailOutbox).where(eq(emailOutbox.toAddress, to)))[0]?.n ?? 0;

// A deployment logs every request; the suite's output stays readable without them.
beforeAll(() => {
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterAll(() => vi.restoreAllMocks());

describe('a deployment with APP_ORIGIN', () => {
  const vars = { APP_ORIGIN: 'https://app.dwell.example' };

  it('builds reset, confirmation and invitation links from it, whatever Host the request named', async () => {
    const someone = await addMember(null, 'admin', 'poisoned');
    expect((await deployed('/api/auth/forgot-password', { email: someone.email }, vars)).status).toBe(200);
    const reset = await lastEmail(someone.email);
    expect(reset.bodyText).toContain('https://app.dwell.example/reset-password?token=');
    expect(reset.bodyText).not.toContain('evil.example');

    const newcomer = uniqueEmail('origin');
    const signup = { email: newcomer, password: PASSWORD, companyName: 'Origin Freight', fleetSize: '1-10' };
    expect((await deployed('/api/auth/signup', signup, vars)).status).toBe(202);
    const confirm = await lastEmail(newcomer);
    expect(confirm.bodyText).toContain('https://app.dwell.example/confirm-email?token=');
    expect(confirm.bodyText).not.toContain('evil.example');

    const t = await tenant('Origin');
    const invitee = uniqueEmail('invitee');
    const invited = await deployed(
      '/api/team/invitations',
      { email: invitee, role: 'driver' },
      vars,
      t.people.carrier_admin.cookie,
    );
    expect(invited.status).toBe(201);
    expect((await lastEmail(invitee)).bodyText).toContain('https://app.dwell.example/accept-invite?token=');
  });
});

describe('a deployment without APP_ORIGIN', () => {
  const vars = { APP_ORIGIN: '' };
  const refusal = { error: { code: 'app_origin_missing', message: AUTH.serverNotConfigured } };

  it('refuses to send a reset link rather than build it from the Host header, issuing no token', async () => {
    const someone = await addMember(null, 'admin', 'unconfigured');
    const res = await deployed('/api/auth/forgot-password', { email: someone.email }, vars);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual(refusal);
    expect(await mailsTo(someone.email)).toBe(0);
    expect(await db().select().from(authTokens).where(eq(authTokens.userId, someone.userId))).toEqual([]);
    // An unknown address is refused alike: the refusal says nothing about accounts.
    const unknown = await deployed('/api/auth/forgot-password', { email: uniqueEmail('ghost') }, vars);
    expect(unknown.status).toBe(503);
  });

  it('refuses signup and invitations before creating anything', async () => {
    const newcomer = uniqueEmail('unconfigured');
    const signup = { email: newcomer, password: PASSWORD, companyName: 'Nowhere Freight', fleetSize: '1-10' };
    expect((await deployed('/api/auth/signup', signup, vars)).status).toBe(503);
    expect(await db().select().from(users).where(eq(users.email, newcomer))).toEqual([]);
    expect(await mailsTo(newcomer)).toBe(0);

    const t = await tenant('Nowhere');
    const invitee = uniqueEmail('invitee');
    const res = await deployed(
      '/api/team/invitations',
      { email: invitee, role: 'driver' },
      vars,
      t.people.carrier_admin.cookie,
    );
    expect(res.status).toBe(503);
    expect(await db().select().from(invitations).where(eq(invitations.email, invitee))).toEqual([]);
  });
});
