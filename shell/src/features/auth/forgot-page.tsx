import { AUTH } from '@dwell/core/messages';
import { forgotPasswordSchema } from '@dwell/core/schemas/auth';
import { Banner } from '@dwell/ui/components/feedback.tsx';
import { Field } from '@dwell/ui/components/field.tsx';
import { ApiClientError } from '@dwell/ui/lib/api-client.ts';
import { useForm } from '@dwell/ui/lib/form.ts';
import { Link } from '@dwell/ui/lib/router.tsx';
import { toast } from '@dwell/ui/lib/toast.ts';
import { useState } from 'react';
import { forgotPassword } from './api/forgot-password.ts';
import { AuthShell } from './auth-shell.tsx';

/** docs/product.md#password-pages: ask for a reset link, then 'Check your email'. */
export function ForgotPasswordPage() {
  const form = useForm({ schema: forgotPasswordSchema, initial: { email: '' } });
  const [sent, setSent] = useState(false);

  const submit = form.onSubmit(
    async ({ email }) => {
      await forgotPassword(email);
      toast('success', AUTH.resetSent);
      setSent(true);
    },
    (error) => (error instanceof ApiClientError && error.status === 429 ? error.message : AUTH.resetFailed),
  );

  if (sent) {
    return (
      <AuthShell title="Check your email">
        <p>
          If an account exists for {form.values.email}, we sent a link to reset its password. The link works for 1 hour.
        </p>
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
        {form.failure ? <Banner tone="error">{form.failure}</Banner> : null}
        <Field label="Email" error={form.errors.email}>
          {(a11y) => <input {...a11y} {...form.text('email')} className="input" type="email" autoComplete="email" />}
        </Field>
        <button type="submit" className="btn btn-primary btn-block" disabled={form.busy}>
          {form.busy ? 'Sending...' : 'Send reset link'}
        </button>
        <Link to="/login">Back to sign in</Link>
      </form>
    </AuthShell>
  );
}
