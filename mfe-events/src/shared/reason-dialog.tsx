import { CLAIM_TEXT_MAX } from '@dwell/core/schemas/claim-rules';
import { Field } from '@dwell/ui/components/field.tsx';
import { Modal } from '@dwell/ui/components/modal.tsx';
import { useIntent } from '@dwell/ui/lib/intent.ts';
import { type FormEvent, type ReactNode, useState } from 'react';

/** An error's message for the person who clicked. */
export const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** A dialog form's Cancel and submit buttons; both wait while it is being sent. */
export function DialogButtons({
  label,
  busy,
  danger,
  onCancel,
}: {
  label: string;
  busy: boolean;
  danger?: boolean;
  onCancel: () => void;
}) {
  return (
    <div className="row" style={{ justifyContent: 'flex-end', marginTop: 16 }}>
      <button type="button" className="btn" onClick={onCancel} disabled={busy}>
        Cancel
      </button>
      <button type="submit" className={danger ? 'btn btn-danger' : 'btn btn-primary'} disabled={busy}>
        {busy ? 'Saving…' : label}
      </button>
    </div>
  );
}

interface ReasonDialogProps {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** The message shown when the reason is left empty (core's, the same the API answers). */
  required: string;
  danger?: boolean;
  onSubmit: (reason: string, key: string) => Promise<unknown>;
  onClose: () => void;
}

/** A confirmation that asks why (waive, dispute, reopen); the reason lands in the claim's history. */
export function ReasonDialog({
  title,
  children,
  confirmLabel,
  required,
  danger,
  onSubmit,
  onClose,
}: ReasonDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const intent = useIntent();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!reason.trim()) return setError(required);
    setError(null);
    // run answers undefined for a click while the first is still being sent: only a finished submit closes.
    void intent
      .run(async (key) => {
        await onSubmit(reason.trim(), key);
        return true;
      })
      .then((sent) => sent && onClose())
      .catch((failure: unknown) => setError(messageOf(failure)));
  };
  return (
    <Modal title={title} role="alertdialog" onClose={intent.pending ? undefined : onClose}>
      <form className="stack" onSubmit={submit} noValidate>
        {children}
        <Field label="Reason" error={error}>
          {(control) => (
            <textarea
              {...control}
              className="textarea"
              rows={3}
              maxLength={CLAIM_TEXT_MAX.reason}
              value={reason}
              disabled={intent.pending}
              onChange={(e) => setReason(e.target.value)}
            />
          )}
        </Field>
        <DialogButtons label={confirmLabel} busy={intent.pending} danger={danger} onCancel={onClose} />
      </form>
    </Modal>
  );
}
