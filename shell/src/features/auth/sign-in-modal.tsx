import { AUTH } from '@dwell/core/messages';
import { loginSchema } from '@dwell/core/schemas/auth';
import { Field } from '@dwell/ui/components/field.tsx';
import { Modal } from '@dwell/ui/components/modal.tsx';
import { useForm } from '@dwell/ui/lib/form.ts';
import { toast } from '@dwell/ui/lib/toast.ts';
import { useState } from 'react';
import { signIn } from './sign-in.ts';

/** docs/product.md#landing-page: the landing page's quick sign-in; both fields required, email typed as email. */
export function SignInModal({ onClose }: { onClose: () => void }) {
  const form = useForm({ schema: loginSchema, initial: { email: '', password: '' } });
  // Stays true once signed in, so the button waits until the next page replaces this one.
  const [leaving, setLeaving] = useState(false);

  const submit = form.onSubmit(async ({ email, password }) => {
    const result = await signIn(email, password);
    if (!result.ok) {
      toast('error', AUTH.modalFailedTitle, result.code === 'invalid_credentials' ? AUTH.modalFailed : result.message);
      return;
    }
    setLeaving(true);
    toast('success', AUTH.loggedIn);
    location.assign(result.home);
  });
  const busy = form.busy || leaving;

  return (
    <Modal title="Sign In" onClose={onClose}>
      <form className="form" onSubmit={submit}>
        <Field label="Email" error={form.errors.email}>
          {(a11y) => (
            <input {...a11y} {...form.text('email')} className="input" type="email" required autoComplete="email" />
          )}
        </Field>
        <Field label="Password" error={form.errors.password}>
          {(a11y) => (
            <input
              {...a11y}
              {...form.text('password')}
              className="input"
              type="password"
              required
              autoComplete="current-password"
            />
          )}
        </Field>
        <div className="row">
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? 'Signing in...' : 'Sign In'}
          </button>
          <button type="button" className="btn" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </Modal>
  );
}
