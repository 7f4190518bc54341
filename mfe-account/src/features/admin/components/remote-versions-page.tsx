import { formatDateTime } from '@dwell/core/format';
import type { RemoteName } from '@dwell/core/schemas/remote-versions';
import type { SessionInfo } from '@dwell/core/session';
import { ConfirmDialog } from '@dwell/ui/components/confirm-dialog.tsx';
import { Banner, Skeleton } from '@dwell/ui/components/feedback.tsx';
import { Link } from '@dwell/ui/lib/router.tsx';
import { toast } from '@dwell/ui/lib/toast.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useAdminOnly } from './use-admin-only.ts';
import {
  activateRemoteVersion,
  fetchRemoteVersions,
  type RemoteRegistry,
  rollBackRemote,
} from '../api/remote-versions.ts';

const KEY = ['account', 'remote-versions'];

/** A switch asked for and waiting for its confirmation: a rollback, or a chosen version. */
type Switch = { remote: RemoteName; version: string | null };

/**
 * /admin/remotes: which build of each part of Dwell is live, every published build, and the audit of each
 * switch. Promote and roll back take effect on the next load of every open tab, with no redeploy.
 */
export function RemoteVersionsPage({ session }: { session: SessionInfo }) {
  const allowed = useAdminOnly(session);
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: KEY, queryFn: fetchRemoteVersions, enabled: allowed });
  const [asked, setAsked] = useState<Switch | null>(null);
  const change = useMutation({
    mutationFn: ({ remote, version }: Switch) =>
      version === null ? rollBackRemote(remote) : activateRemoteVersion(remote, version),
    onSuccess: (registry) => {
      void queryClient.invalidateQueries({ queryKey: KEY });
      toast('success', `${registry.name}: ${registry.active ?? 'default'} is live`);
      setAsked(null);
    },
    onError: (error: Error) => {
      toast('error', 'Version not switched', error.message);
      setAsked(null);
    },
  });
  if (!allowed) return null;
  return (
    <div className="page stack-lg">
      <header className="page-header">
        <div>
          <h1>Remote versions</h1>
          <p className="muted">The build of each part of Dwell that open tabs load, and every build published.</p>
        </div>
        <Link to="/admin">← All users</Link>
      </header>
      {query.isPending ? <Skeleton rows={6} /> : null}
      {query.error ? <Banner tone="error">{query.error.message}</Banner> : null}
      {query.data?.map((remote) => (
        <RemoteCard key={remote.name} remote={remote} onSwitch={setAsked} />
      ))}
      {asked ? (
        <ConfirmDialog
          title={asked.version === null ? `Roll back ${asked.remote}?` : `Make ${asked.version} live?`}
          confirmLabel={asked.version === null ? 'Roll back' : 'Make live'}
          tone="primary"
          busy={change.isPending}
          onConfirm={() => change.mutate(asked)}
          onCancel={() => setAsked(null)}
        >
          <p>Every open tab is offered a reload and loads this build next. The switch is recorded under your name.</p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}

function RemoteCard({ remote, onSwitch }: { remote: RemoteRegistry; onSwitch: (s: Switch) => void }) {
  const name = remote.name as RemoteName;
  return (
    <section className="card stack" aria-labelledby={`remote-${name}`}>
      <div className="row-between">
        <h2 id={`remote-${name}`}>{name}</h2>
        <button
          type="button"
          className="btn btn-sm"
          disabled={remote.versions.length < 2}
          onClick={() => onSwitch({ remote: name, version: null })}
        >
          Roll back
        </button>
      </div>
      <p className="small muted">Live: {remote.active ?? 'the copy deployed with the shell (no version published)'}</p>
      {remote.versions.length > 0 ? (
        <div className="table-wrap">
          <table className="table table-cards">
            <thead>
              <tr>
                <th>Version</th>
                <th>Published</th>
                <th>By</th>
                <th>
                  <span className="sr-only">Action</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {remote.versions.map((v) => (
                <tr key={v.version}>
                  <td>
                    <code>{v.version}</code>{' '}
                    {v.version === remote.active ? <span className="badge badge-success">Live</span> : null}
                  </td>
                  <td data-label="Published">{formatDateTime(v.publishedAt)}</td>
                  <td data-label="By">{v.publishedBy}</td>
                  <td>
                    {v.version === remote.active ? null : (
                      <button
                        type="button"
                        className="btn btn-ghost btn-sm"
                        onClick={() => onSwitch({ remote: name, version: v.version })}
                      >
                        Make live
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {remote.audit.length > 0 ? (
        <details>
          <summary>Audit ({remote.audit.length})</summary>
          <ul className="small">
            {remote.audit.map((a) => (
              <li key={`${a.at}-${a.toVersion}`}>
                {formatDateTime(a.at)} · {a.actor}: {a.action} {a.fromVersion ? `${a.fromVersion} → ` : ''}
                {a.toVersion}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </section>
  );
}
