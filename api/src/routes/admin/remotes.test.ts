/**
 * Remote versions: a platform admin (or the deploy script acting as one) publishes builds of a remote at
 * their own addresses, the shell's manifest follows the active one, a rollback or promote switches it with
 * no redeploy, every switch is audited, and /api/health's version changes so open tabs can offer a reload.
 */
import { describe, expect, it } from 'vitest';
import { platformAdmin } from '../../../test/fixtures/accounts.ts';
import { fleet } from '../../../test/fixtures/companies.ts';
import { call, type ErrorAnswer } from '../../../test/fixtures/http.ts';

interface Registry {
  name: string;
  active: string | null;
  versions: { version: string; manifestUrl: string; publishedBy: string }[];
  audit: { action: string; fromVersion: string | null; toVersion: string; actor: string }[];
}

const url = (version: string) => `/mfe/reports/v/${version}/mf-manifest.json`;
const publish = (cookie: string, json: object, remote = 'reports') =>
  call(`/api/admin/remotes/${remote}/versions`, { cookie, json });
const manifest = async () =>
  (await (await call('/api/mfe-manifest')).json()) as {
    remotes: Record<string, string>;
    versions: Record<string, string | null>;
    version: string;
  };
const health = async () => ((await (await call('/api/health')).json()) as { ok: boolean; version: string }).version;

describe('remote versions', () => {
  it('publishes, rolls back and promotes with no redeploy, each switch audited and seen by /api/health', async () => {
    const ops = await platformAdmin();
    const before = await health();
    expect(before).toBe('api:dev events:default documents:default reports:default account:default');

    expect((await publish(ops.cookie, { version: 'r1', manifestUrl: url('r1') })).status).toBe(201);
    const second = await publish(ops.cookie, { version: 'r2', manifestUrl: url('r2') });
    expect(second.status).toBe(201);
    expect(((await second.json()) as Registry).active).toBe('r2');
    expect(await manifest()).toMatchObject({ remotes: { reports: url('r2') }, versions: { reports: 'r2' } });
    expect(await health()).toContain('reports:r2');
    // A tab learns the build it loaded from the manifest it loaded its remotes from: /api/health's name of it.
    expect((await manifest()).version).toBe(await health());

    const back = await call('/api/admin/remotes/reports/rollback', { cookie: ops.cookie, method: 'POST' });
    expect(back.status).toBe(200);
    const rolled = (await back.json()) as Registry;
    expect(rolled.active).toBe('r1');
    expect((await manifest()).remotes.reports).toBe(url('r1'));
    expect(await health()).toContain('reports:r1');
    expect((await manifest()).version).toBe(await health());

    const promoted = await call('/api/admin/remotes/reports/activate', {
      cookie: ops.cookie,
      json: { version: 'r2' },
    });
    const registry = (await promoted.json()) as Registry;
    expect(registry.active).toBe('r2');
    expect(registry.audit.map((a) => [a.action, a.fromVersion, a.toVersion, a.actor])).toEqual([
      ['promote', 'r1', 'r2', ops.email],
      ['rollback', 'r2', 'r1', ops.email],
      ['publish', 'r1', 'r2', ops.email],
      ['publish', null, 'r1', ops.email],
    ]);
    // The other remotes are untouched.
    expect((await manifest()).remotes.events).toBe('/mfe/events/mf-manifest.json');
  });

  it('refuses what cannot be done, with its message, and changes nothing', async () => {
    const ops = await platformAdmin();
    const failure = async (res: Response) => ({
      status: res.status,
      message: ((await res.json()) as ErrorAnswer).error.message,
    });
    const rollback = () => call('/api/admin/remotes/account/rollback', { cookie: ops.cookie, method: 'POST' });
    expect(await failure(await rollback())).toEqual({
      status: 409,
      message: 'There is no earlier version of this remote to roll back to.',
    });
    const manifestUrl = '/mfe/account/v/a1/mf-manifest.json';
    expect((await publish(ops.cookie, { version: 'a1', manifestUrl }, 'account')).status).toBe(201);
    expect(await failure(await publish(ops.cookie, { version: 'a1', manifestUrl }, 'account'))).toEqual({
      status: 409,
      message: 'This version of the remote is already published.',
    });
    expect(
      await failure(
        await publish(ops.cookie, { version: 'a2', manifestUrl: 'http://evil.example/mf-manifest.json' }, 'account'),
      ),
    ).toEqual({
      status: 400,
      message: 'The manifest address is an https:// URL, or a path on this origin, ending in mf-manifest.json',
    });
    expect((await publish(ops.cookie, { version: 'x1', manifestUrl: url('x1') }, 'billing')).status).toBe(400);
    expect(
      await failure(await call('/api/admin/remotes/account/activate', { cookie: ops.cookie, json: { version: 'a9' } })),
    ).toEqual({ status: 404, message: 'This version of the remote was never published.' });
    expect(
      await failure(await call('/api/admin/remotes/account/activate', { cookie: ops.cookie, json: { version: 'a1' } })),
    ).toEqual({ status: 409, message: 'This version is already the active one.' });

    // A carrier's own admin is not a platform admin.
    const f = await fleet();
    expect((await publish(f.admin.cookie, { version: 'a3', manifestUrl }, 'account')).status).toBe(403);
    expect((await call('/api/admin/remotes', {})).status).toBe(401);
    const list = (await (await call('/api/admin/remotes', { cookie: ops.cookie })).json()) as { remotes: Registry[] };
    const account = list.remotes.find((r) => r.name === 'account');
    expect(account?.versions.map((v) => v.version)).toEqual(['a1']);
    expect(account?.audit).toHaveLength(1);
  });

  it('of two parallel rollbacks one switches and the other is told', async () => {
    const ops = await platformAdmin();
    for (const v of ['d1', 'd2', 'd3']) {
      await publish(ops.cookie, { version: v, manifestUrl: `/mfe/documents/v/${v}/mf-manifest.json` }, 'documents');
    }
    const answers = await Promise.all(
      [0, 1].map(() => call('/api/admin/remotes/documents/rollback', { cookie: ops.cookie, method: 'POST' })),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const list = (await (await call('/api/admin/remotes', { cookie: ops.cookie })).json()) as { remotes: Registry[] };
    const documents = list.remotes.find((r) => r.name === 'documents');
    expect(documents?.active).toBe('d2');
    expect(documents?.audit.filter((a) => a.action === 'rollback')).toHaveLength(1);
  });
});
