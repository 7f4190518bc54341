import { cancelEventSchema } from '@dwell/core/schemas/events';
import { Banner } from '@dwell/ui/components/feedback.tsx';
import { Field } from '@dwell/ui/components/field.tsx';
import { Modal } from '@dwell/ui/components/modal.tsx';
import { useForm } from '@dwell/ui/lib/form.ts';
import { toast } from '@dwell/ui/lib/toast.ts';
import { useCancelEvent } from '../api/cancel-event.ts';
import { useCompleteEvent } from '../api/complete-event.ts';
import type { EventDetail } from '../api/get-event.ts';
import { CheckOutForm } from './check-out-form.tsx';
import { CorrectTimesDialog } from './correct-times-dialog.tsx';

/** The dialogs of the event's actions menu (actions-menu.tsx), in their own chunk. */
export type ActionDialogKind = 'complete' | 'cancel' | 'times';

export function ActionDialog({
  kind,
  detail,
  onClose,
}: {
  kind: ActionDialogKind;
  detail: EventDetail;
  onClose: () => void;
}) {
  if (kind === 'complete') return <CompleteDialog detail={detail} onClose={onClose} />;
  if (kind === 'cancel') return <CancelDialog detail={detail} onClose={onClose} />;
  return <CorrectTimesDialog detail={detail} onClose={onClose} />;
}

function CompleteDialog({ detail, onClose }: { detail: EventDetail; onClose: () => void }) {
  const complete = useCompleteEvent(detail.event.id);
  const send = async (at: number) => {
    const result = await complete.mutateAsync(at);
    if (result.queued) toast('warning', 'Saved offline', 'The check-out is sent when the signal returns.');
    else toast('success', 'Event completed', 'The check-out time is recorded.');
    onClose();
  };
  return (
    <Modal title="Mark as complete" onClose={onClose}>
      <CheckOutForm className="stack" since={detail.event.checkInTime} onSend={send}>
        {(busy) => (
          <div className="row">
            <button type="submit" className="btn btn-primary" disabled={busy}>
              Complete event
            </button>
            <button type="button" className="btn btn-ghost" onClick={onClose}>
              Keep waiting
            </button>
          </div>
        )}
      </CheckOutForm>
    </Modal>
  );
}

function CancelDialog({ detail, onClose }: { detail: EventDetail; onClose: () => void }) {
  const cancel = useCancelEvent(detail.event.id);
  const form = useForm({ schema: cancelEventSchema, initial: { reason: '' } });
  const submit = form.onSubmit(async ({ reason }) => {
    await cancel.mutateAsync(reason ?? '');
    toast('success', 'Event cancelled');
    onClose();
  });
  return (
    <Modal title="Cancel event" onClose={onClose} role="alertdialog">
      <form className="stack" onSubmit={submit} noValidate>
        <p>A cancelled event bills nothing. This cannot be undone.</p>
        <Field label="Reason (optional)" error={form.errors.reason}>
          {(a11y) => <input {...a11y} {...form.text('reason')} className="input" maxLength={500} />}
        </Field>
        {form.failure ? <Banner tone="error">{form.failure}</Banner> : null}
        <div className="row">
          <button type="submit" className="btn btn-danger" disabled={form.busy}>
            Cancel event
          </button>
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            Keep event
          </button>
        </div>
      </form>
    </Modal>
  );
}
