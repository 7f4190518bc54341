import { formatDate, formatDateTime } from '@dwell/core/format';
import { ConfirmDialog } from '@dwell/ui/components/confirm-dialog.tsx';
import { useIntent } from '@dwell/ui/lib/intent.ts';
import { toast } from '@dwell/ui/lib/toast.ts';
import { useState } from 'react';
import type { ClaimDetail } from './api/get-claim.ts';
import { useRevokePayerLink } from './api/revoke-link.ts';
import { messageOf } from './reason-dialog.tsx';

type Link = NonNullable<ClaimDetail['payerLink']>;

/** The link's state in one sentence: when it went out, whether the payer opened it, until when it works. */
export function payerLinkText(link: Link): string {
  const opened = link.lastOpenedAt === null ? 'not opened yet' : `opened ${formatDateTime(link.lastOpenedAt)}`;
  return `Payer link sent ${formatDateTime(link.sentAt)}, ${opened}, works until ${formatDate(link.expiresAt)}.`;
}

/**
 * The payer's link to the claim's page and the button that ends it (asked first: the payer loses the page
 * until the claim is sent again). A claim sent outside Dwell, or whose link was revoked, says it has none.
 */
export function PayerLink({ detail }: { detail: ClaimDetail }) {
  const { claim, payerLink } = detail;
  const revoke = useRevokePayerLink(claim.eventId);
  const intent = useIntent();
  const [asking, setAsking] = useState(false);
  if (claim.sentAt === null) return null;
  if (!payerLink)
    return (
      <p className="small muted" data-testid="payer-link">
        No payer link is active: send the claim again to give the payer one.
      </p>
    );
  const confirm = () =>
    void intent
      .run((key) => revoke.mutateAsync({ id: claim.id, key }))
      .then((answer) => {
        if (answer === undefined) return;
        toast('success', 'Payer link revoked', 'The link emailed to the payer no longer opens the claim.');
        setAsking(false);
      })
      .catch((error: unknown) => toast('error', 'Link not revoked', messageOf(error)));
  return (
    <div className="row-between payer-link" data-testid="payer-link">
      <span className="small">{payerLinkText(payerLink)}</span>
      <button type="button" className="btn btn-sm btn-ghost" onClick={() => setAsking(true)}>
        Revoke link
      </button>
      {asking ? (
        <ConfirmDialog
          title={`Revoke the payer’s link to claim ${claim.number}?`}
          confirmLabel="Revoke link"
          busy={intent.pending}
          onConfirm={confirm}
          onCancel={() => setAsking(false)}
        >
          <p>
            The link emailed to the payer stops working at once: they can no longer see the evidence or answer. Send the
            claim again to give them a new link.
          </p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
