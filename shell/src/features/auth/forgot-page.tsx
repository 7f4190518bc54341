import { AUTH, VALIDATION } from '@dwell/core/messages';
import { Banner } from '@dwell/ui/components/feedback.tsx';
import { Field } from '@dwell/ui/components/field.tsx';
import { ApiClientError } from '@dwell/ui/lib/api-client.ts';
import { Link } from '@dwell/ui/lib/router.tsx';
import { toast } from '@dwell/ui/lib/toast.ts';
import { type FormEvent, useState } from 'react';
import { forgotPassword } from './api/forgot-password.ts';
import { AuthShell } from './auth-shell.tsx';

/** SPEC §2.5: ask for a reset link, then 'Check your email'. */
export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState('');
  const [failure, setFailure] = useState('');
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) {
      setError(VALIDATION.forgotEmailRequired);
      return;
    }
    setBusy(true);
    setFailure('');
    try {
      await forgotPassword(email);
      toast('success', AUTH.resetSent);
      setSent(true);
    } catch (err) {
      setFailure(err instanceof ApiClientError && err.status === 429 ? err.message : AUTH.resetFailed);
    } finally {
      setBusy(false);
    }
  };

  if (sent) {
    return (
      <AuthShell title="Check your email">
        <p>If an account exists for {email}, we sent a link to reset its password. The link works for 1 hour.</p>
        <Link to="/login">Back to sign in</Link>
      </AuthShell>
    );
  }
  return (
    <AuthShell
      title="Reset your password"
      subtitle="Enter the email you sign in with and we will send you a reset link."
    >
      <form className="form" onSubmit={submit} noValidate>
        {failure ? <Banner tone="error">{failure}</Banner> : null}
        <Field label="Email" error={error}>
          {(a11y) => (
            <input
              {...a11y}
              className="input"
              type="email"
              autoComplete="email"
              value={email}
              onChange={(e) => {
                setEmail(e.target.value);
                setError('');
              }}
            />
          )}
        </Field>
        <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
          {busy ? 'Sending...' : 'Send reset link'}
        </button>
        <Link to="/login">Back to sign in</Link>
      </form>
    </AuthShell>
  );
}
