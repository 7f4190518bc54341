import { TEAM_ROLE_LABELS, TEAM_ROLES, type TeamRole } from '@dwell/core/schemas/team';
import { Banner, Skeleton } from '@dwell/ui/components/feedback.tsx';
import { ConfirmDialog } from '@dwell/ui/components/confirm-dialog.tsx';
import { ApiClientError } from '@dwell/ui/lib/api-client.ts';
import { toast } from '@dwell/ui/lib/toast.ts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { changeRole } from '../api/change-role.ts';
import { fetchTeam, type Team, TEAM_KEY } from '../api/get-team.ts';
import { removeMember } from '../api/remove-member.ts';
import { revokeInvitation } from '../api/revoke-invitation.ts';
import { InviteForm } from './invite-form.tsx';

type Member = Team['members'][number];
const roleLabel = (role: string) => TEAM_ROLE_LABELS[role as TeamRole] ?? role;
const day = (ms: number) => new Date(ms).toLocaleDateString('en-US', { dateStyle: 'medium' });

/** The team: members with their roles, pending invitations and the invite form (company admins act). */
export function TeamSection() {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: TEAM_KEY, queryFn: fetchTeam });
  const [removing, setRemoving] = useState<Member | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: TEAM_KEY });
  const run = async (work: () => Promise<{ message: string }>) => {
    try {
      toast('success', (await work()).message);
    } catch (error) {
      toast('error', 'Team', error instanceof ApiClientError ? error.message : 'That did not work. Please try again.');
    }
    await refresh();
  };

  if (query.isPending)
    return (
      <section className="card">
        <Skeleton rows={3} />
      </section>
    );
  if (query.error)
    return (
      <section className="card">
        <Banner tone="error">{query.error.message}</Banner>
      </section>
    );
  const { members, invitations, seats, canManage } = query.data;
  const full = seats.max !== null && seats.used >= seats.max;
  return (
    <section className="card stack" aria-labelledby="team-title">
      <div className="row-between">
        <h2 id="team-title">Team</h2>
        <span className="small muted" data-testid="seats">
          {seats.used} of {seats.max ?? 'unlimited'} users
        </span>
      </div>
      <div className="table-wrap">
        <table className="table">
          <caption className="sr-only">Team members</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Email</th>
              <th scope="col">Role</th>
              <th scope="col">Joined</th>
              {canManage ? (
                <th scope="col">
                  <span className="sr-only">Actions</span>
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {members.map((m) => (
              <tr key={m.id}>
                <td>
                  {m.fullName ?? '—'}
                  {m.isYou ? <span className="badge badge-info">You</span> : null}
                </td>
                <td>{m.email}</td>
                <td>
                  {canManage ? (
                    <select
                      className="select"
                      aria-label={`Role of ${m.email}`}
                      value={m.role}
                      onChange={(e) => void run(() => changeRole(m.id, e.target.value as TeamRole))}
                    >
                      {TEAM_ROLES.map((r) => (
                        <option key={r} value={r}>
                          {TEAM_ROLE_LABELS[r]}
                        </option>
                      ))}
                    </select>
                  ) : (
                    roleLabel(m.role)
                  )}
                </td>
                <td>{day(m.createdAt)}</td>
                {canManage ? (
                  <td>
                    {m.isYou ? null : (
                      <button type="button" className="btn btn-sm btn-danger" onClick={() => setRemoving(m)}>
                        Remove
                      </button>
                    )}
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {canManage && invitations.length > 0 ? (
        <div className="stack">
          <h3>Pending invitations</h3>
          <ul className="stack">
            {invitations.map((i) => (
              <li key={i.id} className="row-between">
                <span>
                  {i.email} · {roleLabel(i.role)} · expires {day(i.expiresAt)}
                </span>
                <button type="button" className="btn btn-sm" onClick={() => void run(() => revokeInvitation(i.id))}>
                  Revoke
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {canManage ? (
        <InviteForm full={full} onInvited={() => void refresh()} />
      ) : (
        <p className="muted small">Ask a company admin to invite people.</p>
      )}
      {removing ? (
        <ConfirmDialog
          title={`Remove ${removing.fullName ?? removing.email}?`}
          confirmLabel="Remove"
          onCancel={() => setRemoving(null)}
          onConfirm={() => {
            const member = removing;
            setRemoving(null);
            void run(() => removeMember(member.id));
          }}
        >
          <p>
            They are signed out everywhere at once and can no longer sign in. Their events and documents stay with your
            company.
          </p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
