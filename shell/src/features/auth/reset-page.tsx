import { AUTH, VALIDATION } from '@dwell/core/messages';
import { resetPasswordSchema } from '@dwell/core/schemas/auth';
import { Banner } from '@dwell/ui/components/feedback.tsx';
import { Field } from '@dwell/ui/components/field.tsx';
import { apiMessageOr, useForm } from '@dwell/ui/lib/form.ts';
import { Link, useQuery } from '@dwell/ui/lib/router.tsx';
import { useState } from 'react';
import { resetPassword } from './api/reset-password.ts';
import { AuthShell } from './auth-shell.tsx';

/** The target of the emailed reset link: choose a new password (every session of the account ends). */
export function ResetPasswordPage() {
  const token = useQuery().get('token') ?? '';
  const form = useForm({
    schema: resetPasswordSchema,
    initial: { password: '', confirm: '' },
    // Without a token the page says so and cannot be sent; the fields are still checked.
    toInput: ({ password }) => ({ token: token || 'missing', password }),
    check: ({ password, confirm }): Record<string, string> =>
      password === confirm ? {} : { confirm: VALIDATION.passwordsDiffer },
  });
  const [done, setDone] = useState<string | null>(null);

  const submit = form.onSubmit(async ({ password }) => {
    const body = await resetPassword(token, password);
    setDone(body.message);
  }, apiMessageOr(AUTH.tryAgain));

  if (done) {
    return (
      <AuthShell title="Password changed">
        <Banner tone="success">{done}</Banner>
        <p>
          <Link to="/login">Sign in</Link>
        </p>
      </AuthShell>
    );
  }
  return (
    <AuthShell title="Choose a new password">
      <form className="form" onSubmit={submit} noValidate>
        {form.failure ? (
          <Banner tone="error">
            <p>{form.failure}</p>
            <Link to="/forgot-password">Request a new link</Link>
          </Banner>
        ) : null}
        {!token ? <Banner tone="error">This page needs the link from your reset email.</Banner> : null}
        <Field label="New password" hint="At least 8 characters" error={form.errors.password}>
          {(a11y) => (
            <input {...a11y} className="input" type="password" autoComplete="new-password" {...form.text('password')} />
          )}
        </Field>
        <Field label="Confirm new password" error={form.errors.confirm}>
          {(a11y) => (
            <input {...a11y} className="input" type="password" autoComplete="new-password" {...form.text('confirm')} />
          )}
        </Field>
        <button type="submit" className="btn btn-primary btn-block" disabled={form.busy || !token}>
          {form.busy ? 'Saving...' : 'Set new password'}
        </button>
      </form>
    </AuthShell>
  );
}
