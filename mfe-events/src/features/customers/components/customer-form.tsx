import {
  CUSTOMER_KIND_LABELS,
  CUSTOMER_KINDS,
  CUSTOMER_MESSAGES,
  type CustomerKind,
  customerSchema,
  DEFAULT_PAYMENT_TERMS_DAYS,
  MAX_PAYMENT_TERMS_DAYS,
} from '@dwell/core/schemas/customers';
import { Banner } from '@dwell/ui/components/feedback.tsx';
import { Field } from '@dwell/ui/components/field.tsx';
import { Modal } from '@dwell/ui/components/modal.tsx';
import { ApiClientError } from '@dwell/ui/lib/api-client.ts';
import { apiFieldErrors, fieldErrors } from '@dwell/ui/lib/form.ts';
import { toast } from '@dwell/ui/lib/toast.ts';
import { type FormEvent, useState } from 'react';
import { useCreateCustomer } from '../api/create-customer.ts';
import type { CustomerAccount } from '../api/get-customer-accounts.ts';
import { useUpdateCustomer } from '../api/update-customer.ts';
import { ContactsEditor } from './contacts-editor.tsx';

/** What the form holds: the terms as typed, so a half-typed number can be corrected rather than lost. */
function draftOf(customer: CustomerAccount | null) {
  return {
    name: customer?.name ?? '',
    kind: customer?.kind ?? ('shipper' as CustomerKind),
    contacts: customer?.contacts ?? [{ name: '', email: '' }],
    billingAddress: customer?.billingAddress ?? '',
    terms: String(customer?.paymentTermsDays ?? DEFAULT_PAYMENT_TERMS_DAYS),
  };
}
type Draft = ReturnType<typeof draftOf>;

const toInput = (draft: Draft) => ({
  name: draft.name,
  kind: draft.kind,
  contacts: draft.contacts,
  billingAddress: draft.billingAddress,
  paymentTermsDays: draft.terms.trim() === '' ? Number.NaN : Number(draft.terms),
});

/** Adds a customer, or edits one: name, kind, billing contacts, billing address and payment terms. */
export function CustomerForm({ customer, onClose }: { customer: CustomerAccount | null; onClose: () => void }) {
  const [draft, setDraft] = useState(() => draftOf(customer));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [key] = useState(() => crypto.randomUUID());
  const create = useCreateCustomer();
  const update = useUpdateCustomer();
  const busy = create.isPending || update.isPending;
  const set = (field: keyof Draft) => (e: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [field]: e.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    // Rows left completely empty are dropped rather than refused (so errors point at the rows shown).
    const filled = { ...draft, contacts: draft.contacts.filter((c) => c.name.trim() || c.email.trim()) };
    setDraft(filled);
    const input = toInput(filled);
    const found = fieldErrors(customerSchema, input);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    const parsed = customerSchema.parse(input);
    try {
      if (customer)
        await update.mutateAsync({ id: customer.id, patch: { ...parsed, contacts: parsed.contacts ?? [] } });
      else await create.mutateAsync({ customer: parsed, key });
      toast('success', customer ? 'Customer saved' : 'Customer added');
      onClose();
    } catch (error) {
      if (!(error instanceof ApiClientError)) return setFailure('The customer could not be saved. Please try again.');
      if (error.code === 'duplicate') return setErrors({ name: CUSTOMER_MESSAGES.duplicate });
      const byField = apiFieldErrors(error.details);
      if (Object.keys(byField).length > 0) setErrors(byField);
      else setFailure(error.message);
    }
  };

  return (
    <Modal title={customer ? `Edit ${customer.name}` : 'Add customer'} onClose={busy ? undefined : onClose}>
      <form className="form customer-form" onSubmit={submit} noValidate aria-label="Customer">
        <Field label="Name" error={errors.name}>
          {(a11y) => <input {...a11y} className="input" value={draft.name} onChange={set('name')} disabled={busy} />}
        </Field>
        <Field label="Kind" error={errors.kind}>
          {(a11y) => (
            <select {...a11y} className="select" value={draft.kind} onChange={set('kind')} disabled={busy}>
              {CUSTOMER_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {CUSTOMER_KIND_LABELS[kind]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <ContactsEditor
          contacts={draft.contacts}
          errors={errors}
          disabled={busy}
          onChange={(contacts) => setDraft((d) => ({ ...d, contacts }))}
        />
        <Field label="Billing address" error={errors.billingAddress} hint="Where claims to this customer are billed.">
          {(a11y) => (
            <textarea
              {...a11y}
              className="textarea"
              rows={3}
              value={draft.billingAddress}
              onChange={set('billingAddress')}
              disabled={busy}
            />
          )}
        </Field>
        <Field
          label="Payment terms (days)"
          error={errors.paymentTermsDays}
          hint={`Days they have to pay a claim, 0 to ${MAX_PAYMENT_TERMS_DAYS} (30 = net 30).`}
        >
          {(a11y) => (
            <input
              {...a11y}
              className="input customer-terms"
              inputMode="numeric"
              value={draft.terms}
              onChange={set('terms')}
              disabled={busy}
            />
          )}
        </Field>
        {failure ? <Banner tone="error">{failure}</Banner> : null}
        <div className="row" style={{ justifyContent: 'flex-end' }}>
          <button type="button" className="btn" onClick={onClose} disabled={busy}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? 'Saving...' : customer ? 'Save customer' : 'Add customer'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
