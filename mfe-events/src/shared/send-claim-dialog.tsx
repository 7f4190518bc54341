import { formatDate } from '@dwell/core/format';
import { fill } from '@dwell/core/messages';
import { PAYER_MESSAGES, PAYER_TEXT_MAX, sendClaimSchema } from '@dwell/core/schemas/payer';
import { Banner, Skeleton } from '@dwell/ui/components/feedback.tsx';
import { Field } from '@dwell/ui/components/field.tsx';
import { Modal } from '@dwell/ui/components/modal.tsx';
import { useForm } from '@dwell/ui/lib/form.ts';
import { useIntent } from '@dwell/ui/lib/intent.ts';
import { Link } from '@dwell/ui/lib/router.tsx';
import { toast } from '@dwell/ui/lib/toast.ts';
import { useCustomerAccounts } from './api/get-customer-accounts.ts';
import type { ClaimDetail } from './api/get-claim.ts';
import { useSendClaim } from './api/send-claim.ts';
import { DialogButtons } from './reason-dialog.tsx';
import { refusalOf } from './send-refusal.ts';

type Claim = ClaimDetail['claim'];

type Accounts = ReturnType<typeof useCustomerAccounts>;

/**
 * Who the claim goes to: the billing contacts of its customer. Only carrier admins may read them (the API
 * says so); others are told whose contacts get it.
 */
function Recipients({
  claim,
  canSeeContacts,
  accounts,
}: {
  claim: Claim;
  canSeeContacts: boolean;
  accounts: Accounts;
}) {
  if (claim.customerName === null) return <Banner tone="warning">{PAYER_MESSAGES.noCustomer}</Banner>;
  if (!canSeeContacts) {
    return (
      <p>It goes to the billing contacts of {claim.customerName}, which your company admin keeps under Customers.</p>
    );
  }
  if (accounts.isPending) return <Skeleton rows={2} />;
  if (accounts.isError) return <Banner tone="error">{accounts.error.message}</Banner>;
  const customer = customerOf(claim, accounts);
  if (!customer || customer.contacts.length === 0) {
    return (
      <Banner tone="warning">
        {fill(PAYER_MESSAGES.noContacts, { customer: claim.customerName })}{' '}
        <Link to="/events/customers">Open Customers</Link>
      </Banner>
    );
  }
  return (
    <div className="stack" style={{ gap: 4 }}>
      <span>To the billing contacts of {customer.name}:</span>
      <ul className="small" aria-label="Recipients">
        {customer.contacts.map((contact) => (
          <li key={contact.email}>
            {contact.name} · {contact.email}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The claim's customer among the company's customer accounts, once they are read. */
const customerOf = (claim: Claim, accounts: Accounts) =>
  accounts.data?.customers.find((c) => c.id === claim.customerId);

/** Toasts who got the claim, and warns about any address the email could not reach. */
function announce(claim: Claim, sent: { delivered: string[]; failed: { to: string; error: string }[] }) {
  toast('success', `Claim ${claim.number} sent`, `To ${sent.delivered.join(', ')}`);
  if (sent.failed.length > 0) {
    const missed = sent.failed.map((f) => `${f.to}: ${f.error}`).join('\n');
    toast('warning', 'Some billing contacts did not get it', missed, 10_000);
  }
}

interface SendClaimDialogProps {
  claim: Claim;
  evidence: number;
  /** Whether Dwell emailed it before (a claim marked sent by hand was not). */
  emailed: boolean;
  canSeeContacts: boolean;
  onClose: () => void;
}

/**
 * Emails the claim to its payer: the invoice PDF attached and a link to the claim's page, with an optional
 * note. A resend keeps the due date and replaces the earlier link. A refusal shows in the API's words.
 */
export function SendClaimDialog({ claim, evidence, emailed, canSeeContacts, onClose }: SendClaimDialogProps) {
  const send = useSendClaim(claim.eventId);
  const intent = useIntent();
  const accounts = useCustomerAccounts(canSeeContacts && claim.customerName !== null);
  // Nobody to send it to (no customer; a customer without billing contacts, as an admin sees): nothing to press.
  const nobody = claim.customerName === null || (accounts.isSuccess && !customerOf(claim, accounts)?.contacts.length);
  const after =
    claim.status === 'draft'
      ? `The invoice is fixed as it is now, listing ${evidence} evidence ${evidence === 1 ? 'file' : 'files'}, and it is due after the customer’s payment terms.`
      : [
          emailed ? 'The link sent before stops working.' : '',
          claim.dueAt === null ? '' : `The claim stays due ${formatDate(claim.dueAt)}.`,
        ].join(' ');
  const form = useForm({
    schema: sendClaimSchema,
    initial: { message: '' },
    toInput: (v) => ({ message: v.message.trim() || null }),
  });
  const submit = form.onSubmit(
    async ({ message }) => {
      const answer = await intent.run((key) => send.mutateAsync({ id: claim.id, message: message ?? null, key }));
      if (answer === undefined) return;
      announce(claim, answer);
      onClose();
    },
    refusalOf(canSeeContacts, claim.customerName),
  );
  const busy = form.busy || intent.pending;
  return (
    <Modal title={`${emailed ? 'Resend' : 'Send'} claim ${claim.number}`} onClose={busy ? undefined : onClose}>
      <form className="stack" onSubmit={submit} noValidate>
        <Recipients claim={claim} canSeeContacts={canSeeContacts} accounts={accounts} />
        <p className="small muted">
          The email carries the invoice PDF and a link to the claim’s page, where the payer sees the evidence and
          approves, disputes or asks a question. {after}
        </p>
        {form.failure ? <Banner tone="error">{form.failure}</Banner> : null}
        <Field label="Message (optional)" hint="Shown above the link in the email." error={form.errors.message}>
          {(control) => (
            <textarea
              {...control}
              className="textarea"
              rows={3}
              maxLength={PAYER_TEXT_MAX.message}
              {...form.text('message')}
              disabled={busy}
            />
          )}
        </Field>
        <DialogButtons
          label={emailed ? 'Resend claim' : 'Send claim'}
          busy={busy}
          blocked={nobody}
          onCancel={onClose}
        />
      </form>
    </Modal>
  );
}
