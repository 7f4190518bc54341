/**
 * Read replication (D1 Sessions API): each request runs in a D1 session that may read from a replica, and
 * everyone reads their own writes — a signed-in browser through its bookmark cookie, a program through the
 * x-d1-bookmark header. The D1 binding here records how each session was opened.
 */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { app } from '../app.ts';
import { addMember, fleet, logEvent } from '../../test/fixtures/companies.ts';
import { login } from '../../test/fixtures/accounts.ts';
import { ORIGIN } from '../../test/fixtures/http.ts';
import { keyOf } from '../../test/fixtures/v1.ts';
import { cookieProblems } from '../../test/security/headers.ts';
import { tenant } from '../../test/security/world.ts';

/** The real D1, noting the constraint or bookmark of every session the app opens on it. */
function recordingD1() {
  const opened: string[] = [];
  const binding = new Proxy(env.DB, {
    get(target, prop) {
      if (prop === 'withSession')
        return (constraint: string) => {
          opened.push(constraint);
          return target.withSession(constraint);
        };
      const value = Reflect.get(target, prop);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { binding, opened };
}

async function send(path: string, init: RequestInit = {}) {
  const d1 = recordingD1();
  const ctx = createExecutionContext();
  const res = await app.fetch(new Request(`${ORIGIN}${path}`, init), { ...env, DB: d1.binding }, ctx);
  await waitOnExecutionContext(ctx);
  return { res, opened: d1.opened };
}

const bookmarkCookie = (res: Response) => res.headers.getSetCookie().find((c) => c.startsWith('__Host-dwell_d1='));

describe('read replication', () => {
  it('reads anywhere, writes from the primary, and a signed-in browser carries its bookmark in a cookie', async () => {
    const f = await fleet();
    const read = await send('/api/events', { headers: { cookie: f.dispatcher.cookie } });
    expect(read.res.status).toBe(200);
    expect(read.opened).toEqual(['first-unconstrained']);
    const cookie = bookmarkCookie(read.res) ?? '';
    expect(cookie).toMatch(/^__Host-dwell_d1=[0-9a-f-]+;/);
    expect(cookieProblems(cookie)).toEqual([]);

    const write = await send('/api/events', {
      method: 'POST',
      headers: { cookie: f.driver.cookie, origin: ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({
        facilityName: 'Replica Dock',
        facilityAddress: 'Replica Foods',
        checkInTime: new Date(Date.now() - 3_600_000).toISOString(),
      }),
    });
    expect(write.res.status).toBe(201);
    expect(write.opened).toEqual(['first-primary']);
    const after = (bookmarkCookie(write.res) ?? '').split(';')[0] ?? '';
    const bookmark = after.split('=')[1] ?? '';
    expect(bookmark).not.toBe('');

    // The next read starts from that bookmark: a replica that has the stop just logged, or the primary.
    const next = await send('/api/events', { headers: { cookie: `${f.driver.cookie}; ${after}` } });
    expect(next.opened).toEqual([bookmark]);
    expect(JSON.stringify(await next.res.json())).toContain('Replica Dock');
  });

  it('gives the bookmark to whoever signs in, so the first reads after it see the new session', async () => {
    const someone = await addMember(null, 'admin', 'replica');
    const res = await login(someone.email);
    expect(res.status).toBe(200);
    expect(bookmarkCookie(res)).toMatch(/^__Host-dwell_d1=[0-9a-f-]+;/);
  });

  it('answers a program its bookmark in x-d1-bookmark and reads from it when sent back', async () => {
    const t = await tenant('Replica');
    const { token } = await keyOf(t);
    const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const created = await send('/api/v2/events', {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({
        facilityName: 'Keyed Replica',
        facilityAddress: 'Keyed Foods',
        checkInTime: Date.now() - 3_600_000,
      }),
    });
    expect(created.res.status).toBe(201);
    const bookmark = created.res.headers.get('x-d1-bookmark') ?? '';
    expect(bookmark).toMatch(/^[0-9a-f-]+$/);
    expect(bookmarkCookie(created.res)).toBeUndefined();
    const read = await send('/api/v2/events', { headers: { ...auth, 'x-d1-bookmark': bookmark } });
    expect(read.opened).toEqual([bookmark]);
    // Not a bookmark: ignored, never handed to D1.
    const odd = await send('/api/v2/events', { headers: { ...auth, 'x-d1-bookmark': "'; drop table users --" } });
    expect(odd.opened).toEqual(['first-unconstrained']);
  });

  it('tells an anonymous caller nothing of it', async () => {
    const res = (await send('/api/auth/session')).res;
    expect(res.headers.get('x-d1-bookmark')).toBeNull();
    expect(bookmarkCookie(res)).toBeUndefined();
  });
});

describe('the D1 cost of a request (x-dwell-d1-trace, development and tests only)', () => {
  const cost = (res: Response) => {
    const match = /d1;desc="(\d+) statements, (\d+) rows read, (\d+) rows written"/.exec(
      res.headers.get('server-timing') ?? '',
    );
    return match ? { statements: Number(match[1]), read: Number(match[2]), written: Number(match[3]) } : null;
  };

  it('counts statements and rows as D1 does, answers the same, and writes once', async () => {
    const f = await fleet();
    await logEvent(f.driver.cookie);
    const plain = await send('/api/events', { headers: { cookie: f.dispatcher.cookie } });
    expect(cost(plain.res)).toBeNull();
    const traced = await send('/api/events', { headers: { cookie: f.dispatcher.cookie, 'x-dwell-d1-trace': '1' } });
    const events = async (res: Response) => ((await res.json()) as { events: unknown[] }).events;
    expect(await events(traced.res)).toEqual(await events(plain.res));
    expect(cost(traced.res)?.statements).toBeGreaterThan(1);
    expect(cost(traced.res)?.read).toBeGreaterThan(0);

    const write = await send('/api/events', {
      method: 'POST',
      headers: { cookie: f.driver.cookie, origin: ORIGIN, 'content-type': 'application/json', 'x-dwell-d1-trace': '1' },
      body: JSON.stringify({
        facilityName: 'Traced Dock',
        facilityAddress: 'Traced Foods',
        checkInTime: Date.now() - 3_600_000,
      }),
    });
    expect(write.res.status).toBe(201);
    expect(cost(write.res)?.written).toBeGreaterThan(0);
    const list = (await (
      await send('/api/events?q=Traced', { headers: { cookie: f.dispatcher.cookie } })
    ).res.json()) as {
      events: unknown[];
    };
    expect(list.events).toHaveLength(1);
  });
});
