import { API_KEY_MESSAGES } from '@dwell/core/schemas/api-keys';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Tenant, tenant } from '../../../test/security/world.ts';
import { revokeKey } from '../../lib/api-keys/keys.ts';
import { apiKeyAudit, apiKeys, rateLimits } from '../../lib/schema.ts';
import { API_KEY_RATE_LIMIT, API_KEY_RATE_WINDOW_MS } from '../../middleware/api-key.ts';
import { call, db } from '../../../test/fixtures/http.ts';
import { checked, keyOf, seedEvents, v1 } from '../../../test/fixtures/v1.ts';

const errorOf = async (res: Response) => ((await res.json()) as { error: { code: string; message: string } }).error;

describe('/api/v1 authentication', () => {
  let a: Tenant;
  let b: Tenant;
  beforeAll(async () => {
    a = await tenant('Alpha');
    b = await tenant('Bravo');
  }, 30_000);

  it('refuses a request without a key with 401 and says how to send one', async () => {
    const res = await v1('/events');
    expect(res.status).toBe(401);
    expect(await errorOf(res)).toEqual({ code: 'api_key_missing', message: API_KEY_MESSAGES.missing });
  });

  it('refuses a malformed key and a key that is not a Bearer token with 401', async () => {
    for (const authorization of [
      'Bearer nope',
      'Basic abc',
      'Bearer dwk_short_x',
      `Token dwk_${'a'.repeat(20)}_${'b'.repeat(40)}`,
    ]) {
      const res = await v1('/events', { headers: { authorization } });
      expect(res.status).toBe(401);
      expect(await errorOf(res)).toEqual({ code: 'api_key_malformed', message: API_KEY_MESSAGES.malformed });
    }
  });

  it('refuses a well-formed key that does not exist, or whose secret is wrong, with 401', async () => {
    const { token } = await keyOf(a);
    const wrongSecret = `${token.slice(0, -4)}aaaa`;
    for (const t of [`dwk_${'a'.repeat(20)}_${'b'.repeat(40)}`, wrongSecret]) {
      const res = await v1('/events', { token: t });
      expect(res.status).toBe(401);
      expect((await errorOf(res)).code).toBe('api_key_invalid');
    }
  });

  it('refuses a revoked key at once with 401', async () => {
    const key = await keyOf(a);
    expect((await v1('/events', { token: key.token })).status).toBe(200);
    await revokeKey(db(), a.id, key.id);
    const res = await v1('/events', { token: key.token });
    expect(res.status).toBe(401);
    expect(await errorOf(res)).toEqual({ code: 'api_key_revoked', message: API_KEY_MESSAGES.revoked });
  });

  it('refuses a key without the scope with 403 and writes nothing', async () => {
    const { token } = await keyOf(a, ['events:read']);
    const res = await v1('/events', {
      token,
      json: { facilityName: 'Scope Dock', facilityAddress: 'Scope Foods', checkInTime: Date.now() - 3_600_000 },
    });
    expect(res.status).toBe(403);
    expect(await errorOf(res)).toEqual({
      code: 'insufficient_scope',
      message: 'The API key lacks the scope events:write.',
      details: { scope: 'events:write' },
    });
    expect((await v1('/documents', { token })).status).toBe(403);
    const list = (await (await v1('/events', { token })).json()) as { data: unknown[] };
    expect(list.data).toEqual([]);
  });

  it('refuses a browser session cookie on /api/v1, even beside a valid key', async () => {
    const { token } = await keyOf(a);
    const cookie = a.people.carrier_admin.cookie;
    const variants: Record<string, string>[] = [{ cookie }, { cookie, authorization: `Bearer ${token}` }];
    for (const headers of variants) {
      const res = await v1('/events', { headers });
      expect(res.status).toBe(401);
      expect(await errorOf(res)).toEqual({ code: 'cookie_refused', message: API_KEY_MESSAGES.cookieRefused });
    }
  });

  it("does not accept a key on the browser's cookie routes", async () => {
    const { token } = await keyOf(a);
    for (const path of ['/api/events', '/api/documents', '/api/api-keys']) {
      const res = await call(path, { headers: { authorization: `Bearer ${token}` } });
      expect(res.status).toBe(401);
    }
  });

  it("answers 404 to company A's key for company B's event, as for an id that does not exist", async () => {
    const [idOfB] = await seedEvents(b, 1);
    const { token } = await keyOf(a);
    const res = await v1(`/events/${idOfB}`, { token });
    expect(res.status).toBe(404);
    const text = await res.text();
    expect(text).not.toContain(b.name);
    const checkOut = await v1(`/events/${idOfB}/check-out`, { token, json: {} });
    expect(checkOut.status).toBe(404);
    const list = (await (await v1('/events', { token })).json()) as { data: { id: string }[] };
    expect(list.data.map((e) => e.id)).not.toContain(idOfB);
  });

  it('refuses a key of a company whose plan lacks API access with 403 and the upgrade message', async () => {
    const lapsed = await tenant('Lapsed', false);
    const { token } = await keyOf(lapsed);
    const res = await v1('/events', { token });
    expect(res.status).toBe(403);
    expect(await errorOf(res)).toEqual({
      code: 'feature_unavailable',
      message: 'Upgrade to Premium to unlock this feature.',
      details: { feature: 'apiAccess', tier: 'free' },
    });
  });

  it('limits each key to its rate and answers 429 with Retry-After', async () => {
    const key = await keyOf(a);
    const other = await keyOf(a);
    const now = Date.now();
    await db()
      .insert(rateLimits)
      .values({
        key: `api-key:${key.id}`,
        windowStart: now - (now % API_KEY_RATE_WINDOW_MS),
        // Twice the limit: still over it (as the previous window's share) if the request lands in the next minute.
        count: 2 * API_KEY_RATE_LIMIT,
      });
    const res = await v1('/events', { token: key.token });
    expect(res.status).toBe(429);
    const retryAfter = Number(res.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    // A minute used twice over still counts into the next one, for at most that minute.
    expect(retryAfter).toBeLessThanOrEqual((2 * API_KEY_RATE_WINDOW_MS) / 1000);
    expect((await errorOf(res)).code).toBe('rate_limited');
    // Another key of the same company has its own allowance.
    expect((await v1('/events', { token: other.token })).status).toBe(200);
  });

  it('writes every use of a key to its audit trail, refusals included, and moves its last-used time', async () => {
    const key = await keyOf(a, ['events:read']);
    await v1('/events?limit=1', { token: key.token });
    await v1('/documents', { token: key.token });
    const uses = await db().select().from(apiKeyAudit).where(eq(apiKeyAudit.keyId, key.id));
    expect(uses.map((u) => [u.method, u.path, u.status]).sort()).toEqual([
      ['GET', '/api/v1/documents', 403],
      ['GET', '/api/v1/events', 200],
    ]);
    const [row] = await db().select().from(apiKeys).where(eq(apiKeys.id, key.id));
    expect(row?.lastUsedAt).not.toBeNull();
    expect(checked.count).toBeGreaterThan(0);
  });
});
