import { Field } from '@dwell/ui/components/field.tsx';
import { Modal } from '@dwell/ui/components/modal.tsx';
import { ApiClientError } from '@dwell/ui/lib/api-client.ts';
import { type FormEvent, useState } from 'react';

interface Props {
  title: string;
  action: string;
  onConfirm: (password: string) => Promise<void>;
  onClose: () => void;
}

/** Asks for the password again before a sensitive action (the API re-checks it). */
export function PasswordModal({ title, action, onConfirm, onClose }: Props) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setError('Password is required');
    setBusy(true);
    try {
      await onConfirm(password);
    } catch (failure) {
      setError(failure instanceof ApiClientError ? failure.message : 'Something went wrong. Please try again.');
      setBusy(false);
    }
  };
  return (
    <Modal title={title} onClose={onClose}>
      <form className="form" onSubmit={submit} noValidate>
        <p>Enter your password to confirm.</p>
        <Field label="Your password" error={error}>
          {(a11y) => (
            <input
              {...a11y}
              className="input"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          )}
        </Field>
        <div className="row">
          <button type="submit" className="btn btn-danger" disabled={busy}>
            {busy ? 'Signing out...' : action}
          </button>
          <button type="button" className="btn" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </Modal>
  );
}
