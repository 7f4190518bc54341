import { Modal } from '@dwell/ui/components/modal.tsx';
import { Banner } from '@dwell/ui/components/feedback.tsx';
import { toast } from '@dwell/ui/lib/toast.ts';
import { useEffect, useRef, useState } from 'react';
import { fromLocalInput, toLocalInput } from '../../../lib/time.ts';
import { useCancelEvent } from '../api/cancel-event.ts';
import { useCompleteEvent } from '../api/complete-event.ts';
import type { EventDetail } from '../api/get-event.ts';

type Dialog = 'complete' | 'cancel' | null;

/**
 * SPEC §2.12 actions menu: Mark as complete, Add document, Contact driver, Cancel event, all wired. The
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
    </div>
  );
}

function CompleteDialog({ detail, onClose }: { detail: EventDetail; onClose: () => void }) {
  const complete = useCompleteEvent(detail.event.id);
  const [value, setValue] = useState(() => toLocalInput(Date.now()));
  return (
    <Modal title="Mark as complete" onClose={onClose}>
      <form
        className="stack"
        onSubmit={(e) => {
          e.preventDefault();
          complete.mutate(fromLocalInput(value) ?? Date.now(), {
            onSuccess: (result) => {
              if (result.queued) toast('warning', 'Saved offline', 'The check-out is sent when the signal returns.');
              else toast('success', 'Event completed', 'The check-out time is recorded.');
              onClose();
            },
          });
        }}
      >
        <div className="field">
          <label htmlFor="checkout">Check-out time</label>
          <input
            id="checkout"
            className="input"
            type="datetime-local"
            value={value}
            min={toLocalInput(detail.event.checkInTime)}
            onChange={(e) => setValue(e.target.value)}
            required
          />
        </div>
        {complete.isError ? <Banner tone="error">{complete.error.message}</Banner> : null}
        <div className="row">
          <button type="submit" className="btn btn-primary" disabled={complete.isPending}>
            Complete event
          </button>
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            Keep waiting
          </button>
        </div>
      </form>
    </Modal>
  );
}

function CancelDialog({ detail, onClose }: { detail: EventDetail; onClose: () => void }) {
  const cancel = useCancelEvent(detail.event.id);
  const [reason, setReason] = useState('');
  return (
    <Modal title="Cancel event" onClose={onClose} role="alertdialog">
      <p>A cancelled event bills nothing. This cannot be undone.</p>
      <div className="field">
        <label htmlFor="cancel-reason">Reason (optional)</label>
        <input
          id="cancel-reason"
          className="input"
          value={reason}
          maxLength={500}
          onChange={(e) => setReason(e.target.value)}
        />
      </div>
      {cancel.isError ? <Banner tone="error">{cancel.error.message}</Banner> : null}
      <div className="row">
        <button
          type="button"
          className="btn btn-danger"
          disabled={cancel.isPending}
          onClick={() =>
            cancel.mutate(reason.trim(), {
              onSuccess: () => {
                toast('success', 'Event cancelled');
                onClose();
              },
            })
          }
        >
          Cancel event
        </button>
        <button type="button" className="btn btn-ghost" onClick={onClose}>
          Keep event
        </button>
      </div>
    </Modal>
  );
}
