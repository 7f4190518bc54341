import { acceptInviteSchema, TEAM_MESSAGES, TEAM_ROLE_LABELS } from '@dwell/core/schemas/team';
import { Banner, Spinner } from '@dwell/ui/components/feedback.tsx';
import { Field } from '@dwell/ui/components/field.tsx';
import { ApiClientError } from '@dwell/ui/lib/api-client.ts';
import { apiFieldErrors, fieldErrors } from '@dwell/ui/lib/form.ts';
import { useQuery } from '@dwell/ui/lib/router.tsx';
import { toast } from '@dwell/ui/lib/toast.ts';
import { useQuery as useServerQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { AuthShell } from '../auth/auth-shell.tsx';
import { acceptInvitation } from './api/accept-invitation.ts';
import { getInvitation } from './api/get-invitation.ts';

/** /accept-invite: the target of an invitation email. Choose a name and password, then sign in as the member. */
export function AcceptInvitePage() {
  const token = useQuery().get('token') ?? '';
  const invitation = useServerQuery({
    queryKey: ['invitation', token],
    queryFn: () => getInvitation(token),
    enabled: token !== '',
    retry: false,
  });
  const [values, setValues] = useState({ fullName: '', password: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = { token, ...values };
    const found = fieldErrors(acceptInviteSchema, input);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const answer = await acceptInvitation(input);
      toast('success', answer.message);
      // A full navigation, so every area starts from the new session.
      location.assign(answer.home);
    } catch (error) {
      if (error instanceof ApiClientError && error.code === 'validation_failed')
        setErrors(apiFieldErrors(error.details));
      else setFailure(error instanceof ApiClientError ? error.message : 'Something went wrong. Please try again.');
      setBusy(false);
    }
  };

  if (!token || invitation.error) {
    return (
      <AuthShell title="Invitation not valid">
        <Banner tone="error">{TEAM_MESSAGES.invitationInvalid}</Banner>
      </AuthShell>
    );
  }
  if (!invitation.data) return <Spinner label="Checking your invitation…" />;
  const { email, role, companyName } = invitation.data.invitation;
  return (
    <AuthShell
      title={`Join ${companyName} on Dwell`}
      subtitle={`You were invited as ${TEAM_ROLE_LABELS[role].toLowerCase()}.`}
    >
      <form className="form" onSubmit={submit} noValidate>
        {failure ? <Banner tone="error">{failure}</Banner> : null}
        <Field label="Email">{(a11y) => <input {...a11y} className="input" value={email} readOnly />}</Field>
        <Field label="Full name" error={errors.fullName}>
          {(a11y) => (
            <input
              {...a11y}
              className="input"
              autoComplete="name"
              value={values.fullName}
              onChange={(e) => setValues((v) => ({ ...v, fullName: e.target.value }))}
            />
          )}
        </Field>
        <Field label="Password" hint="At least 8 characters" error={errors.password}>
          {(a11y) => (
            <input
              {...a11y}
              className="input"
              type="password"
              autoComplete="new-password"
              value={values.password}
              onChange={(e) => setValues((v) => ({ ...v, password: e.target.value }))}
            />
          )}
        </Field>
        <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
          {busy ? 'Joining...' : 'Accept invitation'}
        </button>
      </form>
    </AuthShell>
  );
}
