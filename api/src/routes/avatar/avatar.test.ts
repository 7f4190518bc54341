import { withSessions } from '../../../test/security/faults.ts';
import { env } from 'cloudflare:test';
import { VALIDATION } from '@dwell/core/messages';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { app } from '../../app.ts';
import { users } from '../../lib/schema.ts';
import { signUp } from '../../../test/fixtures/accounts.ts';
import { addMember } from '../../../test/fixtures/companies.ts';
import { bytes, pdf, png } from '../../../test/fixtures/files.ts';
import { call, db, ORIGIN } from '../../../test/fixtures/http.ts';

function postAvatar(cookie: string, file: Uint8Array, name = 'me.png'): Promise<Response> {
  return call('/api/profile/avatar', {
    method: 'POST',
    cookie,
    body: file,
    headers: { 'content-type': 'image/png', 'x-file-name': encodeURIComponent(name) },
  });
}

const avatarKeyOf = async (userId: string) =>
  (await db().select({ key: users.avatarKey }).from(users).where(eq(users.id, userId)))[0]?.key ?? null;

describe('profile picture', () => {
  it('stores a PNG under a server key, points the profile and the session at it, and replaces the old one', async () => {
    const me = await signUp();
    const picture = png(2000);
    const res = await postAvatar(me.cookie, picture, 'Me at the dock.png');
    expect(res.status).toBe(200);
    const { avatarUrl } = (await res.json()) as { avatarUrl: string };
    const key = await avatarKeyOf(me.userId);
    expect(key).toMatch(new RegExp(`^${me.userId}/avt_`));
    expect(avatarUrl).toBe(`/api/profile/avatar/${me.userId}?v=${encodeURIComponent(key?.slice(-12) ?? '')}`);
    const info = (await (await call('/api/auth/session', { cookie: me.cookie })).json()) as {
      session: { user: { avatarUrl: string } };
    };
    expect(info.session.user.avatarUrl).toBe(avatarUrl);

    const served = await call(avatarUrl, { cookie: me.cookie });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(picture);

    expect((await postAvatar(me.cookie, png(10))).status).toBe(200);
    expect(await env.AVATARS.head(key ?? '')).toBeNull();
    expect((await env.AVATARS.list({ prefix: `${me.userId}/` })).objects).toHaveLength(1);
  });

  it('shows a picture to people of the same company only; anyone else gets 404', async () => {
    const me = await signUp();
    await postAvatar(me.cookie, png());
    const colleague = (await addMember(me.companyId, 'driver', 'Pat Driver')).cookie;
    expect((await call(`/api/profile/avatar/${me.userId}`, { cookie: colleague })).status).toBe(200);
    const stranger = await signUp();
    const res = await call(`/api/profile/avatar/${me.userId}`, { cookie: stranger.cookie });
    expect(res.status).toBe(404);
    expect((await call(`/api/profile/avatar/${stranger.userId}`, { cookie: stranger.cookie })).status).toBe(404);
    expect((await call(`/api/profile/avatar/${me.userId}`)).status).toBe(401);
  });

  it("refuses what is not a JPG or PNG, whatever it is called, with the product's texts, and keeps nothing", async () => {
    const me = await signUp();
    for (const file of [bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'), pdf(), bytes('GIF89a....')]) {
      const res = await postAvatar(me.cookie, file, 'me.png');
      expect(res.status).toBe(415);
      expect(await res.json()).toEqual({ error: { code: 'invalid_file_type', message: VALIDATION.avatarWrongType } });
    }
    const big = await postAvatar(me.cookie, png(5 * 1024 * 1024));
    expect(big.status).toBe(413);
    expect(await big.json()).toEqual({ error: { code: 'file_too_large', message: VALIDATION.avatarTooLarge } });
    const badName = await postAvatar(me.cookie, png(), 'a/b.png');
    expect(badName.status).toBe(400);
    expect(await avatarKeyOf(me.userId)).toBeNull();
    expect((await env.AVATARS.list({ prefix: `${me.userId}/` })).objects).toEqual([]);
  });

  it('removes the stored picture when the profile cannot be updated (compensation)', async () => {
    const me = await signUp();
    const failing = { bind: () => failing, run: () => Promise.reject(new Error('D1 is unavailable')) };
    const database = withSessions(
      new Proxy(env.DB, {
        get(target, prop) {
          if (prop === 'prepare') {
            return (query: string) =>
              query.startsWith('update "users" set "avatar_key"') ? failing : target.prepare(query);
          }
          const value = Reflect.get(target, prop);
          return typeof value === 'function' ? value.bind(target) : value;
        },
      }),
    );
    const file = png();
    const res = await app.request(
      `${ORIGIN}/api/profile/avatar`,
      {
        method: 'POST',
        body: file,
        headers: {
          origin: ORIGIN,
          cookie: me.cookie,
          'x-file-name': 'me.png',
          'content-length': String(file.byteLength),
        },
      },
      { ...env, DB: database },
    );
    expect(res.status).toBe(500);
    expect(await avatarKeyOf(me.userId)).toBeNull();
    expect((await env.AVATARS.list({ prefix: `${me.userId}/` })).objects).toEqual([]);
  });
});
