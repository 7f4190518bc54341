/**
 * Security headers on the API's error answers and the session cookie's flags (ASVS V3.3.1, V3.4.1, V3.4.3,
 * V3.4.5, V3.4.6). Every route's normal answers are checked in roles.test.ts and isolation.test.ts.
 */
import { SELF } from 'cloudflare:test';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { faultyD1, GENERIC_500, requestWith } from './faults.ts';
import { cookieProblems, headerProblems } from './headers.ts';
import { login, PASSWORD } from '../fixtures/accounts.ts';
import { addMember } from '../fixtures/companies.ts';
import { call, ORIGIN } from '../fixtures/http.ts';

beforeAll(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterAll(() => {
  vi.restoreAllMocks();
});

describe('security headers on error answers', () => {
  const cases: [string, () => Promise<Response>][] = [
    ['an unknown API path (404)', () => call('/api/no-such-route')],
    ['a missing session (401)', () => call('/api/auth/session')],
    ['a cross-site write (403)', () => call('/api/auth/login', { json: {}, headers: { origin: 'https://evil.test' } })],
    [
      'malformed JSON (400)',
      () => call('/api/auth/login', { body: '{', headers: { 'content-type': 'application/json' } }),
    ],
    ['an oversized body (413)', () => call('/api/auth/login', { json: { email: 'x'.repeat(70_000) } })],
    [
      'a failing database (500)',
      () => requestWith(faultyD1(1, { down: true }).binding, `${ORIGIN}/api/billing/debug`, { headers: {} }),
    ],
  ];
  for (const [label, send] of cases) {
    it(`are on ${label}`, async () => {
      const res = await send();
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(headerProblems(res)).toEqual([]);
    });
  }

  it('a 500 tells the caller nothing about the failure', async () => {
    const res = await requestWith(faultyD1(1, { down: true }).binding, `${ORIGIN}/api/auth/login`, {
      method: 'POST',
      headers: { origin: ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'someone@fleet.test', password: PASSWORD }),
    });
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual(GENERIC_500);
  });
});

describe('session cookie', () => {
  it('is __Host- prefixed, Secure, HttpOnly, SameSite=Lax and Path=/, and is cleared the same way', async () => {
    const someone = await addMember(null, 'admin', 'cookie');
    const res = await login(someone.email);
    expect(res.status).toBe(200);
    const [set] = res.headers.getSetCookie();
    expect(set).toMatch(/^__Host-dwell_session=[a-z0-9]+\.[a-z0-9]+;/);
    expect(cookieProblems(set ?? '')).toEqual([]);
    const out = await SELF.fetch(`${ORIGIN}/api/auth/logout`, {
      method: 'POST',
      headers: { origin: ORIGIN, cookie: (set ?? '').split(';')[0] ?? '' },
    });
    const [cleared] = out.headers.getSetCookie();
    expect(cleared).toMatch(/^__Host-dwell_session=;/);
    expect(cookieProblems(cleared ?? '')).toEqual([]);
  });
});
