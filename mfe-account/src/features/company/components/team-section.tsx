import { formatDate } from '@dwell/core/format';
import { Banner, Skeleton } from '@dwell/ui/components/feedback.tsx';
import { ConfirmDialog } from '@dwell/ui/components/confirm-dialog.tsx';
import { ApiClientError } from '@dwell/ui/lib/api-client.ts';
import { toast } from '@dwell/ui/lib/toast.ts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { changeRole } from '../api/change-role.ts';
import { fetchTeam, TEAM_KEY } from '../api/get-team.ts';
import { removeMember } from '../api/remove-member.ts';
import { revokeInvitation } from '../api/revoke-invitation.ts';
import { InviteForm } from './invite-form.tsx';
import { type Member, roleLabel, TeamTable } from './team-table.tsx';

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
      <TeamTable
        members={members}
        manage={
          canManage
            ? { onRole: (m, role) => void run(() => changeRole(m.id, role)), onRemove: (m) => setRemoving(m) }
            : null
        }
      />
      {canManage && invitations.length > 0 ? (
        <div className="stack">
          <h3>Pending invitations</h3>
          <ul className="stack">
            {invitations.map((i) => (
              <li key={i.id} className="row-between">
                <span>
                  {i.email} · {roleLabel(i.role)} · expires {formatDate(i.expiresAt)}
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
