import { formatDollars, formatMoney, parseDollars } from '@dwell/core/format';
import {
  carrierReplySchema,
  PAYER_MESSAGES,
  PAYER_TEXT_MAX,
  REPLY_RESOLUTION_LABELS,
  REPLY_RESOLUTIONS,
  type ReplyResolution,
} from '@dwell/core/schemas/payer';
import { Banner } from '@dwell/ui/components/feedback.tsx';
import { Field } from '@dwell/ui/components/field.tsx';
import { Modal } from '@dwell/ui/components/modal.tsx';
import { useForm } from '@dwell/ui/lib/form.ts';
import { useIntent } from '@dwell/ui/lib/intent.ts';
import { toast } from '@dwell/ui/lib/toast.ts';
import { useState } from 'react';
import type { ClaimDetail } from './api/get-claim.ts';
import { useReplyToPayer } from './api/reply-to-payer.ts';
import { DialogButtons, messageOf } from './reason-dialog.tsx';
import { ReplyDocuments } from './reply-documents.tsx';

type Claim = ClaimDetail['claim'];
type ReplyValues = { message: string; documentIds: string[]; resolution: ReplyResolution; amount: string };

/** The dialog's values as core's carrierReplySchema reads them (the API checks the same). */
const toInput = (v: ReplyValues) => ({
  message: v.message,
  documentIds: v.documentIds,
  resolution: v.resolution,
  amountCents: v.resolution === 'revise' && v.amount.trim() ? (parseDollars(v.amount) ?? Number.NaN) : null,
});

/** A revised amount must lower the claim and still cover what was received: the API refuses others alike. */
function checkAmount(v: ReplyValues, claim: Claim): Record<string, string> {
  if (v.resolution !== 'revise') return {};
  const cents = parseDollars(v.amount);
  if (cents === null) return {};
  return cents >= claim.amountCents || cents < Math.max(1, claim.receivedCents)
    ? { amount: PAYER_MESSAGES.amountInvalid }
    : {};
}

/** A resolution's label; accepting names the payer's counter-offer. */
const resolutionLabel = (r: ReplyResolution, counterAmountCents: number | null) =>
  r === 'accept' && counterAmountCents !== null
    ? `${REPLY_RESOLUTION_LABELS.accept} (${formatMoney(counterAmountCents)})`
    : REPLY_RESOLUTION_LABELS[r];

interface ReplyDialogProps {
  claim: Claim;
  /** The counter-offer of the dispute being answered; accepting is offered only when there is one. */
  counterAmountCents: number | null;
  onClose: () => void;
}

/** The carrier's reply to the payer: a note, evidence of the stop to point to, and how it settles the claim. */
export function ReplyDialog({ claim, counterAmountCents, onClose }: ReplyDialogProps) {
  const reply = useReplyToPayer(claim.eventId);
  const intent = useIntent();
  const [uploading, setUploading] = useState(false);
  const form = useForm({
    schema: carrierReplySchema,
    initial: { message: '', documentIds: [], resolution: 'answer', amount: '' } as ReplyValues,
    toInput,
    fieldOf: { amountCents: 'amount' },
    check: (v) => checkAmount(v, claim),
  });
  const submit = form.onSubmit(async (input) => {
    const sent = await intent.run((key) => reply.mutateAsync({ id: claim.id, reply: input, key }));
    if (sent === undefined) return;
    toast('success', 'Reply sent', `The payer of claim ${claim.number} is emailed your reply.`);
    onClose();
  }, messageOf);
  const busy = form.busy || intent.pending;
  const choices = REPLY_RESOLUTIONS.filter((r) => r !== 'accept' || counterAmountCents !== null);
  const documentsError = Object.entries(form.errors).find(([path]) => path.startsWith('documentIds'))?.[1];
  return (
    <Modal title={`Reply to the payer on claim ${claim.number}`} onClose={busy || uploading ? undefined : onClose}>
      <form className="stack" onSubmit={submit} noValidate aria-label="Reply to payer">
        {form.failure ? <Banner tone="error">{form.failure}</Banner> : null}
        <Field label="Your reply" error={form.errors.message} hint="Emailed to the payer with a link to the claim.">
          {(control) => (
            <textarea
              {...control}
              className="textarea"
              rows={4}
              maxLength={PAYER_TEXT_MAX.message}
              {...form.text('message')}
              disabled={busy}
            />
          )}
        </Field>
        <ReplyDocuments
          eventId={claim.eventId}
          selected={form.values.documentIds}
          onChange={(ids) => form.set('documentIds', ids)}
          onUploading={setUploading}
          disabled={busy}
          error={documentsError}
        />
        <fieldset className="reply-resolution stack" disabled={busy}>
          <legend>How does this settle the claim?</legend>
          {choices.map((r) => (
            <label key={r} className="choice">
              <input
                type="radio"
                name="resolution"
                value={r}
                checked={form.values.resolution === r}
                onChange={() => form.set('resolution', r)}
              />
              <span>{resolutionLabel(r, counterAmountCents)}</span>
            </label>
          ))}
        </fieldset>
        {form.values.resolution === 'revise' ? (
          <Field
            label="Revised amount ($)"
            error={form.errors.amount}
            hint={`Now ${formatMoney(claim.amountCents)}; received so far ${formatMoney(claim.receivedCents)}.`}
          >
            {(control) => (
              <input
                {...control}
                className="input"
                inputMode="decimal"
                placeholder={formatDollars(claim.amountCents)}
                {...form.text('amount')}
                disabled={busy}
              />
            )}
          </Field>
        ) : null}
        <DialogButtons
          label="Send reply"
          busy={busy || uploading}
          danger={form.values.resolution === 'waive'}
          onCancel={onClose}
        />
      </form>
    </Modal>
  );
}
