import { inviteSchema, TEAM_ROLE_LABELS, TEAM_ROLES, type TeamRole } from '@dwell/core/schemas/team';
import { Field } from '@dwell/ui/components/field.tsx';
import { ApiClientError } from '@dwell/ui/lib/api-client.ts';
import { fieldErrors } from '@dwell/ui/lib/form.ts';
import { Link } from '@dwell/ui/lib/router.tsx';
import { toast } from '@dwell/ui/lib/toast.ts';
import { type FormEvent, useState } from 'react';
import { inviteMember } from '../api/invite-member.ts';

/** Invite by email with a role; the API emails the link and enforces maxUsers of the tier. */
export function InviteForm({ onInvited, full }: { onInvited: () => void; full: boolean }) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<TeamRole>('driver');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<{ message: string; upgrade: boolean } | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = fieldErrors(inviteSchema, { email, role });
    setErrors(found);
    setRefusal(null);
    if (Object.keys(found).length > 0) return;
    setSending(true);
    try {
      toast(
        'success',
        (await inviteMember(inviteSchema.parse({ email, role }))).message,
        `We emailed ${email.trim()} a link to join.`,
      );
      setEmail('');
      onInvited();
    } catch (error) {
      const message = error instanceof ApiClientError ? error.message : 'The invitation could not be sent.';
      setRefusal({ message, upgrade: error instanceof ApiClientError && error.code === 'limit_reached' });
    } finally {
      setSending(false);
    }
  };

  return (
    <form className="form" onSubmit={submit} noValidate aria-label="Invite a team member">
      <div className="form-grid">
        <Field label="Email" error={errors.email}>
          {(a11y) => (
            <input
              {...a11y}
              className="input"
              type="email"
              autoComplete="off"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          )}
        </Field>
        <Field label="Role" error={errors.role}>
          {(a11y) => (
            <select {...a11y} className="select" value={role} onChange={(e) => setRole(e.target.value as TeamRole)}>
              {TEAM_ROLES.map((r) => (
                <option key={r} value={r}>
                  {TEAM_ROLE_LABELS[r]}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      {refusal ? (
        <div className="banner banner-error" role="alert">
          <div>
            {refusal.message} {refusal.upgrade ? <Link to="/subscribe">See plans</Link> : null}
          </div>
        </div>
      ) : null}
      <div className="row">
        <button type="submit" className="btn btn-primary" disabled={sending}>
          {sending ? 'Sending...' : 'Send invitation'}
        </button>
        {full ? <span className="small muted">Your plan's user limit is reached.</span> : null}
      </div>
    </form>
  );
}
