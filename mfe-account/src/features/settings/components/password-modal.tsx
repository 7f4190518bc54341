import { AUTH } from '@dwell/core/messages';
import { reauthSchema } from '@dwell/core/schemas/auth';
import { Field } from '@dwell/ui/components/field.tsx';
import { Modal } from '@dwell/ui/components/modal.tsx';
import { apiMessage, useForm } from '@dwell/ui/lib/form.ts';

interface Props {
  title: string;
  action: string;
  onConfirm: (password: string) => Promise<void>;
  onClose: () => void;
}

/** Asks for the password again before a sensitive action (the API re-checks it). */
export function PasswordModal({ title, action, onConfirm, onClose }: Props) {
  const form = useForm({ schema: reauthSchema, initial: { password: '' } });
  // A refused password is said beside the field, as the API words it.
  const submit = form.onSubmit(
    ({ password }) => onConfirm(password),
    (error) => {
      form.setErrors({ password: apiMessage(error, AUTH.tryAgain) });
      return null;
    },
  );
  return (
    <Modal title={title} onClose={onClose}>
      <form className="form" onSubmit={submit} noValidate>
        <p>Enter your password to confirm.</p>
        <Field label="Your password" error={form.errors.password}>
          {(a11y) => (
            <input
              {...a11y}
              {...form.text('password')}
              className="input"
              type="password"
              autoComplete="current-password"
            />
          )}
        </Field>
        <div className="row">
          <button type="submit" className="btn btn-danger" disabled={form.busy}>
            {form.busy ? 'Signing out...' : action}
          </button>
          <button type="button" className="btn" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </Modal>
  );
}
