import { FLEET_SIZES } from '@dwell/core/constants';
import { AUTH } from '@dwell/core/messages';
import { signupSchema } from '@dwell/core/schemas/auth';
import { Banner } from '@dwell/ui/components/feedback.tsx';
import { Field } from '@dwell/ui/components/field.tsx';
import { ApiClientError } from '@dwell/ui/lib/api-client.ts';
import { apiFieldErrors, fieldErrors } from '@dwell/ui/lib/form.ts';
import { Link, useQuery } from '@dwell/ui/lib/router.tsx';
import { type FormEvent, useState } from 'react';
import { signUp } from './api/sign-up.ts';
import { AuthShell } from './auth-shell.tsx';

type Values = { email: string; password: string; companyName: string; fleetSize: string };

/** Field errors the API found beyond the form's own checks (a common password is only known there). */
const FIELD_CODES = new Set(['validation_failed', 'password_too_common']);

/**
 * SPEC §2.4 'Create your account': the company and its first user. The API answers every address alike
 * (it never says whether one has an account), so the page asks to confirm the address from the email; its
 * link leads to sign-in and on to checkout.
 */
export function SignupPage() {
  const query = useQuery();
  const trial = query.get('trial') === '1';
  const [values, setValues] = useState<Values>({ email: '', password: '', companyName: '', fleetSize: '1-10' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<string | null>(null);

  const edit = (field: keyof Values, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: '' }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The company's first time zone is the browser's; the company settings change it later.
    const parsed = signupSchema.safeParse({ ...values, timezone: Intl.DateTimeFormat().resolvedOptions().timeZone });
    setErrors(fieldErrors(signupSchema, values));
    if (!parsed.success) return;
    setBusy(true);
    setFailure(null);
    try {
      const answer = await signUp({ ...parsed.data, ...(trial ? { trial: true } : {}) });
      setSent(answer.message);
    } catch (error) {
      if (error instanceof ApiClientError && FIELD_CODES.has(error.code)) setErrors(apiFieldErrors(error.details));
      else if (error instanceof ApiClientError && error.status === 429) setFailure(error.message);
      else setFailure(AUTH.signupFailed);
    } finally {
      setBusy(false);
    }
  };

  if (sent) {
    return (
      <AuthShell title="Check your email">
        <p role="status">{sent}</p>
        <p>
          We sent it to <strong>{values.email}</strong>. The link works for 7 days.
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
        {failure ? <Banner tone="error">{failure}</Banner> : null}
        <Field label="Work email" error={errors.email}>
          {(a11y) => (
            <input
              {...a11y}
              className="input"
              type="email"
              autoComplete="email"
              value={values.email}
              onChange={(e) => edit('email', e.target.value)}
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
              onChange={(e) => edit('password', e.target.value)}
            />
          )}
        </Field>
        <Field label="Company name" error={errors.companyName}>
          {(a11y) => (
            <input
              {...a11y}
              className="input"
              autoComplete="organization"
              value={values.companyName}
              onChange={(e) => edit('companyName', e.target.value)}
            />
          )}
        </Field>
        <Field label="Fleet Size" error={errors.fleetSize}>
          {(a11y) => (
            <select
              {...a11y}
              className="select"
              value={values.fleetSize}
              onChange={(e) => edit('fleetSize', e.target.value)}
            >
              {FLEET_SIZES.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
          )}
        </Field>
        <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
          {busy ? 'Creating your account...' : 'Continue to checkout'}
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
