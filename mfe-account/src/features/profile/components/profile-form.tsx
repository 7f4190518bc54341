import { FLEET_SIZES } from '@dwell/core/constants';
import { DATA, stepCompleted } from '@dwell/core/messages';
import { ONBOARDING_STEPS } from '@dwell/core/onboarding';
import { fleetSizeLabel, type ProfileInput, profileSchema } from '@dwell/core/schemas/profile';
import { Banner } from '@dwell/ui/components/feedback.tsx';
import { Field } from '@dwell/ui/components/field.tsx';
import { ApiClientError } from '@dwell/ui/lib/api-client.ts';
import { apiFieldErrors, fieldErrors } from '@dwell/ui/lib/form.ts';
import { navigate } from '@dwell/ui/lib/router.tsx';
import { announceSessionChange } from '@dwell/ui/lib/session-events.ts';
import { toast } from '@dwell/ui/lib/toast.ts';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { type Profile, PROFILE_KEY } from '../api/get-profile.ts';
import { saveProfile } from '../api/save-profile.ts';

type Values = Record<keyof ProfileInput, string>;

const valuesOf = (p: Profile): Values => ({
  fullName: p.fullName ?? '',
  phoneNumber: p.phoneNumber ?? '',
  companyName: p.companyName,
  fleetSize: p.fleetSize,
});

const ADMIN_ONLY_HINT = 'Only a company admin can change this.';

/**
 * The profile form of SPEC §2.16: clean or dirty (Save Changes only when dirty), 'Saving...' while saving,
 * reset whenever the profile loads or changes. Unlike the SPEC, a failed save is shown to the user.
 */
export function ProfileForm({ profile, canEditCompany }: { profile: Profile; canEditCompany: boolean }) {
  const queryClient = useQueryClient();
  const initial = useMemo(() => valuesOf(profile), [profile]);
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    setValues(initial);
    setErrors({});
  }, [initial]);

  const dirty = (Object.keys(initial) as (keyof Values)[]).some((key) => values[key] !== initial[key]);
  const set = (key: keyof Values) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [key]: event.target.value }));
    setErrors(({ [key]: _, ...rest }) => rest);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = fieldErrors(profileSchema, values);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      const answer = await saveProfile(profileSchema.parse(values));
      queryClient.setQueryData(PROFILE_KEY, (old: { canEditCompany: boolean } | null | undefined) => ({
        canEditCompany: old?.canEditCompany ?? canEditCompany,
        profile: answer.profile,
      }));
      void queryClient.invalidateQueries({ queryKey: ['account', 'onboarding'] });
      toast('success', DATA.profileUpdated);
      for (const id of answer.onboarding.justCompleted) {
        const step = ONBOARDING_STEPS.find((s) => s.id === id);
        if (step) toast('success', stepCompleted(step.title));
      }
      announceSessionChange();
      navigate('/dashboard');
    } catch (error) {
      const message = error instanceof ApiClientError && error.status !== 0 ? error.message : DATA.profileUpdateFailed;
      if (error instanceof ApiClientError) setErrors(apiFieldErrors(error.details));
      setFailure(message);
      toast('error', DATA.updateFailedTitle, message);
    } finally {
      setSaving(false);
    }
  };

  const text = (
    key: keyof Values,
    label: string,
    options: { type?: string; autoComplete?: string; locked?: boolean } = {},
  ) => (
    <Field label={label} error={errors[key]} {...(options.locked ? { hint: ADMIN_ONLY_HINT } : {})}>
      {(a11y) => (
        <input
          {...a11y}
          className="input"
          type={options.type ?? 'text'}
          autoComplete={options.autoComplete}
          value={values[key]}
          onChange={set(key)}
          disabled={saving || options.locked}
        />
      )}
    </Field>
  );

  return (
    <form className="card form" onSubmit={submit} noValidate aria-label="Profile">
      {failure ? (
        <Banner tone="error" title={DATA.updateFailedTitle}>
          {failure}
        </Banner>
      ) : null}
      <div className="form-grid">
        {text('fullName', 'Full Name', { autoComplete: 'name' })}
        {text('phoneNumber', 'Phone Number', { type: 'tel', autoComplete: 'tel' })}
        {text('companyName', 'Company Name', { autoComplete: 'organization', locked: !canEditCompany })}
        <Field label="Fleet Size" error={errors.fleetSize} {...(canEditCompany ? {} : { hint: ADMIN_ONLY_HINT })}>
          {(a11y) => (
            <select
              {...a11y}
              className="select"
              value={values.fleetSize}
              onChange={set('fleetSize')}
              disabled={saving || !canEditCompany}
            >
              <option value="">Select fleet size</option>
              {FLEET_SIZES.map((band) => (
                <option key={band} value={band}>
                  {fleetSizeLabel(band)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <div className="row">
        <button type="submit" className="btn btn-primary" disabled={!dirty || saving}>
          {saving ? 'Saving...' : 'Save Changes'}
        </button>
        <button type="button" className="btn" onClick={() => navigate('/dashboard')}>
          Cancel
        </button>
      </div>
    </form>
  );
}
