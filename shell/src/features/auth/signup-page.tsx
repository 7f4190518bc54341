import { FLEET_SIZES } from '@dwell/core/constants';
import { AUTH } from '@dwell/core/messages';
import { signupSchema } from '@dwell/core/schemas/auth';
import { Banner } from '@dwell/ui/components/feedback.tsx';
import { Field } from '@dwell/ui/components/field.tsx';
import { ApiClientError } from '@dwell/ui/lib/api-client.ts';
import { useForm } from '@dwell/ui/lib/form.ts';
import { Link, useQuery } from '@dwell/ui/lib/router.tsx';
import { useState } from 'react';
import { signUp } from './api/sign-up.ts';
import { AuthShell } from './auth-shell.tsx';

const INITIAL = { email: '', password: '', companyName: '', fleetSize: '1-10' };

// The company's first time zone is the browser's; the company settings change it later.
const withTimeZone = (values: typeof INITIAL) => ({
  ...values,
  timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
});

/**
 * docs/product.md#signup-page 'Create your account': the company and its first user. The API answers every address alike
 * (it never says whether one has an account), so the page asks to confirm the address from the email; its
 * link leads to sign-in and on to checkout.
 */
export function SignupPage() {
  const query = useQuery();
  const trial = query.get('trial') === '1';
  const form = useForm({ schema: signupSchema, initial: INITIAL, toInput: withTimeZone });
  const [sent, setSent] = useState<string | null>(null);

  // A common password is only known to the API: its answer lands under the field like the form's own checks.
  const submit = form.onSubmit(
    async (input) => {
      const answer = await signUp({ ...input, ...(trial ? { trial: true } : {}) });
      setSent(answer.message);
    },
    (error, byField) => {
      if (Object.keys(byField).length > 0) return null;
      return error instanceof ApiClientError && error.status === 429 ? error.message : AUTH.signupFailed;
    },
  );

  if (sent) {
    return (
      <AuthShell title="Confirm your email">
        <p role="status">{sent}</p>
        <p>
          We sent it to <strong>{form.values.email}</strong>. The link works for 7 days.
        </p>
        <Link to="/login">Back to sign in</Link>
      </AuthShell>
    );
  }

  return (
    <AuthShell
      title="Create your account"
      subtitle={trial ? 'Start your free trial of Dwell Professional.' : undefined}
    >
      <form className="form" onSubmit={submit} noValidate>
        {form.failure ? <Banner tone="error">{form.failure}</Banner> : null}
        <Field label="Work email" error={form.errors.email}>
          {(a11y) => <input {...a11y} className="input" type="email" autoComplete="email" {...form.text('email')} />}
        </Field>
        <Field label="Password" hint="At least 8 characters" error={form.errors.password}>
          {(a11y) => (
            <input {...a11y} className="input" type="password" autoComplete="new-password" {...form.text('password')} />
          )}
        </Field>
        <Field label="Company name" error={form.errors.companyName}>
          {(a11y) => <input {...a11y} className="input" autoComplete="organization" {...form.text('companyName')} />}
        </Field>
        <Field label="Fleet Size" error={form.errors.fleetSize}>
          {(a11y) => (
            <select {...a11y} className="select" {...form.text('fleetSize')}>
              {FLEET_SIZES.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
          )}
        </Field>
        <button type="submit" className="btn btn-primary btn-block" disabled={form.busy}>
          {form.busy ? 'Creating your account...' : 'Continue to checkout'}
        </button>
        <p className="small muted">
          Checkout is powered by Stripe, our card payment provider. We never see your card number.
        </p>
        <p className="small">
          Already have an account? <Link to="/login">Sign in</Link>
        </p>
      </form>
    </AuthShell>
  );
}
