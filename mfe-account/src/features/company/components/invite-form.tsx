import { inviteSchema, TEAM_ROLE_LABELS, TEAM_ROLES, type TeamRole } from '@dwell/core/schemas/team';
import { Banner } from '@dwell/ui/components/feedback.tsx';
import { Field } from '@dwell/ui/components/field.tsx';
import { ApiClientError } from '@dwell/ui/lib/api-client.ts';
import { apiMessageOr, useForm } from '@dwell/ui/lib/form.ts';
import { Link } from '@dwell/ui/lib/router.tsx';
import { toast } from '@dwell/ui/lib/toast.ts';
import { useState } from 'react';
import { inviteMember } from '../api/invite-member.ts';

const failureOf = apiMessageOr('The invitation could not be sent.');

/** Invite by email with a role; the API emails the link and enforces maxUsers of the tier. */
export function InviteForm({ onInvited, full }: { onInvited: () => void; full: boolean }) {
  const form = useForm({ schema: inviteSchema, initial: { email: '', role: 'driver' as TeamRole } });
  // The plan's user limit: the refusal then links to the plans.
  const [upgrade, setUpgrade] = useState(false);

  const submit = form.onSubmit(
    async (input, values) => {
      const answer = await inviteMember(input);
      toast('success', answer.message, `We emailed ${values.email.trim()} a link to join.`);
      form.reset({ email: '', role: values.role });
      onInvited();
    },
    (error, byField) => {
      setUpgrade(error instanceof ApiClientError && error.code === 'limit_reached');
      return failureOf(error, byField);
    },
  );

  return (
    <form className="form" onSubmit={submit} noValidate aria-label="Invite a team member">
      <div className="form-grid">
        <Field label="Email" error={form.errors.email}>
          {(a11y) => <input {...a11y} {...form.text('email')} className="input" type="email" autoComplete="off" />}
        </Field>
        <Field label="Role" error={form.errors.role}>
          {(a11y) => (
            <select {...a11y} {...form.text('role')} className="select">
              {TEAM_ROLES.map((r) => (
                <option key={r} value={r}>
                  {TEAM_ROLE_LABELS[r]}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      {form.failure ? (
        <Banner tone="error">
          {form.failure} {upgrade ? <Link to="/subscribe">See plans</Link> : null}
        </Banner>
      ) : null}
      <div className="row">
        <button type="submit" className="btn btn-primary" disabled={form.busy}>
          {form.busy ? 'Sending...' : 'Send invitation'}
        </button>
        {full ? <span className="small muted">Your plan's user limit is reached.</span> : null}
      </div>
    </form>
  );
}
