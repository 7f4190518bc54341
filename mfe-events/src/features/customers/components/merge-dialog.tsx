import { formatCount } from '@dwell/core/format';
import { customerMergeSchema } from '@dwell/core/schemas/customers';
import { Banner } from '@dwell/ui/components/feedback.tsx';
import { Modal } from '@dwell/ui/components/modal.tsx';
import { useForm } from '@dwell/ui/lib/form.ts';
import { toast } from '@dwell/ui/lib/toast.ts';
import { useState } from 'react';
import type { CustomerAccount } from '../../../shared/api/get-customer-accounts.ts';
import { useMergeCustomers } from '../api/merge-customers.ts';

/**
 * Merges a duplicate into the customer to keep: the admin picks the one to keep, reads what moves, and
 * confirms. The duplicate's name stays as an alias of the kept customer.
 */
export function MergeDialog({
  duplicate,
  customers,
  onClose,
}: {
  duplicate: CustomerAccount;
  customers: CustomerAccount[];
  onClose: () => void;
}) {
  const others = customers.filter((c) => c.id !== duplicate.id);
  const [key] = useState(() => crypto.randomUUID());
  const merge = useMergeCustomers();
  const form = useForm({ schema: customerMergeSchema, initial: { intoId: '' } });
  const keep = others.find((c) => c.id === form.values.intoId);
  const busy = form.busy;
  const confirm = form.onSubmit(async ({ intoId }) => {
    const kept = others.find((c) => c.id === intoId)?.name ?? intoId;
    await merge.mutateAsync({ duplicateId: duplicate.id, intoId, key });
    toast('success', `${duplicate.name} merged into ${kept}`);
    onClose();
  });
  return (
    <Modal title={`Merge ${duplicate.name}`} role="alertdialog" onClose={busy ? undefined : onClose}>
      <form className="stack" onSubmit={confirm} noValidate>
        <div className="field">
          <label htmlFor="merge-into">Keep this customer</label>
          <select id="merge-into" className="select" {...form.text('intoId')} disabled={busy}>
            <option value="">Choose…</option>
            {others.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
        {keep ? (
          <p>
            {formatCount(duplicate.eventCount, 'detention event')} and {formatCount(duplicate.claimCount, 'claim')} of{' '}
            <strong>{duplicate.name}</strong> move to <strong>{keep.name}</strong>, with its billing contacts and its
            policy override (unless {keep.name} has its own). <strong>{duplicate.name}</strong> is then removed; drivers
            who type that name are booked to {keep.name}. This cannot be undone.
          </p>
        ) : (
          <p className="muted">Choose the customer that stays; {duplicate.name} is folded into it.</p>
        )}
        {form.errors.intoId || form.failure ? <Banner tone="error">{form.errors.intoId ?? form.failure}</Banner> : null}
        <div className="row" style={{ justifyContent: 'flex-end' }}>
          <button type="button" className="btn" onClick={onClose} disabled={busy}>
            Cancel
          </button>
          <button type="submit" className="btn btn-danger" disabled={!keep || busy}>
            {busy ? 'Merging...' : 'Merge customers'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
