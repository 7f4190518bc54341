import { AUTH } from '@dwell/core/messages';
import { Field } from '@dwell/ui/components/field.tsx';
import { Modal } from '@dwell/ui/components/modal.tsx';
import { toast } from '@dwell/ui/lib/toast.ts';
import { type FormEvent, useState } from 'react';
import { signIn } from './sign-in.ts';

/** SPEC §2.2: the landing page's quick sign-in; both fields required, email typed as email. */
export function SignInModal({ onClose }: { onClose: () => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const result = await signIn(email, password);
    if (result.ok) {
      toast('success', AUTH.loggedIn);
      location.assign(result.home);
      return;
    }
    setBusy(false);
    toast('error', AUTH.modalFailedTitle, result.code === 'invalid_credentials' ? AUTH.modalFailed : result.message);
  };

  return (
    <Modal title="Sign In" onClose={onClose}>
      <form className="form" onSubmit={submit}>
        <Field label="Email">
          {(a11y) => (
            <input
              {...a11y}
              className="input"
              type="email"
              required
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          )}
        </Field>
        <Field label="Password">
          {(a11y) => (
            <input
              {...a11y}
              className="input"
              type="password"
              required
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
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
