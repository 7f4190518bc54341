import { env } from 'cloudflare:test';
import { UPGRADE } from '@dwell/core/messages';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../../env.ts';
import { requireWithinLimit } from '../../lib/billing/limits.ts';
import { countCompanyUsers } from '../../lib/billing/usage.ts';
import { errorBody } from '../../lib/errors.ts';
import { detentionEvents, eventDocuments, users } from '../../lib/schema.ts';
import { dbContext } from '../../middleware/context.ts';
import { guard } from '../../middleware/guard.ts';
import { signUp } from '../../../test/fixtures/accounts.ts';
import { addMember, subscribe } from '../../../test/fixtures/companies.ts';
import { call, db, type ErrorAnswer } from '../../../test/fixtures/http.ts';

async function addEvents(companyId: string, userId: string, n: number, status: 'active' | 'completed', tag: string) {
  const checkInTime = new Date(Date.now() - 3_600_000);
  for (let i = 0; i < n; i += 1) {
    await db()
      .insert(detentionEvents)
      .values({
        id: `ev_${tag}_${companyId}_${i}`,
        companyId,
        userId,
        facilityName: 'Dock 4',
        facilityAddress: 'Acme DC',
        driverName: 'Pat',
        checkInTime,
        checkOutTime: status === 'completed' ? new Date() : null,
        status,
        freeTimeMinutes: 120,
      });
  }
}

async function addDocuments(companyId: string, n: number, status: 'active' | 'archived') {
  for (let i = 0; i < n; i += 1) {
    await db()
      .insert(eventDocuments)
      .values({
        id: `doc_${status}_${companyId}_${i}`,
        companyId,
        name: `bol-${i}.pdf`,
        type: 'application/pdf',
        objectKey: `${companyId}/general/${status}-${i}.pdf`,
        size: 1000,
        sha256: 'x'.repeat(64),
        status,
      });
  }
}

describe('GET /api/billing/usage', () => {
  it('counts open detentions, active documents and enabled users against the free tier', async () => {
    const owner = await signUp();
    await addEvents(owner.companyId, owner.userId, 4, 'active', 'now');
    await addEvents(owner.companyId, owner.userId, 3, 'completed', 'old');
    await addDocuments(owner.companyId, 10, 'active');
    await addDocuments(owner.companyId, 2, 'archived');
    const gone = await addMember(owner.companyId, 'driver');
    await db().update(users).set({ disabledAt: new Date() }).where(eq(users.id, gone.userId));

    const res = await call('/api/billing/usage', { cookie: owner.cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      events: { used: 4, limit: 5, state: 'warning' },
      documents: { used: 10, limit: 10, state: 'reached' },
      users: { used: 1, limit: 1, state: 'reached' },
    });
  });

  it('uses the premium limits once subscribed, and the expired ones when past_due', async () => {
    const owner = await signUp();
    await subscribe(owner.companyId, 'active');
    const premium = await (await call('/api/billing/usage', { cookie: owner.cookie })).json();
    expect(premium).toEqual({
      events: { used: 0, limit: 100, state: 'ok' },
      documents: { used: 0, limit: 500, state: 'ok' },
      users: { used: 1, limit: 10, state: 'ok' },
    });
    const other = await signUp();
    await subscribe(other.companyId, 'past_due');
    const expired = (await (await call('/api/billing/usage', { cookie: other.cookie })).json()) as {
      events: { limit: number; state: string };
    };
    expect(expired.events).toEqual({ used: 0, limit: 0, state: 'reached' });
  });

  it('needs a session', async () => {
    expect((await call('/api/billing/usage')).status).toBe(401);
  });
});

describe('requireWithinLimit', () => {
  const team = new Hono<AppEnv>()
    .use(dbContext)
    .get('/team/invite', guard({ access: 'company' }), requireWithinLimit('maxUsers', countCompanyUsers), (c) =>
      c.json({ ok: true }),
    );
  team.onError((err, c) => (err instanceof HTTPException ? c.json(errorBody(err), err.status) : c.json({}, 500)));
  const invite = (cookie: string) => team.request('/team/invite', { headers: { cookie } }, env);

  it('free: a second user is over maxUsers 1, refused with the free upgrade message', async () => {
    const owner = await signUp();
    const res = await invite(owner.cookie);
    expect(res.status).toBe(403);
    expect(((await res.json()) as ErrorAnswer).error).toMatchObject({
      code: 'limit_reached',
      message: UPGRADE.free,
      details: { limit: 'maxUsers', used: 1, max: 1, tier: 'free' },
    });
  });

  it('premium: room until 10 users, then the Enterprise upgrade message', async () => {
    const owner = await signUp();
    await subscribe(owner.companyId, 'trialing');
    expect((await invite(owner.cookie)).status).toBe(200);
    for (let i = 0; i < 9; i += 1) {
      await db()
        .insert(users)
        .values({
          id: `usr_seat_${owner.companyId}_${i}`,
          companyId: owner.companyId,
          email: `seat${i}-${owner.email}`,
          passwordHash: 'x',
        });
    }
    const res = await invite(owner.cookie);
    expect(res.status).toBe(403);
    expect(((await res.json()) as ErrorAnswer).error.message).toBe(UPGRADE.premiumEnterprise);
  });
});
