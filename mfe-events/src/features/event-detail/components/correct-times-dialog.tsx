import { timeSourceLabel } from '@dwell/core/integrations/constants';
import { correctTimesSchema } from '@dwell/core/schemas/time-corrections';
import { Banner } from '@dwell/ui/components/feedback.tsx';
import { Field } from '@dwell/ui/components/field.tsx';
import { Modal } from '@dwell/ui/components/modal.tsx';
import { useForm } from '@dwell/ui/lib/form.ts';
import { useIntent } from '@dwell/ui/lib/intent.ts';
import { toast } from '@dwell/ui/lib/toast.ts';
import { formatInputDateTime } from '@dwell/core/format';
import { fromLocalInput } from '../../../lib/time.ts';
import { correctTimes } from '../api/correct-times.ts';
import type { EventDetail } from '../api/get-event.ts';
import { useRefreshEvent } from '../api/refresh-event.ts';

/** "from the ELD" under a time that did not come from a person, so the one correcting it knows what they replace. */
function sourceHint(source: string | null | undefined): string | undefined {
  const label = source && source !== 'manual' ? timeSourceLabel(source) : null;
  return label ? `Recorded by ${label}. The recorded time stays in the timeline.` : undefined;
}

/**
 * Correcting a stop's check-in (and check-out once it ended) with a reason. Only changed times are sent: the
 * inputs hold whole minutes, so an untouched ELD time keeps its seconds.
 */
export function CorrectTimesDialog({ detail, onClose }: { detail: EventDetail; onClose: () => void }) {
  const { event } = detail;
  const intent = useIntent();
  const refresh = useRefreshEvent(event.id);
  const initial = {
    checkIn: formatInputDateTime(event.checkInTime),
    checkOut: event.checkOutTime === null ? '' : formatInputDateTime(event.checkOutTime),
    reason: '',
  };
  const form = useForm({
    schema: correctTimesSchema,
    initial,
    toInput: (v: typeof initial) => ({
      checkInTime: v.checkIn === initial.checkIn ? null : fromLocalInput(v.checkIn),
      checkOutTime: v.checkOut === initial.checkOut ? null : fromLocalInput(v.checkOut),
      reason: v.reason,
    }),
    fieldOf: { checkInTime: 'checkIn', checkOutTime: 'checkOut' },
  });
  const submit = form.onSubmit(async (input) => {
    const answer = await intent.run((key) => correctTimes(event.id, input, key));
    if (!answer) return;
    refresh();
    toast('success', answer.message);
    onClose();
  });
  return (
    <Modal title="Correct times" onClose={onClose}>
      <form className="stack" onSubmit={submit} noValidate>
        <Field label="Check-in time" error={form.errors.checkIn} hint={sourceHint(event.checkInSource)}>
          {(a11y) => <input {...a11y} {...form.text('checkIn')} className="input" type="datetime-local" />}
        </Field>
        {event.checkOutTime !== null ? (
          <Field label="Check-out time" error={form.errors.checkOut} hint={sourceHint(event.checkOutSource)}>
            {(a11y) => <input {...a11y} {...form.text('checkOut')} className="input" type="datetime-local" />}
          </Field>
        ) : null}
        <Field label="Reason" error={form.errors.reason}>
          {(a11y) => <input {...a11y} {...form.text('reason')} className="input" maxLength={500} required />}
        </Field>
        {form.failure ? <Banner tone="error">{form.failure}</Banner> : null}
        <div className="row">
          <button type="submit" className="btn btn-primary" disabled={form.busy}>
            Save corrected times
          </button>
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            Keep times
          </button>
        </div>
      </form>
    </Modal>
  );
}
