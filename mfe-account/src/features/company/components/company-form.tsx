import { FLEET_SIZES } from '@dwell/core/constants';
import { stepCompleted } from '@dwell/core/messages';
import { ONBOARDING_STEPS } from '@dwell/core/onboarding';
import { type CompanyInput, companySchema, fleetSizeLabel } from '@dwell/core/schemas/profile';
import { Banner } from '@dwell/ui/components/feedback.tsx';
import { Field } from '@dwell/ui/components/field.tsx';
import { ApiClientError } from '@dwell/ui/lib/api-client.ts';
import { apiFieldErrors, fieldErrors } from '@dwell/ui/lib/form.ts';
import { announceSessionChange } from '@dwell/ui/lib/session-events.ts';
import { toast } from '@dwell/ui/lib/toast.ts';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
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

/** Company information ('Company Information' step of SPEC §2.8); read-only for everyone but company admins. */
export function CompanyForm({ company, canEdit }: { company: Company; canEdit: boolean }) {
  const queryClient = useQueryClient();
  const initial = useMemo(() => valuesOf(company), [company]);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => setValues(initial), [initial]);
  const dirty = (Object.keys(initial) as (keyof Values)[]).some((k) => values[k] !== initial[k]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = fieldErrors(companySchema, values);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      const answer = await saveCompany(companySchema.parse(values));
      queryClient.setQueryData(COMPANY_KEY, { company: answer.company, canEdit });
      void queryClient.invalidateQueries({ queryKey: ['account', 'onboarding'] });
      toast('success', answer.message);
      for (const id of answer.onboarding.justCompleted) {
        const step = ONBOARDING_STEPS.find((s) => s.id === id);
        if (step) toast('success', stepCompleted(step.title));
      }
      announceSessionChange();
    } catch (error) {
      const message = error instanceof ApiClientError ? error.message : 'The company could not be saved.';
      if (error instanceof ApiClientError) setErrors(apiFieldErrors(error.details));
      setFailure(message);
      toast('error', 'Update Failed', message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className="card form" onSubmit={submit} noValidate aria-labelledby="company-info-title">
      <h2 id="company-info-title">Company information</h2>
      {canEdit ? null : <p className="muted small">Only a company admin can change company information.</p>}
      {failure ? <Banner tone="error">{failure}</Banner> : null}
      <div className="form-grid">
        {TEXT_FIELDS.map(({ key, label, autoComplete }) => (
          <Field key={key} label={label} error={errors[key]}>
            {(a11y) => (
              <input
                {...a11y}
                className="input"
                autoComplete={autoComplete}
                value={values[key]}
                disabled={!canEdit || saving}
                onChange={(e) => setValues((v) => ({ ...v, [key]: e.target.value }))}
              />
            )}
          </Field>
        ))}
        <Field
          label="Time zone"
          error={errors.timezone}
          hint="Dashboard periods and report days follow it, and stop times at facilities without a zone of their own."
        >
          {(a11y) => (
            <select
              {...a11y}
              className="select"
              value={values.timezone}
              disabled={!canEdit || saving}
              onChange={(e) => setValues((v) => ({ ...v, timezone: e.target.value }))}
            >
              {zoneChoices(values.timezone).map((zone) => (
                <option key={zone} value={zone}>
                  {zone.replaceAll('_', ' ')}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Fleet size" error={errors.fleetSize}>
          {(a11y) => (
            <select
              {...a11y}
              className="select"
              value={values.fleetSize}
              disabled={!canEdit || saving}
              onChange={(e) => setValues((v) => ({ ...v, fleetSize: e.target.value }))}
            >
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
          <button type="submit" className="btn btn-primary" disabled={!dirty || saving}>
            {saving ? 'Saving...' : 'Save company'}
          </button>
        </div>
      ) : null}
    </form>
  );
}
