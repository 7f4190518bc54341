import { resetPasswordSchema } from '@dwell/core/schemas/auth';
import { Banner } from '@dwell/ui/components/feedback.tsx';
import { Field } from '@dwell/ui/components/field.tsx';
import { ApiClientError } from '@dwell/ui/lib/api-client.ts';
import { fieldErrors } from '@dwell/ui/lib/form.ts';
import { Link, useQuery } from '@dwell/ui/lib/router.tsx';
import { type FormEvent, useState } from 'react';
import { resetPassword } from './api/reset-password.ts';
import { AuthShell } from './auth-shell.tsx';

/** The target of the emailed reset link: choose a new password (every session of the account ends). */
export function ResetPasswordPage() {
  const token = useQuery().get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = fieldErrors(resetPasswordSchema, { token: token || 'missing', password });
    if (password !== confirm) found.confirm = 'The two passwords do not match.';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const body = await resetPassword(token, password);
      setResult({ ok: true, message: body.message });
    } catch (error) {
      setResult({
        ok: false,
        message: error instanceof ApiClientError ? error.message : 'Something went wrong. Please try again.',
      });
    } finally {
      setBusy(false);
    }
  };

  if (result?.ok) {
    return (
      <AuthShell title="Password changed">
        <Banner tone="success">{result.message}</Banner>
        <p>
          <Link to="/login">Sign in</Link>
        </p>
      </AuthShell>
    );
  }
  return (
    <AuthShell title="Choose a new password">
      <form className="form" onSubmit={submit} noValidate>
        {result ? (
          <Banner tone="error">
            <p>{result.message}</p>
            <Link to="/forgot-password">Request a new link</Link>
          </Banner>
        ) : null}
        {!token ? <Banner tone="error">This page needs the link from your reset email.</Banner> : null}
        <Field label="New password" hint="At least 8 characters" error={errors.password}>
          {(a11y) => (
            <input
              {...a11y}
              className="input"
              type="password"
              autoComplete="new-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          )}
        </Field>
        <Field label="Confirm new password" error={errors.confirm}>
          {(a11y) => (
            <input
              {...a11y}
              className="input"
              type="password"
              autoComplete="new-password"
              value={confirm}
              onChange={(e) => setConfirm(e.target.value)}
            />
          )}
        </Field>
        <button type="submit" className="btn btn-primary btn-block" disabled={busy || !token}>
          {busy ? 'Saving...' : 'Set new password'}
        </button>
      </form>
    </AuthShell>
  );
}
