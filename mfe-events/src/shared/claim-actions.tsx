import {
  acceptsPayments,
  CLAIM_STATUS_LABELS,
  claimStatusSchema,
  nextStatuses,
  reopenClaimSchema,
} from '@dwell/core/schemas/claims';
import { ConfirmDialog } from '@dwell/ui/components/confirm-dialog.tsx';
import { useIntent } from '@dwell/ui/lib/intent.ts';
import { toast } from '@dwell/ui/lib/toast.ts';
import { useState } from 'react';
import type { ClaimDetail } from './api/get-claim.ts';
import { useRecordPayment } from './api/record-payment.ts';
import { useReopenClaim } from './api/reopen-claim.ts';
import { useSetClaimStatus } from './api/set-claim-status.ts';
import { PaymentDialog } from './payment-dialog.tsx';
import { ReasonDialog } from './reason-dialog.tsx';
import { SendClaimDialog } from './send-claim-dialog.tsx';

type Claim = ClaimDetail['claim'];
type Open = null | 'email' | 'sent' | 'disputed' | 'waived' | 'reopen' | { payCents: number | null };

const done = (what: string) => () => toast('success', what);
const failed = (error: Error) => toast('error', 'Claim not updated', error.message);

/**
 * Marking sent by hand: a draft sent outside Dwell (its invoice is fixed, said plainly before it happens), or a
 * dispute settled outside Dwell.
 */
function MarkSentDialog({ claim, evidence, onClose }: { claim: Claim; evidence: number; onClose: () => void }) {
  const setStatus = useSetClaimStatus(claim.eventId);
  const intent = useIntent();
  const send = () =>
    void intent
      .run((key) => setStatus.mutateAsync({ id: claim.id, status: 'sent', note: null, key }))
      .then((answer) => {
        if (answer === undefined) return;
        done(`Claim ${claim.number} marked sent`)();
        onClose();
      })
      .catch(failed);
  return (
    <ConfirmDialog
      title={`Mark claim ${claim.number} as sent?`}
      confirmLabel="Mark as sent"
      tone="primary"
      busy={intent.pending}
      onConfirm={send}
      onCancel={onClose}
    >
      {claim.status === 'draft' ? (
        <p>
          For a claim you sent outside Dwell: nothing is emailed and the payer gets no link. The invoice is fixed as it
          is now, listing {evidence} evidence {evidence === 1 ? 'file' : 'files'}. Later changes to the evidence or the
          policies do not change it, and its evidence can no longer be deleted.
        </p>
      ) : (
        <p>
          For a dispute settled outside Dwell: the claim goes back to sent as it stands and is chased until paid.
          Nothing is emailed.
        </p>
      )}
    </ConfirmDialog>
  );
}

/**
 * The claim's buttons: send to the payer (or resend), mark sent by hand, dispute, waive, reopen and record
 * payments, each asking what it needs first.
 */
export function ClaimActions({ detail, canSeeContacts }: { detail: ClaimDetail; canSeeContacts: boolean }) {
  const { claim: c, evidence } = detail;
  const setStatus = useSetClaimStatus(c.eventId);
  const reopen = useReopenClaim(c.eventId);
  const pay = useRecordPayment(c.eventId);
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  // A claim that went out and is still owed takes money and can be emailed to its payer again.
  const owed = acceptsPayments(c.status);
  // Dwell emailed the payer before (a send, or a reply, which carries a link too): sending again is a resend.
  const emailed = detail.payerLink !== null || detail.history.some((entry) => entry.action === 'claim_sent');
  const moves = nextStatuses(c.status);
  return (
    <>
      <div className="row claim-actions">
        {c.status === 'draft' ? (
          <button type="button" className="btn btn-primary" onClick={() => setOpen('email')}>
            Send claim
          </button>
        ) : null}
        {moves.includes('sent') ? (
          <button type="button" className="btn" onClick={() => setOpen('sent')}>
            Mark as sent
          </button>
        ) : null}
        {moves.includes('disputed') ? (
          <button type="button" className="btn" onClick={() => setOpen('disputed')}>
            Mark disputed
          </button>
        ) : null}
        {owed && c.balanceCents > 0 ? (
          <>
            <button type="button" className="btn btn-primary" onClick={() => setOpen({ payCents: c.balanceCents })}>
              Mark paid
            </button>
            <button type="button" className="btn" onClick={() => setOpen({ payCents: null })}>
              Record payment
            </button>
          </>
        ) : null}
        {owed ? (
          <button type="button" className="btn" onClick={() => setOpen('email')}>
            {emailed ? 'Resend' : 'Send to payer'}
          </button>
        ) : null}
        {moves.includes('waived') ? (
          <button type="button" className="btn btn-ghost" onClick={() => setOpen('waived')}>
            Waive
          </button>
        ) : null}
        {c.status === 'waived' ? (
          <button type="button" className="btn" onClick={() => setOpen('reopen')}>
            Reopen
          </button>
        ) : null}
      </div>
      {open === 'email' ? (
        <SendClaimDialog
          claim={c}
          evidence={evidence.length}
          emailed={emailed}
          canSeeContacts={canSeeContacts}
          onClose={close}
        />
      ) : null}
      {open === 'sent' ? <MarkSentDialog claim={c} evidence={evidence.length} onClose={close} /> : null}
      {open === 'disputed' || open === 'waived' ? (
        <ReasonDialog
          title={open === 'waived' ? `Waive claim ${c.number}?` : `Mark claim ${c.number} disputed?`}
          confirmLabel={open === 'waived' ? 'Waive claim' : 'Mark disputed'}
          schema={claimStatusSchema}
          input={(note) => ({ status: open, note: note || null })}
          danger={open === 'waived'}
          onSubmit={(note, key) =>
            setStatus
              .mutateAsync({ id: c.id, status: open, note, key })
              .then(done(`Claim ${CLAIM_STATUS_LABELS[open].toLowerCase()}`))
          }
          onClose={close}
        >
          <p>
            {open === 'waived'
              ? 'Waiving writes off what is still owed: the claim stops being chased. It can be reopened later.'
              : 'The claim stays open while you settle the dispute with the customer.'}
          </p>
        </ReasonDialog>
      ) : null}
      {open === 'reopen' ? (
        <ReasonDialog
          title={`Reopen claim ${c.number}?`}
          confirmLabel="Reopen claim"
          schema={reopenClaimSchema}
          input={(reason) => ({ reason })}
          onSubmit={(reason, key) =>
            reopen.mutateAsync({ id: c.id, reason, key }).then(done(`Claim ${c.number} reopened`))
          }
          onClose={close}
        >
          <p>The claim goes back to where it was before it was waived, and is chased again.</p>
        </ReasonDialog>
      ) : null}
      {open !== null && typeof open === 'object' ? (
        <PaymentDialog
          number={c.number}
          balanceCents={c.balanceCents}
          initialCents={open.payCents}
          onSubmit={(payment, key) => pay.mutateAsync({ id: c.id, payment, key }).then(done('Payment recorded'))}
          onClose={close}
        />
      ) : null}
    </>
  );
}
