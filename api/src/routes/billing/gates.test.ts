import { env } from 'cloudflare:test';
import { AUTH, UPGRADE } from '@dwell/core/messages';
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../../env.ts';
import { requireWithinLimit } from '../../lib/billing/limits.ts';
import { countActiveEvents } from '../../lib/billing/usage.ts';
import { errorBody } from '../../lib/errors.ts';
import { detentionEvents } from '../../lib/schema.ts';
import { dbContext } from '../../middleware/context.ts';
import { guard } from '../../middleware/guard.ts';
import { signUp } from '../../../test/fixtures/accounts.ts';
import { openPortal, portalAction, subscribeThroughCheckout } from '../../../test/fixtures/billing.ts';
import { addMember, subscribe } from '../../../test/fixtures/companies.ts';
import { db, type ErrorAnswer } from '../../../test/fixtures/http.ts';

// Routes guarded the way the events, documents and reports routes are, in one order: signed in, subscribed
// (active or trialing), then role; limits after the subscription check.
const guarded = new Hono<AppEnv>()
  .use(dbContext)
  .get('/reports', guard({ access: ['carrier_admin'], subscription: true }), (c) => c.json({ ok: true }))
  .get('/documents', guard({ access: 'company', subscription: true, feature: 'documentStorage' }), (c) =>
    c.json({ ok: true }),
  )
  .get(
    '/events/new',
    guard({ access: 'company', subscription: true }),
    requireWithinLimit('maxEvents', countActiveEvents),
    (c) => c.json({ ok: true }),
  );
guarded.onError((err, c) => (err instanceof HTTPException ? c.json(errorBody(err), err.status) : c.json({}, 500)));

const get = (path: string, cookie?: string) => guarded.request(path, { headers: cookie ? { cookie } : {} }, env);

async function refusal(res: Response) {
  return { status: res.status, ...((await res.json()) as ErrorAnswer).error };
}

describe('docs/product.md#access-guard guard order on gated routes', () => {
  it('1. not signed in: 401 before anything else', async () => {
    expect((await get('/reports')).status).toBe(401);
  });

  it('2. no subscription: 403 subscription_required with status null (the screens go to /subscribe)', async () => {
    const owner = await signUp();
    expect(await refusal(await get('/reports', owner.cookie))).toMatchObject({
      status: 403,
      code: 'subscription_required',
      message: UPGRADE.free,
      details: { status: null },
    });
  });

  it.each(['past_due', 'canceled', 'unpaid', 'incomplete'])(
    '3. %s: 403 with the expired upgrade message and the status, so the screens can route it',
    async (status) => {
      const owner = await signUp();
      await subscribe(owner.companyId, status);
      expect(await refusal(await get('/reports', owner.cookie))).toMatchObject({
        status: 403,
        code: 'subscription_required',
        message: UPGRADE.expired,
        details: { status },
      });
      expect(await refusal(await get('/documents', owner.cookie))).toMatchObject({
        status: 403,
        message: UPGRADE.expired,
      });
    },
  );

  it('4. the subscription check comes before the role check', async () => {
    const owner = await signUp();
    const driver = await addMember(owner.companyId, 'driver');
    await subscribe(owner.companyId, 'past_due');
    expect((await refusal(await get('/reports', driver.cookie))).code).toBe('subscription_required');
    await subscribe(owner.companyId, 'active', { id: 'sub_renewed' });
    expect(await refusal(await get('/reports', driver.cookie))).toMatchObject({
      status: 403,
      message: AUTH.noPermission,
    });
    expect((await get('/reports', owner.cookie)).status).toBe(200);
  });

  it('canceling through the portal closes gated routes with the product message', async () => {
    const owner = await signUp();
    await subscribeThroughCheckout(owner.cookie);
    expect((await get('/documents', owner.cookie)).status).toBe(200);
    await portalAction(await openPortal(owner.cookie), 'cancel_now');
    expect(await refusal(await get('/documents', owner.cookie))).toMatchObject({
      status: 403,
      code: 'subscription_required',
      message: UPGRADE.expired,
      details: { status: 'canceled' },
    });
  });
});

describe('usage limits enforced by the API', () => {
  async function addEvents(companyId: string, userId: string, n: number, start = 0) {
    const now = Date.now();
    const rows = Array.from({ length: n }, (_, i) => ({
      id: `ev_lim_${companyId}_${start + i}`,
      companyId,
      userId,
      facilityName: 'Dock 4',
      facilityAddress: 'Acme DC',
      driverName: 'Pat',
      checkInTime: new Date(now - 3_600_000),
      status: 'active' as const,
      freeTimeMinutes: 120,
    }));
    for (let i = 0; i < rows.length; i += 5)
      await db()
        .insert(detentionEvents)
        .values(rows.slice(i, i + 5));
  }

  it('refuses a 101st open detention for premium with limit_reached', async () => {
    const owner = await signUp();
    await subscribe(owner.companyId, 'active');
    await addEvents(owner.companyId, owner.userId, 99);
    expect((await get('/events/new', owner.cookie)).status).toBe(200);
    await addEvents(owner.companyId, owner.userId, 1, 99);
    expect(await refusal(await get('/events/new', owner.cookie))).toMatchObject({
      status: 403,
      code: 'limit_reached',
      message: UPGRADE.other,
      details: { limit: 'maxEvents', used: 100, max: 100, tier: 'premium' },
    });
  });
});
