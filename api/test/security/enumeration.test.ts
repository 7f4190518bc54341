/**
 * Account enumeration (ASVS V6.3.8): signup, password reset and the confirmation resend answer an address
 * with an account exactly as one without (status, headers, body), after the same work. The proof of "the
 * same work": every write but the throttle counters is held back until the answer has come, and the
 * statements that did run before the answer are the same, one for one. What differs (an account and its
 * confirmation email, or a note to the owner) happens after the answer. Invitations are in
 * api/src/routes/team/team.test.ts (another company's address is answered as a new one).
 */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { AUTH } from '@dwell/core/messages';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { app } from '../../src/app.ts';
import { emailOutbox, users } from '../../src/lib/schema.ts';
import { heldD1 } from './faults.ts';
import { lastEmail, PASSWORD, uniqueEmail } from '../fixtures/accounts.ts';
import { addMember } from '../fixtures/companies.ts';
import { call, db, ORIGIN } from '../fixtures/http.ts';

/** Every write except the throttle counters, which must come first and alike for every address. */
const isHeld = (sql: string) => /^\s*(insert|update|delete)/i.test(sql) && !sql.includes('"rate_limits"');

interface Probe {
  status: number;
  body: string;
  headers: Record<string, string>;
  /** The SQL of the statements that ran before the answer. */
  before: string[];
}

/** POSTs a body with every non-throttle write held; resolves with the answer, then lets the writes run. */
async function probe(path: string, body: object, ip: string): Promise<Probe> {
  const held = heldD1(isHeld);
  const ctx = createExecutionContext();
  const request = new Request(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: { origin: ORIGIN, 'content-type': 'application/json', 'cf-connecting-ip': ip },
    body: JSON.stringify(body),
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${path} waited for a held write before answering`)), 5_000);
  });
  const res = await Promise.race([app.fetch(request, { ...env, DB: held.binding }, ctx), waited]);
  clearTimeout(timer);
  const answer = {
    status: res.status,
    body: await res.text(),
    headers: Object.fromEntries([...res.headers].filter(([name]) => name !== 'x-request-id')),
    before: [...held.done],
  };
  held.release();
  await waitOnExecutionContext(ctx);
  return answer;
}

const mailsTo = async (to: string) =>
  (await db().select({ n: count() }).from(emailOutbox).where(eq(emailOutbox.toAddress, to)))[0]?.n ?? 0;

let ipCounter = 0;
const nextIp = () => {
  ipCounter += 1;
  return `198.19.${Math.floor(ipCounter / 250)}.${ipCounter % 250}`;
};

describe('the same answer after the same work for known and unknown addresses', () => {
  it('signup: a registered address gets the new account’s 202, and its owner an email instead', async () => {
    const owner = await addMember(null, 'admin', 'registered');
    const newcomer = uniqueEmail('newcomer');
    const body = (email: string) => ({ email, password: PASSWORD, companyName: 'Probe Freight', fleetSize: '1-10' });
    const known = await probe('/api/auth/signup', body(owner.email), nextIp());
    const unknown = await probe('/api/auth/signup', body(newcomer), nextIp());
    expect(known.status).toBe(202);
    expect(JSON.parse(known.body)).toEqual({ message: AUTH.signupCheckEmail });
    expect(known).toEqual(unknown);
    expect(known.before.some((sql) => sql.includes('"users"'))).toBe(true);
    // After the answer: the new address has an account and a confirmation link, the owner a note.
    expect((await lastEmail(newcomer)).subject).toBe('Confirm your email for Dwell');
    expect(await db().select().from(users).where(eq(users.email, newcomer))).toHaveLength(1);
    expect((await lastEmail(owner.email)).subject).toBe('You already have a Dwell account');
    expect(await db().select().from(users).where(eq(users.email, owner.email))).toHaveLength(1);
  });

  it('forgot password: an account gets its link after the answer, an unknown address nothing', async () => {
    const owner = await addMember(null, 'admin', 'forgetful');
    const stranger = uniqueEmail('stranger');
    const known = await probe('/api/auth/forgot-password', { email: owner.email }, nextIp());
    const unknown = await probe('/api/auth/forgot-password', { email: stranger }, nextIp());
    expect(known.status).toBe(200);
    expect(known).toEqual(unknown);
    expect((await lastEmail(owner.email)).subject).toBe('Reset your Dwell password');
    expect(await mailsTo(stranger)).toBe(0);
  });

  it('confirmation resend: an unconfirmed account gets its link after the answer, an unknown address nothing', async () => {
    const owner = await addMember(null, 'admin', 'unconfirmed');
    await db().update(users).set({ emailConfirmedAt: null }).where(eq(users.id, owner.userId));
    const stranger = uniqueEmail('stranger');
    const known = await probe('/api/auth/resend-confirmation', { email: owner.email }, nextIp());
    const unknown = await probe('/api/auth/resend-confirmation', { email: stranger }, nextIp());
    expect(known.status).toBe(200);
    expect(known).toEqual(unknown);
    expect((await lastEmail(owner.email)).subject).toBe('Confirm your email for Dwell');
    expect(await mailsTo(stranger)).toBe(0);
  });
});

describe('signup is throttled before anything else', () => {
  it('answers the sixth signup of an hour for one address 429, whether or not it has an account', async () => {
    const owner = await addMember(null, 'admin', 'hammered');
    for (const email of [owner.email, uniqueEmail('hammer')]) {
      const tries = [];
      for (let i = 0; i < 6; i += 1) {
        tries.push(
          await call('/api/auth/signup', {
            json: { email, password: PASSWORD, companyName: 'Hammer Freight', fleetSize: '1-10' },
            headers: { 'cf-connecting-ip': nextIp() },
            settle: true,
          }),
        );
      }
      expect(tries.map((r) => r.status)).toEqual([202, 202, 202, 202, 202, 429]);
      const refused = tries[5];
      expect(refused && ((await refused.json()) as { error: { code: string } }).error.code).toBe('rate_limited');
    }
    // One account for the address, however often it was tried.
    expect(await db().select().from(users).where(eq(users.email, owner.email))).toHaveLength(1);
  }, 60_000);
});
