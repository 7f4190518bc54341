import { completeEventSchema } from '@dwell/core/schemas/events';
import { Banner } from '@dwell/ui/components/feedback.tsx';
import { Field } from '@dwell/ui/components/field.tsx';
import { useForm } from '@dwell/ui/lib/form.ts';
import type { ReactNode } from 'react';
import { formatInputDateTime } from '@dwell/core/format';
import { fromLocalInput } from '../../../lib/time.ts';

interface CheckOutFormProps {
  /** The check-in: the earliest check-out offered. */
  since: number;
  /** Sends the check-out (to the API, or to the offline queue behind a check-in not sent yet). */
  onSend: (at: number) => Promise<unknown>;
  className: string;
  /** The buttons, told whether the check-out is being sent. */
  children: (busy: boolean) => ReactNode;
}

/** The check-out time of a stop, now unless changed, checked with the schema the API completes events with. */
export function CheckOutForm({ since, onSend, className, children }: CheckOutFormProps) {
  const form = useForm({
    schema: completeEventSchema,
    initial: { at: formatInputDateTime(Date.now()) },
    toInput: ({ at }) => ({ checkOutTime: fromLocalInput(at) }),
    fieldOf: { checkOutTime: 'at' },
  });
  const submit = form.onSubmit(({ checkOutTime }) => onSend(checkOutTime ?? Date.now()));
  return (
    <form className={className} onSubmit={submit}>
      <Field label="Check-out time" error={form.errors.at}>
        {(a11y) => (
          <input
            {...a11y}
            {...form.text('at')}
            className="input"
            type="datetime-local"
            min={formatInputDateTime(since)}
            required
          />
        )}
      </Field>
      {form.failure ? <Banner tone="error">{form.failure}</Banner> : null}
      {children(form.busy)}
    </form>
  );
}
