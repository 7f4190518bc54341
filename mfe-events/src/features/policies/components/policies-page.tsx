import type { DetentionPolicy } from '@dwell/core/detention';
import { Banner, Skeleton } from '@dwell/ui/components/feedback.tsx';
import type { ScreenProps } from '@dwell/ui/lib/screen.ts';
import { toast } from '@dwell/ui/lib/toast.ts';
import { useState } from 'react';
import { usePolicies } from '../api/get-policies.ts';
import { useSaveCompanyPolicy } from '../api/save-company-policy.ts';
import { OverridesCard } from './overrides-card.tsx';
import { draftOf, PolicyFields, policyOf } from './policy-fields.tsx';
import { OpenStopsCard } from './open-stops-card.tsx';
import { ReminderCard } from './reminder-card.tsx';

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
            changed free time applies to new stops; rates, increments and caps apply to stops still under way and to
            stops completed from now on. A completed or claimed stop keeps the price it was stored with, unless an admin
            re-prices it on its Billing tab (a claimed stop never).
          </p>
        </div>
      </header>
      {canEdit ? null : <Banner tone="info">Only your company admin can change policies.</Banner>}
      <CompanyDefault policy={data.company} canEdit={canEdit} key={JSON.stringify(data.company)} />
      <OverridesCard scope="customers" title="Customer overrides" rows={data.customers} canEdit={canEdit} />
      <OverridesCard scope="facilities" title="Facility overrides" rows={data.facilities} canEdit={canEdit} />
      <ReminderCard days={data.claimSettings.reminderDays} canEdit={canEdit} key={data.claimSettings.reminderDays} />
      <OpenStopsCard settings={data.openStops} canEdit={canEdit} key={JSON.stringify(data.openStops)} />
    </div>
  );
}

function CompanyDefault({ policy, canEdit }: { policy: DetentionPolicy; canEdit: boolean }) {
  const [draft, setDraft] = useState(() => draftOf(policy));
  const saveCompany = useSaveCompanyPolicy();
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
