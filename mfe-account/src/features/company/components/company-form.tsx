import { FLEET_SIZES } from '@dwell/core/constants';
import { stepCompleted } from '@dwell/core/messages';
import { ONBOARDING_STEPS } from '@dwell/core/onboarding';
import { type CompanyInput, companySchema, fleetSizeLabel } from '@dwell/core/schemas/profile';
import { Banner } from '@dwell/ui/components/feedback.tsx';
import { Field } from '@dwell/ui/components/field.tsx';
import { apiMessage, useForm } from '@dwell/ui/lib/form.ts';
import { announceSessionChange } from '@dwell/ui/lib/session-events.ts';
import { toast } from '@dwell/ui/lib/toast.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { type Company, COMPANY_KEY } from '../api/get-company.ts';
import { saveCompany } from '../api/save-company.ts';

type Values = Record<keyof CompanyInput, string>;

const TEXT_FIELDS: { key: Exclude<keyof Values, 'fleetSize' | 'timezone'>; label: string; autoComplete?: string }[] = [
  { key: 'name', label: 'Company name', autoComplete: 'organization' },
  { key: 'address', label: 'Address', autoComplete: 'street-address' },
  { key: 'phone', label: 'Phone', autoComplete: 'tel' },
  { key: 'dotNumber', label: 'USDOT number' },
  { key: 'mcNumber', label: 'MC number' },
];

const valuesOf = (c: Company): Values => ({
  name: c.name,
  fleetSize: c.fleetSize,
  address: c.address ?? '',
  phone: c.phone ?? '',
  dotNumber: c.dotNumber ?? '',
  mcNumber: c.mcNumber ?? '',
  timezone: c.timezone,
});

/** The zones this browser knows, with the company's own first added if the list lacks it (e.g. UTC). */
function zoneChoices(current: string): string[] {
  const known = Intl.supportedValuesOf('timeZone');
  return known.includes(current) ? known : [current, ...known];
}

/** Company information ('Company Information' step of docs/product.md#onboarding); read-only for everyone but company admins. */
export function CompanyForm({ company, canEdit }: { company: Company; canEdit: boolean }) {
  const queryClient = useQueryClient();
  const initial = useMemo(() => valuesOf(company), [company]);
  const form = useForm({ schema: companySchema, initial });
  const { reset } = form;
  useEffect(() => reset(initial), [initial, reset]);
  const disabled = !canEdit || form.busy;

  const submit = form.onSubmit(
    async (input) => {
      const answer = await saveCompany(input);
      queryClient.setQueryData(COMPANY_KEY, { company: answer.company, canEdit });
      void queryClient.invalidateQueries({ queryKey: ['account', 'onboarding'] });
      toast('success', answer.message);
      for (const id of answer.onboarding.justCompleted) {
        const step = ONBOARDING_STEPS.find((s) => s.id === id);
        if (step) toast('success', stepCompleted(step.title));
      }
      announceSessionChange();
    },
    (error) => {
      const message = apiMessage(error, 'The company could not be saved.');
      toast('error', 'Update Failed', message);
      return message;
    },
  );

  return (
    <form className="card form" onSubmit={submit} noValidate aria-labelledby="company-info-title">
      <h2 id="company-info-title">Company information</h2>
      {canEdit ? null : <p className="muted small">Only a company admin can change company information.</p>}
      {form.failure ? <Banner tone="error">{form.failure}</Banner> : null}
      <div className="form-grid">
        {TEXT_FIELDS.map(({ key, label, autoComplete }) => (
          <Field key={key} label={label} error={form.errors[key]}>
            {(a11y) => (
              <input {...a11y} className="input" autoComplete={autoComplete} {...form.text(key)} disabled={disabled} />
            )}
          </Field>
        ))}
        <Field
          label="Time zone"
          error={form.errors.timezone}
          hint="Dashboard periods and report days follow it, and stop times at facilities without a zone of their own."
        >
          {(a11y) => (
            <select {...a11y} className="select" {...form.text('timezone')} disabled={disabled}>
              {zoneChoices(form.values.timezone).map((zone) => (
                <option key={zone} value={zone}>
                  {zone.replaceAll('_', ' ')}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Fleet size" error={form.errors.fleetSize}>
          {(a11y) => (
            <select {...a11y} className="select" {...form.text('fleetSize')} disabled={disabled}>
              {FLEET_SIZES.map((band) => (
                <option key={band} value={band}>
                  {fleetSizeLabel(band)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      {canEdit ? (
        <div>
          <button type="submit" className="btn btn-primary" disabled={!form.dirty || form.busy}>
            {form.busy ? 'Saving...' : 'Save company'}
          </button>
        </div>
      ) : null}
    </form>
  );
}
