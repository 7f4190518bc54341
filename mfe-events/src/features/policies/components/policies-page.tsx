import type { DetentionPolicy } from '@dwell/core/detention';
import { Banner, Skeleton } from '@dwell/ui/components/feedback.tsx';
import type { ScreenProps } from '@dwell/ui/lib/screen.ts';
import { toast } from '@dwell/ui/lib/toast.ts';
import { useState } from 'react';
import { useCustomers, useFacilities } from '../../../lib/lookups.ts';
import { usePolicies, usePolicyActions } from '../api/use-policies.ts';
import { describeOverride, draftOf, PolicyFields, policyOf } from './policy-fields.tsx';

type Scope = 'customers' | 'facilities';

/** /events/policies: the company default, overrides per customer and facility, and claim reminders. */
export function PoliciesPage({ session }: ScreenProps) {
  const policies = usePolicies();
  const canEdit = session.user.role === 'carrier_admin';
  if (policies.isPending)
    return (
      <div className="page">
        <Skeleton rows={6} />
      </div>
    );
  if (policies.isError)
    return (
      <div className="page">
        <Banner tone="error">{policies.error.message}</Banner>
      </div>
    );
  const data = policies.data;
  return (
    <div className="page stack-lg">
      <header className="page-header">
        <div>
          <h1>Detention policies</h1>
          <p className="muted">
            The company default applies unless a customer's or a facility's override says otherwise (facility wins). A
            changed free time applies to new stops; rates, increments and caps apply to every unclaimed stop.
          </p>
        </div>
      </header>
      {canEdit ? null : <Banner tone="info">Only your company admin can change policies.</Banner>}
      <CompanyDefault policy={data.company} canEdit={canEdit} key={JSON.stringify(data.company)} />
      <Overrides scope="customers" title="Customer overrides" rows={data.customers} canEdit={canEdit} />
      <Overrides scope="facilities" title="Facility overrides" rows={data.facilities} canEdit={canEdit} />
      <Reminder days={data.claimSettings.reminderDays} canEdit={canEdit} key={data.claimSettings.reminderDays} />
    </div>
  );
}

function CompanyDefault({ policy, canEdit }: { policy: DetentionPolicy; canEdit: boolean }) {
  const [draft, setDraft] = useState(() => draftOf(policy));
  const { saveCompany } = usePolicyActions();
  return (
    <form
      className="card stack"
      aria-labelledby="company-policy"
      onSubmit={(e) => {
        e.preventDefault();
        saveCompany.mutate(
          { ...policy, ...policyOf(draft) },
          { onSuccess: () => toast('success', 'Company policy saved') },
        );
      }}
    >
      <h2 id="company-policy">Company default</h2>
      <PolicyFields draft={draft} onChange={setDraft} partial={false} disabled={!canEdit} idPrefix="company" />
      {saveCompany.isError ? <Banner tone="error">{saveCompany.error.message}</Banner> : null}
      {canEdit ? (
        <button type="submit" className="btn btn-primary" disabled={saveCompany.isPending}>
          Save default
        </button>
      ) : null}
    </form>
  );
}

interface OverrideRow {
  id: string;
  name: string;
  override: Partial<DetentionPolicy>;
}

function Overrides({
  scope,
  title,
  rows,
  canEdit,
}: {
  scope: Scope;
  title: string;
  rows: OverrideRow[];
  canEdit: boolean;
}) {
  const facilities = useFacilities();
  const customers = useCustomers();
  const targets =
    scope === 'customers'
      ? (customers.data?.customers ?? []).map((c) => ({ id: c.id, name: c.name }))
      : (facilities.data?.facilities ?? []).map((f) => ({ id: f.id, name: f.name }));
  const [targetId, setTargetId] = useState('');
  const [draft, setDraft] = useState(() => draftOf({}));
  const { saveOverride, removeOverride } = usePolicyActions();
  const edit = (row: OverrideRow) => {
    setTargetId(row.id);
    setDraft(draftOf(row.override));
  };
  return (
    <section className="card stack" aria-labelledby={`${scope}-title`}>
      <h2 id={`${scope}-title`}>{title}</h2>
      {rows.length === 0 ? <p className="muted small">None: the company default applies.</p> : null}
      <ul className="stack">
        {rows.map((row) => (
          <li key={row.id} className="row-between">
            <span>
              <strong>{row.name}</strong> <span className="small muted">{describeOverride(row.override)}</span>
            </span>
            {canEdit ? (
              <span className="row">
                <button type="button" className="btn btn-sm" onClick={() => edit(row)}>
                  Edit
                </button>
                <button
                  type="button"
                  className="btn btn-ghost btn-sm"
                  onClick={() => removeOverride.mutate({ scope, id: row.id })}
                >
                  Remove
                </button>
              </span>
            ) : null}
          </li>
        ))}
      </ul>
      {canEdit ? (
        <form
          className="stack"
          onSubmit={(e) => {
            e.preventDefault();
            if (!targetId) return;
            saveOverride.mutate(
              { scope, id: targetId, override: policyOf(draft) },
              {
                onSuccess: () => {
                  toast('success', 'Override saved');
                  setTargetId('');
                  setDraft(draftOf({}));
                },
              },
            );
          }}
        >
          <div className="field">
            <label htmlFor={`${scope}-target`}>{scope === 'customers' ? 'Customer' : 'Facility'}</label>
            <select
              id={`${scope}-target`}
              className="select"
              value={targetId}
              onChange={(e) => setTargetId(e.target.value)}
            >
              <option value="">Choose…</option>
              {targets.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.name}
                </option>
              ))}
            </select>
          </div>
          <PolicyFields draft={draft} onChange={setDraft} partial disabled={!targetId} idPrefix={scope} />
          {saveOverride.isError ? <Banner tone="error">{saveOverride.error.message}</Banner> : null}
          <button type="submit" className="btn" disabled={!targetId || saveOverride.isPending}>
            Save override
          </button>
        </form>
      ) : null}
    </section>
  );
}

function Reminder({ days, canEdit }: { days: number; canEdit: boolean }) {
  const [value, setValue] = useState(String(days));
  const { saveReminder } = usePolicyActions();
  return (
    <form
      className="card stack"
      aria-labelledby="reminders"
      onSubmit={(e) => {
        e.preventDefault();
        saveReminder.mutate(Number(value), { onSuccess: () => toast('success', 'Reminder saved') });
      }}
    >
      <h2 id="reminders">Claim reminders</h2>
      <div className="row">
        <label htmlFor="reminder-days">Remind when a sent claim is unpaid after</label>
        <input
          id="reminder-days"
          className="input input-inline"
          inputMode="numeric"
          value={value}
          disabled={!canEdit}
          onChange={(e) => setValue(e.target.value)}
        />
        <span>days</span>
      </div>
      {saveReminder.isError ? <Banner tone="error">{saveReminder.error.message}</Banner> : null}
      {canEdit ? (
        <button type="submit" className="btn" disabled={saveReminder.isPending}>
          Save reminder
        </button>
      ) : null}
    </form>
  );
}
