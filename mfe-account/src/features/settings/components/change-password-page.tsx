import { AUTH, VALIDATION } from '@dwell/core/messages';
import { changePasswordSchema } from '@dwell/core/schemas/auth';
import { Banner } from '@dwell/ui/components/feedback.tsx';
import { Field } from '@dwell/ui/components/field.tsx';
import { apiMessageOr, useForm } from '@dwell/ui/lib/form.ts';
import { toast } from '@dwell/ui/lib/toast.ts';
import { useState } from 'react';
import { changePassword } from '../api/change-password.ts';

const FIELDS = [
  { key: 'currentPassword', label: 'Current password', autoComplete: 'current-password' },
  { key: 'newPassword', label: 'New password', autoComplete: 'new-password', hint: 'At least 8 characters' },
  { key: 'confirm', label: 'Confirm new password', autoComplete: 'new-password' },
] as const;

const EMPTY = { currentPassword: '', newPassword: '', confirm: '' };

/** /change-password: the current password, then the new one twice; every other session ends. */
export function ChangePasswordPage() {
  const form = useForm({
    schema: changePasswordSchema,
    initial: EMPTY,
    check: ({ newPassword, confirm }): Record<string, string> =>
      newPassword === confirm ? {} : { confirm: VALIDATION.passwordsDiffer },
  });
  const [changed, setChanged] = useState<string | null>(null);

  const submit = form.onSubmit(async ({ currentPassword, newPassword }) => {
    setChanged(null);
    const { message } = await changePassword(currentPassword, newPassword);
    setChanged(message);
    form.reset(EMPTY);
    toast('success', message);
  }, apiMessageOr(AUTH.tryAgain));

  return (
    <div className="page stack-lg account-narrow">
      <header className="page-header">
        <h1>Change Password</h1>
      </header>
      <form className="card form" onSubmit={submit} noValidate>
        {form.failure ? <Banner tone="error">{form.failure}</Banner> : null}
        {changed && !form.failure ? <Banner tone="success">{changed}</Banner> : null}
        {FIELDS.map((f) => (
          <Field key={f.key} label={f.label} error={form.errors[f.key]} {...('hint' in f ? { hint: f.hint } : {})}>
            {(a11y) => (
              <input {...a11y} className="input" type="password" autoComplete={f.autoComplete} {...form.text(f.key)} />
            )}
          </Field>
        ))}
        <div>
          <button type="submit" className="btn btn-primary" disabled={form.busy}>
            {form.busy ? 'Saving...' : 'Change password'}
          </button>
        </div>
      </form>
    </div>
  );
}
