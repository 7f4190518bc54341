import { AUTH, TERMINATION_MESSAGES, type TerminationReason } from '@dwell/core/messages';
import { loginSchema } from '@dwell/core/schemas/auth';
import { Banner } from '@dwell/ui/components/feedback.tsx';
import { Field } from '@dwell/ui/components/field.tsx';
import { useForm } from '@dwell/ui/lib/form.ts';
import { Link, useQuery } from '@dwell/ui/lib/router.tsx';
import { toast } from '@dwell/ui/lib/toast.ts';
import { useState } from 'react';
import { safeReturn } from '../routing/access.ts';
import { AuthShell } from './auth-shell.tsx';
import { ResendConfirmation } from './resend-confirmation.tsx';
import { signIn } from './sign-in.ts';

/** docs/product.md#sign-in-page: 'Sign in to continue', with the reason a session ended when there is one. */
export function LoginPage() {
  const query = useQuery();
  const reason = query.get('reason') as TerminationReason | null;
  const form = useForm({ schema: loginSchema, initial: { email: '', password: '' } });
  const [failure, setFailure] = useState<{ code: string; message: string } | null>(null);
  // Stays true once signed in, so the spinner shows until the next page replaces this one.
  const [leaving, setLeaving] = useState(false);

  const submit = form.onSubmit(async ({ email, password }) => {
    setFailure(null);
    const result = await signIn(email, password);
    if (!result.ok) return setFailure(result);
    setLeaving(true);
    toast('success', AUTH.loggedIn);
    // A full navigation, so every area starts from the new session.
    location.assign(safeReturn(query.get('return')) ?? result.home);
  });

  if (form.busy || leaving) {
    return (
      <div className="waiting" role="status">
        <div className="spinner" aria-hidden="true" />
        <p style={{ marginLeft: 12 }}>Signing you in...</p>
      </div>
    );
  }

  return (
    <AuthShell title="Sign in to continue">
      <form className="form" onSubmit={submit} noValidate>
        {reason && reason in TERMINATION_MESSAGES ? (
          <Banner tone="warning">{TERMINATION_MESSAGES[reason]}</Banner>
        ) : null}
        {failure ? (
          <Banner tone="error" title={AUTH.loginFailedTitle}>
            <p>{failure.message}</p>
            {failure.code === 'invalid_credentials' ? <Link to="/forgot-password">Reset your password</Link> : null}
            {failure.code === 'email_not_confirmed' ? <ResendConfirmation email={form.values.email} /> : null}
          </Banner>
        ) : null}
        <Field label="Email" error={form.errors.email}>
          {(a11y) => <input {...a11y} className="input" type="email" autoComplete="email" {...form.text('email')} />}
        </Field>
        <Field label="Password" error={form.errors.password}>
          {(a11y) => (
            <input
              {...a11y}
              className="input"
              type="password"
              autoComplete="current-password"
              {...form.text('password')}
            />
          )}
        </Field>
        <button type="submit" className="btn btn-primary btn-block">
          Sign In
        </button>
        <div className="row-between small">
          <Link to="/forgot-password">Forgot your password?</Link>
          <span>
            New to Dwell? <Link to="/subscribe">Subscribe</Link>
          </span>
        </div>
      </form>
    </AuthShell>
  );
}
