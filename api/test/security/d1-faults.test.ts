/**
 * D1 failing in the middle of multi-step writes (ASVS V16.5.2, V16.5.3, V2.3.3): every D1 statement a write
 * executes is made to fail in turn (a failing batch really runs half before failing). Afterwards the stored
 * state must be whole or absent, never half, and the caller sees the generic 500 without details.
 * R2 refusing an upload and D1 refusing the whole batch are in api/src/routes/documents/failures.test.ts.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eventDocuments } from '../../src/lib/schema.ts';
import { findUserByEmail } from '../../src/routes/auth/queries.ts';
import { FACTORIES } from './factories.ts';
import { countD1, faultyD1, GENERIC_500, requestWith } from './faults.ts';
import { brokenRows } from './invariants.ts';
import { type Tenant, tenant } from './world.ts';
import { login, PASSWORD, tokenFromEmail, uniqueEmail } from '../fixtures/accounts.ts';
import { storedFor } from '../fixtures/documents.ts';
import { png } from '../fixtures/files.ts';
import { call, db, ORIGIN } from '../fixtures/http.ts';

const counts = { faults: 0 };
// Every injected fault is logged by app.onError; the suite's output stays readable without them.
beforeAll(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterAll(() => {
  vi.restoreAllMocks();
  console.log(`[security] D1 faults: ${counts.faults} fault points injected`);
});

/** Each case its own address for the per-IP email throttle. */
const ipFor = (k: number) => `198.51.100.${k}`;

async function expectGenericFailure(res: Response, ok: number) {
  if (res.status === ok) return;
  expect(res.status).toBe(500);
  expect(await res.json()).toEqual(GENERIC_500);
}

/** An account that exists can be finished by its owner: a new confirmation link, then sign-in. */
async function expectRecoverable(email: string, ip: string) {
  const headers = { 'cf-connecting-ip': ip };
  expect((await call('/api/auth/resend-confirmation', { json: { email }, headers, settle: true })).status).toBe(200);
  const token = await tokenFromEmail(email, '/confirm-email');
  expect((await call('/api/auth/confirm-email', { json: { token }, headers })).status).toBe(200);
  expect((await login(email)).status).toBe(200);
}

describe('signup: company, owner and role in one batch, then (after the answer) audit, token and email', () => {
  const signup = (d1: D1Database, email: string, ip: string) =>
    requestWith(d1, `${ORIGIN}/api/auth/signup`, {
      method: 'POST',
      headers: { origin: ORIGIN, 'content-type': 'application/json', 'cf-connecting-ip': ip },
      body: JSON.stringify({ email, password: PASSWORD, companyName: 'Fault Freight', fleetSize: '1-10' }),
    });

  it('leaves no company without its owner and role, and any account it created can be finished', async () => {
    const points = await countD1((d1) => signup(d1, uniqueEmail('baseline'), ipFor(0)));
    expect(points).toBeGreaterThan(3);
    for (let k = 1; k <= points; k += 1) {
      const email = uniqueEmail(`fault-${k}`);
      const faulty = faultyD1(k);
      // A fault before the answer is the generic 500; one in the work after it leaves the 202 (and is logged).
      await expectGenericFailure(await signup(faulty.binding, email, ipFor(k)), 202);
      expect(faulty.fired()).toBe(true);
      counts.faults += 1;
      expect(await brokenRows()).toEqual([]);
      if (await findUserByEmail(db(), email)) await expectRecoverable(email, ipFor(k));
    }
  }, 60_000);
});

describe('documents: object, row and evidence entry', () => {
  let owner: Tenant;
  const cookie = () => owner.people.carrier_admin.cookie;

  /** The company's documents are whole: every row has its object and entry, no object without a row, log intact. */
  async function expectWhole() {
    const stored = await storedFor(owner.id);
    const keys = stored.rows.map((r) => r.objectKey).sort();
    expect(stored.objects.sort()).toEqual(keys);
    expect(await brokenRows()).toEqual([]);
    const verify = await call('/api/evidence/general/verify', { cookie: cookie() });
    expect(await verify.json()).toMatchObject({ ok: true });
  }

  const post = (d1: D1Database, path: string, init: RequestInit = {}) =>
    requestWith(d1, `${ORIGIN}${path}`, {
      method: 'POST',
      ...init,
      headers: { origin: ORIGIN, cookie: cookie(), ...init.headers },
    });

  it('an upload is stored whole or not at all at every fault point', async () => {
    owner = await tenant('Delta');
    const file = png(300);
    const upload = (d1: D1Database) =>
      post(d1, '/api/documents', {
        body: file,
        headers: { 'x-file-name': 'fault.png', 'content-length': String(file.byteLength) },
      });
    const points = await countD1(upload);
    for (let k = 1; k <= points; k += 1) {
      await expectGenericFailure(await upload(faultyD1(k).binding), 201);
      counts.faults += 1;
      await expectWhole();
    }
  }, 60_000);

  for (const action of ['archive', 'delete'] as const) {
    it(`${action === 'archive' ? 'archiving' : 'deleting'} changes the row and appends its entry together, or neither`, async () => {
      owner = await tenant('Echo');
      const send = (d1: D1Database, id: string) =>
        action === 'archive'
          ? post(d1, `/api/documents/${id}/archive`)
          : requestWith(d1, `${ORIGIN}/api/documents/${id}`, {
              method: 'DELETE',
              headers: { origin: ORIGIN, cookie: cookie() },
            });
      const points = await countD1(async (d1) => send(d1, (await FACTORIES.document(owner)).id));
      for (let k = 1; k <= points; k += 1) {
        const { id } = await FACTORIES.document(owner);
        const res = await send(faultyD1(k).binding, id);
        await expectGenericFailure(res, 200);
        counts.faults += 1;
        const [row] = await db().select().from(eventDocuments).where(eq(eventDocuments.id, id));
        if (action === 'archive') expect(row?.status).toBe(res.status === 200 ? 'archived' : 'active');
        else expect(row === undefined).toBe(res.status === 200);
        await expectWhole();
      }
    }, 60_000);
  }
});
