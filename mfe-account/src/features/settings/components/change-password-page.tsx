import { changePasswordSchema } from '@dwell/core/schemas/auth';
import { Banner } from '@dwell/ui/components/feedback.tsx';
import { Field } from '@dwell/ui/components/field.tsx';
import { ApiClientError } from '@dwell/ui/lib/api-client.ts';
import { fieldErrors } from '@dwell/ui/lib/form.ts';
import { toast } from '@dwell/ui/lib/toast.ts';
import { type FormEvent, useState } from 'react';
import { changePassword } from '../api/change-password.ts';

const FIELDS = [
  { key: 'currentPassword', label: 'Current password', autoComplete: 'current-password' },
  { key: 'newPassword', label: 'New password', autoComplete: 'new-password', hint: 'At least 8 characters' },
  { key: 'confirm', label: 'Confirm new password', autoComplete: 'new-password' },
] as const;

/** /change-password: the current password, then the new one twice; every other session ends. */
export function ChangePasswordPage() {
  const [values, setValues] = useState({ currentPassword: '', newPassword: '', confirm: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = fieldErrors(changePasswordSchema, values);
    if (values.newPassword !== values.confirm) found.confirm = 'The two passwords do not match.';
    setErrors(found);
    setResult(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const { message } = await changePassword(values.currentPassword, values.newPassword);
      setResult({ ok: true, message });
      setValues({ currentPassword: '', newPassword: '', confirm: '' });
      toast('success', message);
    } catch (error) {
      setResult({
        ok: false,
        message: error instanceof ApiClientError ? error.message : 'Something went wrong. Please try again.',
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="page stack-lg account-narrow">
      <header className="page-header">
        <h1>Change Password</h1>
      </header>
      <form className="card form" onSubmit={submit} noValidate>
        {result ? <Banner tone={result.ok ? 'success' : 'error'}>{result.message}</Banner> : null}
        {FIELDS.map((f) => (
          <Field key={f.key} label={f.label} error={errors[f.key]} {...('hint' in f ? { hint: f.hint } : {})}>
            {(a11y) => (
              <input
                {...a11y}
                className="input"
                type="password"
                autoComplete={f.autoComplete}
                value={values[f.key]}
                onChange={(e) => setValues((v) => ({ ...v, [f.key]: e.target.value }))}
              />
            )}
          </Field>
        ))}
        <div>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? 'Saving...' : 'Change password'}
          </button>
        </div>
      </form>
    </div>
  );
}
