import { formatMoney } from '@dwell/core/format';
import { ConfirmDialog } from '@dwell/ui/components/confirm-dialog.tsx';
import { useIntent } from '@dwell/ui/lib/intent.ts';
import { toast } from '@dwell/ui/lib/toast.ts';
import { useState } from 'react';
import { repriceEvent } from '../api/reprice-event.ts';
import { useRefreshEvent } from '../api/refresh-event.ts';

/** An admin re-prices a completed, unclaimed stop under today's policy, on purpose and after confirming. */
export function RepriceButton({ eventId }: { eventId: string }) {
  const [open, setOpen] = useState(false);
  const intent = useIntent();
  const refresh = useRefreshEvent(eventId);
  const reprice = () =>
    void intent
      .run((key) => repriceEvent(eventId, key))
      .then((answer) => {
        if (!answer) return;
        setOpen(false);
        refresh();
        toast('success', 'Stop re-priced', `${formatMoney(answer.fromCents)} → ${formatMoney(answer.amountCents)}`);
      })
      .catch((error: Error) => toast('error', 'Stop not re-priced', error.message));
  return (
    <>
      <button type="button" className="btn btn-ghost btn-sm" onClick={() => setOpen(true)}>
        Re-price with today's policy
      </button>
      {open ? (
        <ConfirmDialog
          title="Re-price this stop?"
          confirmLabel="Re-price"
          tone="primary"
          busy={intent.pending}
          onConfirm={reprice}
          onCancel={() => setOpen(false)}
        >
          <p>
            Its amount is worked out again under the policies as they are today, and stored. Reports and exports show
            the new amount.
          </p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}
