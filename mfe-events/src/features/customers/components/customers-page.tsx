import { ConfirmDialog } from '@dwell/ui/components/confirm-dialog.tsx';
import { Banner, EmptyState, Skeleton } from '@dwell/ui/components/feedback.tsx';
import { Link, navigate, useQuery as useAddress } from '@dwell/ui/lib/router.tsx';
import type { ScreenProps } from '@dwell/ui/lib/screen.ts';
import { toast } from '@dwell/ui/lib/toast.ts';
import { useState } from 'react';
import { useDeleteCustomer } from '../api/delete-customer.ts';
import { type CustomerAccount, useCustomerAccounts } from '../../../shared/api/get-customer-accounts.ts';
import { CustomerCard } from './customer-card.tsx';
import { CustomerForm } from './customer-form.tsx';
import { MergeDialog } from './merge-dialog.tsx';

type Dialog = { kind: 'add' } | { kind: 'merge' | 'delete'; customer: CustomerAccount } | null;

/**
 * /events/customers (carrier admins): the shippers, receivers and brokers that pay detention, with their
 * billing contacts, address and payment terms; duplicates are merged here. ?customer=<id> opens one.
 */
export function CustomersPage({ session }: ScreenProps) {
  const isAdmin = session.user.role === 'carrier_admin';
  const accounts = useCustomerAccounts(isAdmin);
  const address = useAddress();
  const editing = address.get('customer');
  const [dialog, setDialog] = useState<Dialog>(null);
  const [search, setSearch] = useState('');
  const remove = useDeleteCustomer();
  if (!isAdmin)
    return (
      <div className="page">
        <Banner tone="info">Customers are managed by your company admin.</Banner>
      </div>
    );
  const all = accounts.data?.customers ?? [];
  const needle = search.trim().toLowerCase();
  const shown = needle
    ? all.filter((c) => [c.name, ...c.aliases].some((name) => name.toLowerCase().includes(needle)))
    : all;
  const open = (id: string | null) => navigate(`/events/customers${id ? `?customer=${id}` : ''}`, { replace: true });
  const edited = editing ? all.find((c) => c.id === editing) : undefined;
  const confirmDelete = (customer: CustomerAccount) =>
    remove.mutate(customer.id, {
      onSuccess: () => {
        toast('success', `${customer.name} deleted`);
        setDialog(null);
      },
    });

  return (
    <div className="page stack-lg">
      <header className="page-header">
        <div>
          <h1>Customers</h1>
          <p className="muted">
            The shippers, receivers and brokers who pay detention: where their claims go and how long they have to pay.
            Merge the duplicates drivers typed twice.
          </p>
        </div>
        <div className="row">
          <Link to="/events/policies" className="btn btn-ghost">
            Detention policies
          </Link>
          <button type="button" className="btn btn-primary" onClick={() => setDialog({ kind: 'add' })}>
            Add customer
          </button>
        </div>
      </header>
      <div className="field customer-search">
        <label htmlFor="customer-search">Search customers</label>
        <input
          id="customer-search"
          className="input"
          type="search"
          value={search}
          placeholder="Name or alias"
          onChange={(e) => setSearch(e.target.value)}
        />
      </div>
      {accounts.isPending ? <Skeleton rows={5} height={64} /> : null}
      {accounts.isError ? <Banner tone="error">{accounts.error.message}</Banner> : null}
      {accounts.data && all.length === 0 ? (
        <EmptyState title="No customers yet" hint="Add one, or log an event: its shipper/receiver becomes one." />
      ) : null}
      {accounts.data && all.length > 0 && shown.length === 0 ? (
        <EmptyState title="No customer matches" hint="Try another name." />
      ) : null}
      <ul className="customer-list" aria-label="Customers">
        {shown.map((customer) => (
          <CustomerCard
            key={customer.id}
            customer={customer}
            onEdit={() => open(customer.id)}
            onMerge={all.length > 1 ? () => setDialog({ kind: 'merge', customer }) : null}
            onDelete={
              customer.eventCount + customer.claimCount === 0 ? () => setDialog({ kind: 'delete', customer }) : null
            }
          />
        ))}
      </ul>
      {dialog?.kind === 'add' ? <CustomerForm customer={null} onClose={() => setDialog(null)} /> : null}
      {edited ? <CustomerForm key={edited.id} customer={edited} onClose={() => open(null)} /> : null}
      {dialog?.kind === 'merge' ? (
        <MergeDialog duplicate={dialog.customer} customers={all} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <ConfirmDialog
          title={`Delete ${dialog.customer.name}?`}
          confirmLabel={remove.isPending ? 'Deleting...' : 'Delete customer'}
          busy={remove.isPending}
          onConfirm={() => confirmDelete(dialog.customer)}
          onCancel={() => setDialog(null)}
        >
          <p>No event or claim refers to it. Its billing contacts are deleted with it.</p>
          {remove.isError ? <Banner tone="error">{remove.error.message}</Banner> : null}
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
