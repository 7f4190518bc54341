import { cancelEventSchema } from '@dwell/core/schemas/events';
import { Banner } from '@dwell/ui/components/feedback.tsx';
import { Field } from '@dwell/ui/components/field.tsx';
import { Modal } from '@dwell/ui/components/modal.tsx';
import { useForm } from '@dwell/ui/lib/form.ts';
import { toast } from '@dwell/ui/lib/toast.ts';
import { useEffect, useRef, useState } from 'react';
import { useCancelEvent } from '../api/cancel-event.ts';
import { useCompleteEvent } from '../api/complete-event.ts';
import type { EventDetail } from '../api/get-event.ts';
import { CheckOutForm } from './check-out-form.tsx';
import { CorrectTimesDialog } from './correct-times-dialog.tsx';

type Dialog = 'complete' | 'cancel' | 'times' | null;

/**
 * docs/product.md#event-detail actions menu: Mark as complete, Add document, Contact driver, Cancel event, all wired. The
 * driver of the stop is not offered to contact themself.
 */
export function ActionsMenu({
  detail,
  onAddDocument,
  viewer,
}: {
  detail: EventDetail;
  onAddDocument: () => void;
  viewer: { id: string };
}) {
  const { event, driver } = detail;
  const contact =
    driver.id === viewer.id
      ? null
      : driver.phone
        ? `tel:${driver.phone}`
        : driver.email
          ? `mailto:${driver.email}`
          : null;
  const [open, setOpen] = useState(false);
  const [dialog, setDialog] = useState<Dialog>(null);
  const menu = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const close = (e: MouseEvent) => {
      if (!menu.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('click', close);
    return () => document.removeEventListener('click', close);
  }, [open]);
  const active = event.status === 'active';
  // A claimed stop keeps the times its invoice states.
  const correctable = (active || event.status === 'completed') && detail.claim === null;
  const choose = (action: () => void) => () => {
    setOpen(false);
    action();
  };
  return (
    <div className="menu" ref={menu}>
      <button
        type="button"
        className="btn btn-primary"
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        Actions ▾
      </button>
      {open ? (
        <div className="menu-list" role="menu">
          {active ? (
            <button type="button" role="menuitem" onClick={choose(() => setDialog('complete'))}>
              Mark as complete
            </button>
          ) : null}
          <button type="button" role="menuitem" onClick={choose(onAddDocument)}>
            Add document
          </button>
          {correctable ? (
            <button type="button" role="menuitem" onClick={choose(() => setDialog('times'))}>
              Correct times
            </button>
          ) : null}
          {contact ? (
            <a role="menuitem" href={contact}>
              Contact driver
            </a>
          ) : null}
          {active ? (
            <button type="button" role="menuitem" onClick={choose(() => setDialog('cancel'))}>
              Cancel event
            </button>
          ) : null}
        </div>
      ) : null}
      {dialog === 'complete' ? <CompleteDialog detail={detail} onClose={() => setDialog(null)} /> : null}
      {dialog === 'cancel' ? <CancelDialog detail={detail} onClose={() => setDialog(null)} /> : null}
      {dialog === 'times' ? <CorrectTimesDialog detail={detail} onClose={() => setDialog(null)} /> : null}
    </div>
  );
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
