import { formatCount } from '@dwell/core/format';
import { CUSTOMER_KIND_LABELS } from '@dwell/core/schemas/customers';
import { remindersText } from '../reminder-days.ts';
import type { CustomerAccount } from '../../../shared/api/get-customer-accounts.ts';

interface CustomerCardProps {
  customer: CustomerAccount;
  onEdit: () => void;
  onMerge: (() => void) | null;
  onDelete: (() => void) | null;
}

/** One customer in the list: who it is, where its claims go, its terms and reminders, and what refers to it. */
export function CustomerCard({ customer, onEdit, onMerge, onDelete }: CustomerCardProps) {
  const [first, ...more] = customer.contacts;
  return (
    <li className="card card-tight customer-card" aria-label={customer.name}>
      <div className="customer-card-main">
        <div className="row customer-card-title">
          <h2 className="h-small">{customer.name}</h2>
          <span className="badge">{CUSTOMER_KIND_LABELS[customer.kind]}</span>
        </div>
        {customer.aliases.length > 0 ? (
          <p className="small muted">Also known as {customer.aliases.join(', ')}</p>
        ) : null}
        <dl className="customer-facts small">
          <dt>Billing</dt>
          <dd>
            {first ? (
              <>
                {first.name} · <a href={`mailto:${first.email}`}>{first.email}</a>
                {more.length > 0 ? ` and ${more.length} more` : ''}
              </>
            ) : (
              <span className="text-warning">No billing contact</span>
            )}
          </dd>
          <dt>Terms</dt>
          <dd>{customer.paymentTermsDays === 0 ? 'Due on receipt' : `Net ${customer.paymentTermsDays} days`}</dd>
          <dt>Reminders</dt>
          <dd>{remindersText(customer.reminderDays)}</dd>
          <dt>Address</dt>
          <dd className="customer-address">{customer.billingAddress ?? '—'}</dd>
          <dt>Stops</dt>
          <dd>
            {formatCount(customer.eventCount, 'event')} · {formatCount(customer.claimCount, 'claim')}
          </dd>
        </dl>
      </div>
      <div className="row customer-card-actions">
        <button type="button" className="btn btn-sm" onClick={onEdit} aria-label={`Edit ${customer.name}`}>
          Edit
        </button>
        {onMerge ? (
          <button type="button" className="btn btn-sm" onClick={onMerge} aria-label={`Merge ${customer.name}`}>
            Merge…
          </button>
        ) : null}
        {onDelete ? (
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            onClick={onDelete}
            aria-label={`Delete ${customer.name}`}
          >
            Delete
          </button>
        ) : null}
      </div>
    </li>
  );
}
