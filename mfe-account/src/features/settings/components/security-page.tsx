import { formatDateTime } from '@dwell/core/format';
import { Banner, Skeleton } from '@dwell/ui/components/feedback.tsx';
import { toast } from '@dwell/ui/lib/toast.ts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { endOtherSessions } from '../api/end-other-sessions.ts';
import { endSession } from '../api/end-session.ts';
import { type ActiveSession, fetchSessions, SESSIONS_KEY } from '../api/get-sessions.ts';
import { deviceName } from './device-name.ts';
import { PasswordModal } from './password-modal.tsx';

/** /security: the signed-in user's active sessions, with 'sign out this session' and 'sign out all others'. */
export function SecurityPage() {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: SESSIONS_KEY, queryFn: fetchSessions });
  const [ending, setEnding] = useState<ActiveSession | 'others' | null>(null);
  const confirm = async (password: string) => {
    const answer =
      ending === 'others' ? await endOtherSessions(password) : ending ? await endSession(ending.id, password) : null;
    setEnding(null);
    if (answer) toast('success', answer.message);
    await queryClient.invalidateQueries({ queryKey: SESSIONS_KEY });
  };
  const others = query.data?.filter((s) => !s.current) ?? [];
  return (
    <div className="page stack-lg account-narrow">
      <header className="page-header">
        <div>
          <h1>Security</h1>
          <p className="muted">
            Devices signed in to your account. Sessions end after 30 minutes without activity and after 8 hours.
          </p>
        </div>
        {others.length > 0 ? (
          <button type="button" className="btn btn-danger" onClick={() => setEnding('others')}>
            Sign out all others
          </button>
        ) : null}
      </header>
      {query.isPending ? <Skeleton rows={3} /> : null}
      {query.error ? <Banner tone="error">{query.error.message}</Banner> : null}
      {query.data ? (
        <ul className="stack" aria-label="Active sessions">
          {query.data.map((s) => (
            <li key={s.id} className="card row-between session-row">
              <div>
                <strong>{deviceName(s.userAgent)}</strong>{' '}
                {s.current ? <span className="badge badge-success">This device</span> : null}
                <div className="small muted">
                  IP {s.ipAddress} · last activity {formatDateTime(s.lastActivity)} · signed in{' '}
                  {formatDateTime(s.createdAt)}
                </div>
              </div>
              {s.current ? null : (
                <button type="button" className="btn btn-sm" onClick={() => setEnding(s)}>
                  Sign out this session
                </button>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {ending ? (
        <PasswordModal
          title={ending === 'others' ? 'Sign out all other sessions?' : `Sign out ${deviceName(ending.userAgent)}?`}
          action={ending === 'others' ? 'Sign out all others' : 'Sign out this session'}
          onConfirm={confirm}
          onClose={() => setEnding(null)}
        />
      ) : null}
    </div>
  );
}
