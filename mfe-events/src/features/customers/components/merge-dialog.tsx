import { formatCount } from '@dwell/core/format';
import { Banner } from '@dwell/ui/components/feedback.tsx';
import { Modal } from '@dwell/ui/components/modal.tsx';
import { toast } from '@dwell/ui/lib/toast.ts';
import { useState } from 'react';
import type { CustomerAccount } from '../api/get-customer-accounts.ts';
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
  const [intoId, setIntoId] = useState('');
  const [key] = useState(() => crypto.randomUUID());
  const merge = useMergeCustomers();
  const keep = others.find((c) => c.id === intoId);
  const confirm = () => {
    if (!keep || merge.isPending) return;
    merge.mutate(
      { duplicateId: duplicate.id, intoId: keep.id, key },
      {
        onSuccess: () => {
          toast('success', `${duplicate.name} merged into ${keep.name}`);
          onClose();
        },
      },
    );
  };
  return (
    <Modal title={`Merge ${duplicate.name}`} role="alertdialog" onClose={merge.isPending ? undefined : onClose}>
      <div className="stack">
        <div className="field">
          <label htmlFor="merge-into">Keep this customer</label>
          <select
            id="merge-into"
            className="select"
            value={intoId}
            onChange={(e) => setIntoId(e.target.value)}
            disabled={merge.isPending}
          >
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
        {merge.isError ? <Banner tone="error">{merge.error.message}</Banner> : null}
        <div className="row" style={{ justifyContent: 'flex-end' }}>
          <button type="button" className="btn" onClick={onClose} disabled={merge.isPending}>
            Cancel
          </button>
          <button type="button" className="btn btn-danger" onClick={confirm} disabled={!keep || merge.isPending}>
            {merge.isPending ? 'Merging...' : 'Merge customers'}
          </button>
        </div>
      </div>
    </Modal>
  );
}
