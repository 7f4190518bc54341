import {
  CUSTOMER_KIND_LABELS,
  CUSTOMER_KINDS,
  CUSTOMER_MESSAGES,
  type CustomerKind,
  type CustomerInput,
  customerSchema,
  DEFAULT_PAYMENT_TERMS_DAYS,
  DEFAULT_REMINDER_DAYS,
  MAX_PAYMENT_TERMS_DAYS,
} from '@dwell/core/schemas/customers';
import { Banner } from '@dwell/ui/components/feedback.tsx';
import { Field } from '@dwell/ui/components/field.tsx';
import { Modal } from '@dwell/ui/components/modal.tsx';
import { ApiClientError } from '@dwell/ui/lib/api-client.ts';
import { useForm } from '@dwell/ui/lib/form.ts';
import { toast } from '@dwell/ui/lib/toast.ts';
import { useState } from 'react';
import { useCreateCustomer } from '../api/create-customer.ts';
import type { CustomerAccount } from '../../../shared/api/get-customer-accounts.ts';
import { useUpdateCustomer } from '../api/update-customer.ts';
import { parseReminderDays } from '../reminder-days.ts';
import { ContactsEditor } from './contacts-editor.tsx';

/** What the form holds: terms and reminder days as typed, so a half-typed number can be corrected, not lost. */
function draftOf(customer: CustomerAccount | null) {
  return {
    name: customer?.name ?? '',
    kind: customer?.kind ?? ('shipper' as CustomerKind),
    contacts: customer?.contacts ?? [{ name: '', email: '' }],
    billingAddress: customer?.billingAddress ?? '',
    terms: String(customer?.paymentTermsDays ?? DEFAULT_PAYMENT_TERMS_DAYS),
    reminders: (customer?.reminderDays ?? DEFAULT_REMINDER_DAYS).join(', '),
  };
}
type Draft = ReturnType<typeof draftOf>;

const toInput = (draft: Draft) => ({
  name: draft.name,
  kind: draft.kind,
  contacts: draft.contacts,
  billingAddress: draft.billingAddress,
  paymentTermsDays: draft.terms.trim() === '' ? Number.NaN : Number(draft.terms),
  reminderDays: parseReminderDays(draft.reminders),
});

/**
 * Adds a customer, or edits one: name, kind, billing contacts, billing address, payment terms and the days
 * after the due date on which an unpaid claim's payer is reminded.
 */
export function CustomerForm({ customer, onClose }: { customer: CustomerAccount | null; onClose: () => void }) {
  const form = useForm({ schema: customerSchema, initial: draftOf(customer), toInput });
  const [key] = useState(() => crypto.randomUUID());
  const create = useCreateCustomer();
  const update = useUpdateCustomer();
  const busy = form.busy;
  const draft = form.values;
  // The schema names the one day it refuses (reminderDays.2): the message goes under the one input.
  const remindersError = Object.entries(form.errors).find(([path]) => path.startsWith('reminderDays'))?.[1];

  const send = async (parsed: CustomerInput) => {
    if (customer) await update.mutateAsync({ id: customer.id, patch: { ...parsed, contacts: parsed.contacts ?? [] } });
    else await create.mutateAsync({ customer: parsed, key });
    toast('success', customer ? 'Customer saved' : 'Customer added');
    onClose();
  };
  const refused = (error: unknown, byField: Record<string, string>) => {
    if (!(error instanceof ApiClientError)) return 'The customer could not be saved. Please try again.';
    if (error.code === 'duplicate') {
      form.setErrors({ name: CUSTOMER_MESSAGES.duplicate });
      return null;
    }
    return Object.keys(byField).length > 0 ? null : error.message;
  };
  const submit = form.onSubmit(send, refused);
  // Rows left completely empty are dropped rather than refused (so errors point at the rows shown).
  const dropEmptyContacts = () =>
    form.set(
      'contacts',
      draft.contacts.filter((c) => c.name.trim() || c.email.trim()),
    );

  return (
    <Modal title={customer ? `Edit ${customer.name}` : 'Add customer'} onClose={busy ? undefined : onClose}>
      <form
        className="form customer-form"
        onSubmit={(event) => {
          dropEmptyContacts();
          submit(event);
        }}
        noValidate
        aria-label="Customer"
      >
        <Field label="Name" error={form.errors.name}>
          {(a11y) => <input {...a11y} {...form.text('name')} className="input" disabled={busy} />}
        </Field>
        <Field label="Kind" error={form.errors.kind}>
          {(a11y) => (
            <select {...a11y} {...form.text('kind')} className="select" disabled={busy}>
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
          errors={form.errors}
          disabled={busy}
          onChange={(contacts) => form.set('contacts', contacts)}
        />
        <Field
          label="Billing address"
          error={form.errors.billingAddress}
          hint="Where claims to this customer are billed."
        >
          {(a11y) => (
            <textarea {...a11y} className="textarea" rows={3} {...form.text('billingAddress')} disabled={busy} />
          )}
        </Field>
        <Field
          label="Payment terms (days)"
          error={form.errors.paymentTermsDays}
          hint={`Days they have to pay a claim, 0 to ${MAX_PAYMENT_TERMS_DAYS} (30 = net 30).`}
        >
          {(a11y) => (
            <input
              {...a11y}
              className="input customer-terms"
              inputMode="numeric"
              {...form.text('terms')}
              disabled={busy}
            />
          )}
        </Field>
        <Field
          label="Payer reminders (days after due)"
          error={remindersError}
          hint="Unpaid claims are emailed to the payer again on these days after the due date, e.g. 7, 14, 30. Leave empty for none."
        >
          {(a11y) => (
            <input
              {...a11y}
              className="input customer-reminders"
              inputMode="numeric"
              {...form.text('reminders')}
              disabled={busy}
            />
          )}
        </Field>
        {form.failure ? <Banner tone="error">{form.failure}</Banner> : null}
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
