import { CLAIM_TEXT_MAX } from '@dwell/core/schemas/claim-rules';
import { Field } from '@dwell/ui/components/field.tsx';
import { Modal } from '@dwell/ui/components/modal.tsx';
import { useForm } from '@dwell/ui/lib/form.ts';
import { useIntent } from '@dwell/ui/lib/intent.ts';
import type { ReactNode } from 'react';
import type { ZodType } from 'zod';

/** An error's message for the person who clicked. */
export const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** A dialog form's Cancel and submit buttons; both wait while it is being sent. */
export function DialogButtons({
  label,
  busy,
  danger,
  blocked = false,
  onCancel,
}: {
  label: string;
  busy: boolean;
  danger?: boolean;
  /** The dialog says why its action cannot be taken: its button is off. */
  blocked?: boolean;
  onCancel: () => void;
}) {
  return (
    <div className="row" style={{ justifyContent: 'flex-end', marginTop: 16 }}>
      <button type="button" className="btn" onClick={onCancel} disabled={busy}>
        Cancel
      </button>
      <button type="submit" className={danger ? 'btn btn-danger' : 'btn btn-primary'} disabled={busy || blocked}>
        {busy ? 'Saving…' : label}
      </button>
    </div>
  );
}

interface ReasonDialogProps {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** Core's schema of the request (the API checks the same), and the request the reason makes. */
  schema: ZodType;
  input: (reason: string) => Record<string, unknown>;
  danger?: boolean;
  onSubmit: (reason: string, key: string) => Promise<unknown>;
  onClose: () => void;
}

/** A confirmation that asks why (waive, dispute, reopen); the reason lands in the claim's history. */
export function ReasonDialog({
  title,
  children,
  confirmLabel,
  schema,
  input,
  danger,
  onSubmit,
  onClose,
}: ReasonDialogProps) {
  const intent = useIntent();
  // The request names the reason note or reason; either way it is this dialog's one field.
  const form = useForm({
    schema,
    initial: { reason: '' },
    toInput: (v) => input(v.reason.trim()),
    fieldOf: { note: 'reason' },
  });
  const submit = form.onSubmit(
    async (_, { reason }) => {
      // run answers undefined for a click while the first is still being sent: only a finished submit closes.
      const sent = await intent.run(async (key) => {
        await onSubmit(reason.trim(), key);
        return true;
      });
      if (sent) onClose();
    },
    (failure) => {
      form.setErrors({ reason: messageOf(failure) });
      return null;
    },
  );
  const busy = form.busy || intent.pending;
  return (
    <Modal title={title} role="alertdialog" onClose={busy ? undefined : onClose}>
      <form className="stack" onSubmit={submit} noValidate>
        {children}
        <Field label="Reason" error={form.errors.reason}>
          {(control) => (
            <textarea
              {...control}
              className="textarea"
              rows={3}
              maxLength={CLAIM_TEXT_MAX.reason}
              {...form.text('reason')}
              disabled={busy}
            />
          )}
        </Field>
        <DialogButtons label={confirmLabel} busy={busy} danger={danger} onCancel={onClose} />
      </form>
    </Modal>
  );
}
