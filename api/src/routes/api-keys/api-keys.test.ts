import { API_KEY_MESSAGES } from '@dwell/core/schemas/api-keys';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Tenant, tenant } from '../../../test/security/world.ts';
import { hashSecret } from '@dwell/core/server/tokens';
import { apiKeys } from '../../lib/schema.ts';
import { call, db } from '../../../test/fixtures/http.ts';
import { v1 } from '../../../test/fixtures/v1.ts';

interface KeyView {
  id: string;
  name: string;
  scopes: string[];
  prefix: string;
  lastUsedAt: number | null;
  revokedAt: number | null;
}
const keysOf = async (companyId: string) =>
  (await db().select({ n: count() }).from(apiKeys).where(eq(apiKeys.companyId, companyId)))[0]?.n;

describe('/api/api-keys (managing keys in the browser)', () => {
  let t: Tenant;
  let admin: string;
  beforeAll(async () => {
    t = await tenant('Keys');
    admin = t.people.carrier_admin.cookie;
  }, 30_000);

  it('creates a key shown once, stores only its hash, and lists it with its last use', async () => {
    const res = await call('/api/api-keys', { cookie: admin, json: { name: 'TMS sync', scopes: ['events:read'] } });
    expect(res.status).toBe(201);
    const body = (await res.json()) as { key: KeyView; token: string; message: string };
    expect(body.token).toMatch(/^dwk_[a-z2-7]{20}_[a-z2-7]{40}$/);
    expect(body.message).toBe(API_KEY_MESSAGES.shownOnce);
    expect(body.key).toMatchObject({ name: 'TMS sync', scopes: ['events:read'], lastUsedAt: null, revokedAt: null });
    const [row] = await db().select().from(apiKeys).where(eq(apiKeys.id, body.key.id));
    expect(row?.secretHash).toBe(hashSecret(body.token.split('_')[2] ?? ''));
    expect(JSON.stringify(row)).not.toContain(body.token.split('_')[2]);

    const used = await fetchV1(body.token);
    expect(used).toBe(200);
    const list = await call('/api/api-keys', { cookie: admin });
    const text = await list.text();
    expect(text).not.toContain(body.token.split('_')[2]);
    const listed = (JSON.parse(text) as { keys: KeyView[] }).keys.find((k) => k.id === body.key.id);
    expect(listed?.lastUsedAt).toBeTypeOf('number');
    expect(listed?.prefix).toBe(body.token.slice(0, 10));
  });

  it('revokes a key at once: its next request is refused with 401', async () => {
    const created = await call('/api/api-keys', { cookie: admin, json: { name: 'Old', scopes: ['events:read'] } });
    const { key, token } = (await created.json()) as { key: KeyView; token: string };
    expect(await fetchV1(token)).toBe(200);
    const res = await call(`/api/api-keys/${key.id}/revoke`, { cookie: admin, method: 'POST' });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { key: KeyView }).key.revokedAt).toBeTypeOf('number');
    expect(await fetchV1(token)).toBe(401);
    const uses = await call(`/api/api-keys/${key.id}/uses`, { cookie: admin });
    const statuses = ((await uses.json()) as { uses: { status: number }[] }).uses.map((u) => u.status);
    expect(statuses).toEqual([401, 200]);
  });

  it('refuses a missing name or unknown scope with the message and writes nothing', async () => {
    const before = await keysOf(t.id);
    const cases = [
      [{ name: ' ', scopes: ['events:read'] }, API_KEY_MESSAGES.nameRequired],
      [{ name: 'x'.repeat(61), scopes: ['events:read'] }, API_KEY_MESSAGES.nameTooLong],
      [{ name: 'Bad', scopes: [] }, API_KEY_MESSAGES.scopesRequired],
      [{ name: 'Bad', scopes: ['admin'] }, API_KEY_MESSAGES.scopeUnknown],
    ] as const;
    for (const [json, message] of cases) {
      const res = await call('/api/api-keys', { cookie: admin, json });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { message: string } }).error.message).toBe(message);
    }
    expect(await keysOf(t.id)).toBe(before);
  });

  it('lets only carrier admins manage keys', async () => {
    for (const role of ['dispatcher', 'driver', 'carrier'] as const) {
      const cookie = t.people[role].cookie;
      expect((await call('/api/api-keys', { cookie })).status).toBe(403);
      const res = await call('/api/api-keys', { cookie, json: { name: 'Nope', scopes: ['events:read'] } });
      expect(res.status).toBe(403);
    }
    expect((await call('/api/api-keys')).status).toBe(401);
  });

  it('refuses to create a key on a plan without API access, and answers 404 for another company’s key', async () => {
    const free = await tenant('FreeKeys', false);
    const res = await call('/api/api-keys', {
      cookie: free.people.carrier_admin.cookie,
      json: { name: 'Free', scopes: ['events:read'] },
    });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
      'Upgrade to Premium to unlock this feature.',
    );
    const created = await call('/api/api-keys', { cookie: admin, json: { name: 'Mine', scopes: ['events:read'] } });
    const { key } = (await created.json()) as { key: KeyView };
    const other = free.people.carrier_admin.cookie;
    expect((await call(`/api/api-keys/${key.id}/revoke`, { cookie: other, method: 'POST' })).status).toBe(404);
    expect((await call(`/api/api-keys/${key.id}/uses`, { cookie: other })).status).toBe(404);
    const [row] = await db().select().from(apiKeys).where(eq(apiKeys.id, key.id));
    expect(row?.revokedAt).toBeNull();
  });
});

async function fetchV1(token: string): Promise<number> {
  const res = await v1('/events', { token });
  await res.body?.cancel();
  return res.status;
}
