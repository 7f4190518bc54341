import { ADMIN_USER_LIST_LIMIT } from '@dwell/core/constants';
import { AUTH } from '@dwell/core/messages';
import { beforeEach, describe, expect, it } from 'vitest';
import { hashPassword } from '@dwell/core/server/password';
import { userRoles, users } from '../../lib/schema.ts';
import { PASSWORD, platformAdmin, resetThrottles, signUp } from '../../../test/fixtures/accounts.ts';
import { subscribe } from '../../../test/fixtures/companies.ts';
import { call, db } from '../../../test/fixtures/http.ts';

beforeEach(resetThrottles);

interface Row {
  id: string;
  email: string;
  fullName: string | null;
  companyName: string | null;
  subscriptionStatus: string | null;
  createdAt: number;
}

const list = async (cookie: string, q?: string) => {
  const res = await call(`/api/admin/users${q === undefined ? '' : `?q=${encodeURIComponent(q)}`}`, { cookie });
  return ((await res.json()) as { users: Row[] }).users;
};

describe('GET /api/admin/users (docs/product.md#admin-pages)', () => {
  it('lists users newest first with email, name, company and subscription status', async () => {
    const admin = await platformAdmin();
    const owner = await signUp({ companyName: 'Zephyr Logistics' });
    await subscribe(owner.companyId);
    const rows = await list(admin.cookie);
    const row = rows.find((r) => r.id === owner.userId);
    expect(row).toMatchObject({ email: owner.email, companyName: 'Zephyr Logistics', subscriptionStatus: 'active' });
    expect(rows.find((r) => r.id === admin.id)?.subscriptionStatus).toBeNull();
  });

  it('searches email, full name and company case-insensitively, wildcards taken literally', async () => {
    const admin = await platformAdmin();
    const owner = await signUp({ companyName: 'Quokka Carriers' });
    await call('/api/profile', {
      method: 'PATCH',
      cookie: owner.cookie,
      json: { fullName: 'Ximena Ortiz', phoneNumber: '3125550100', companyName: 'Quokka Carriers', fleetSize: '1-10' },
    });
    for (const q of ['QUOKKA', 'ximena', owner.email.toUpperCase().slice(0, 12)]) {
      expect((await list(admin.cookie, q)).map((r) => r.id)).toContain(owner.userId);
    }
    expect(await list(admin.cookie, 'no-such-person-anywhere')).toEqual([]);
    expect(await list(admin.cookie, '%')).toEqual([]);
  });

  it('answers at most 100 users', async () => {
    const admin = await platformAdmin();
    const hash = await hashPassword(PASSWORD);
    const rows = Array.from({ length: ADMIN_USER_LIST_LIMIT + 5 }, (_, i) => ({
      id: `usr_bulk_${i}`,
      email: `bulk-${i}@fleet.test`,
      passwordHash: hash,
    }));
    // users has 20 columns and D1 binds at most 100 parameters per statement.
    for (let i = 0; i < rows.length; i += 4) {
      const chunk = rows.slice(i, i + 4);
      await db().batch([
        db().insert(users).values(chunk),
        db()
          .insert(userRoles)
          .values(chunk.map((r) => ({ userId: r.id, roleId: 'role_driver' }))),
      ]);
    }
    expect(await list(admin.cookie)).toHaveLength(ADMIN_USER_LIST_LIMIT);
  });

  it('refuses anyone but a platform admin', async () => {
    const owner = await signUp();
    const res = await call('/api/admin/users', { cookie: owner.cookie });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(AUTH.noPermission);
    expect((await call('/api/admin/users')).status).toBe(401);
    expect((await call(`/api/admin/users/${owner.userId}`, { cookie: owner.cookie })).status).toBe(403);
  });
});

describe('GET /api/admin/users/:id', () => {
  it('shows the user with company, subscription and active sessions, never the password hash', async () => {
    const admin = await platformAdmin();
    const owner = await signUp({ companyName: 'Detail Freight' });
    await subscribe(owner.companyId);
    const res = await call(`/api/admin/users/${owner.userId}`, { cookie: admin.cookie });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).not.toContain('passwordHash');
    const body = JSON.parse(text);
    expect(body.user).toMatchObject({ id: owner.userId, email: owner.email, role: 'carrier_admin' });
    expect(body.company).toMatchObject({ name: 'Detail Freight', memberCount: 1 });
    expect(body.subscription).toMatchObject({ status: 'active' });
    expect(body.sessions).toHaveLength(1);
    const ended = await call(`/api/admin/users/${owner.userId}/sessions/end`, { cookie: admin.cookie, json: {} });
    expect(ended.status).toBe(200);
    const after = await (await call(`/api/admin/users/${owner.userId}`, { cookie: admin.cookie })).json();
    expect((after as { sessions: unknown[] }).sessions).toEqual([]);
  });

  it('answers 404 for an unknown user', async () => {
    const admin = await platformAdmin();
    expect((await call('/api/admin/users/usr_nobody', { cookie: admin.cookie })).status).toBe(404);
  });
});
