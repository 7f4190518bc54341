import { type BillingContact, MAX_BILLING_CONTACTS } from '@dwell/core/schemas/customers';

interface ContactsEditorProps {
  contacts: BillingContact[];
  errors: Record<string, string>;
  disabled: boolean;
  onChange: (contacts: BillingContact[]) => void;
}

/** The billing contacts of a customer: a name and an email per row, added and removed in place. */
export function ContactsEditor({ contacts, errors, disabled, onChange }: ContactsEditorProps) {
  const set = (index: number, field: keyof BillingContact, value: string) =>
    onChange(contacts.map((c, i) => (i === index ? { ...c, [field]: value } : c)));
  return (
    <fieldset className="stack customer-contacts">
      <legend className="label">Billing contacts</legend>
      {contacts.length === 0 ? (
        <p className="small muted">No billing contact yet: claims to this customer have no one to go to.</p>
      ) : null}
      {contacts.map((contact, index) => {
        const n = index + 1;
        const nameError = errors[`contacts.${index}.name`];
        const emailError = errors[`contacts.${index}.email`];
        return (
          // Contacts have no id until saved; their place in the list is what identifies them here.
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place and removed by position
          <div key={index} className="customer-contact-row">
            <div className="field">
              <label htmlFor={`contact-${n}-name`}>
                Name <span className="sr-only">of contact {n}</span>
              </label>
              <input
                id={`contact-${n}-name`}
                className="input"
                value={contact.name}
                autoComplete="off"
                aria-invalid={Boolean(nameError)}
                {...(nameError ? { 'aria-describedby': `contact-${n}-name-error` } : {})}
                disabled={disabled}
                onChange={(e) => set(index, 'name', e.target.value)}
              />
              {nameError ? (
                <span id={`contact-${n}-name-error`} className="field-error" role="alert">
                  {nameError}
                </span>
              ) : null}
            </div>
            <div className="field">
              <label htmlFor={`contact-${n}-email`}>
                Email <span className="sr-only">of contact {n}</span>
              </label>
              <input
                id={`contact-${n}-email`}
                className="input"
                type="email"
                value={contact.email}
                autoComplete="off"
                aria-invalid={Boolean(emailError)}
                {...(emailError ? { 'aria-describedby': `contact-${n}-email-error` } : {})}
                disabled={disabled}
                onChange={(e) => set(index, 'email', e.target.value)}
              />
              {emailError ? (
                <span id={`contact-${n}-email-error`} className="field-error" role="alert">
                  {emailError}
                </span>
              ) : null}
            </div>
            <button
              type="button"
              className="btn btn-ghost btn-sm"
              disabled={disabled}
              aria-label={`Remove contact ${n}`}
              onClick={() => onChange(contacts.filter((_, i) => i !== index))}
            >
              Remove
            </button>
          </div>
        );
      })}
      {errors.contacts ? <span className="field-error">{errors.contacts}</span> : null}
      <div>
        <button
          type="button"
          className="btn btn-sm"
          disabled={disabled || contacts.length >= MAX_BILLING_CONTACTS}
          onClick={() => onChange([...contacts, { name: '', email: '' }])}
        >
          Add contact
        </button>
      </div>
    </fieldset>
  );
}
