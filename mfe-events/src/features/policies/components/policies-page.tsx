import { Banner, Skeleton } from '@dwell/ui/components/feedback.tsx';
import type { ScreenProps } from '@dwell/ui/lib/screen.ts';
import { usePolicies } from '../api/get-policies.ts';
import { CompanyPolicyForm } from './company-policy-form.tsx';
import { OverridesCard } from './overrides-card.tsx';
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
      <CompanyPolicyForm policy={data.company} canEdit={canEdit} key={JSON.stringify(data.company)} />
      <OverridesCard scope="customers" title="Customer overrides" rows={data.customers} canEdit={canEdit} />
      <OverridesCard scope="facilities" title="Facility overrides" rows={data.facilities} canEdit={canEdit} />
      <ReminderCard days={data.claimSettings.reminderDays} canEdit={canEdit} key={data.claimSettings.reminderDays} />
      <OpenStopsCard settings={data.openStops} canEdit={canEdit} key={JSON.stringify(data.openStops)} />
    </div>
  );
}
