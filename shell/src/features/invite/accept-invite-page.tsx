import { AUTH } from '@dwell/core/messages';
import { acceptInviteSchema, TEAM_MESSAGES, TEAM_ROLE_LABELS } from '@dwell/core/schemas/team';
import { Banner, Spinner } from '@dwell/ui/components/feedback.tsx';
import { Field } from '@dwell/ui/components/field.tsx';
import { apiMessageOr, useForm } from '@dwell/ui/lib/form.ts';
import { useQuery } from '@dwell/ui/lib/router.tsx';
import { toast } from '@dwell/ui/lib/toast.ts';
import { useQuery as useServerQuery } from '@tanstack/react-query';
import { useState } from 'react';
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
  const form = useForm({
    schema: acceptInviteSchema,
    initial: { fullName: '', password: '' },
    toInput: (values) => ({ token, ...values }),
  });
  // Stays true once joined, so the button waits until the next page replaces this one.
  const [leaving, setLeaving] = useState(false);

  const submit = form.onSubmit(async (input) => {
    const answer = await acceptInvitation(input);
    setLeaving(true);
    toast('success', answer.message);
    // A full navigation, so every area starts from the new session.
    location.assign(answer.home);
  }, apiMessageOr(AUTH.tryAgain));

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
        {form.failure ? <Banner tone="error">{form.failure}</Banner> : null}
        <Field label="Email">{(a11y) => <input {...a11y} className="input" value={email} readOnly />}</Field>
        <Field label="Full name" error={form.errors.fullName}>
          {(a11y) => <input {...a11y} className="input" autoComplete="name" {...form.text('fullName')} />}
        </Field>
        <Field label="Password" hint="At least 8 characters" error={form.errors.password}>
          {(a11y) => (
            <input {...a11y} className="input" type="password" autoComplete="new-password" {...form.text('password')} />
          )}
        </Field>
        <button type="submit" className="btn btn-primary btn-block" disabled={form.busy || leaving}>
          {form.busy || leaving ? 'Joining...' : 'Accept invitation'}
        </button>
      </form>
    </AuthShell>
  );
}
