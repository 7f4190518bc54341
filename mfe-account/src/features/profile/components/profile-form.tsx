import { FLEET_SIZES } from '@dwell/core/constants';
import { DATA, stepCompleted } from '@dwell/core/messages';
import { ONBOARDING_STEPS } from '@dwell/core/onboarding';
import { fleetSizeLabel, type ProfileInput, profileSchema } from '@dwell/core/schemas/profile';
import { Banner } from '@dwell/ui/components/feedback.tsx';
import { Field } from '@dwell/ui/components/field.tsx';
import { apiMessage, useForm } from '@dwell/ui/lib/form.ts';
import { navigate } from '@dwell/ui/lib/router.tsx';
import { announceSessionChange } from '@dwell/ui/lib/session-events.ts';
import { toast } from '@dwell/ui/lib/toast.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
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
 * The profile form of docs/product.md#profile-page: clean or dirty (Save Changes only when dirty), 'Saving...' while saving,
 * reset whenever the profile loads or changes. A failed save is shown to the user.
 */
export function ProfileForm({ profile, canEditCompany }: { profile: Profile; canEditCompany: boolean }) {
  const queryClient = useQueryClient();
  const initial = useMemo(() => valuesOf(profile), [profile]);
  const form = useForm({ schema: profileSchema, initial });
  const { reset } = form;
  useEffect(() => reset(initial), [initial, reset]);

  const submit = form.onSubmit(
    async (input) => {
      const answer = await saveProfile(input);
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
    },
    // Shown whether or not its fields got messages too: a failed save is never silent.
    (error) => {
      const message = apiMessage(error, DATA.profileUpdateFailed);
      toast('error', DATA.updateFailedTitle, message);
      return message;
    },
  );

  const text = (
    key: keyof Values,
    label: string,
    options: { type?: string; autoComplete?: string; locked?: boolean } = {},
  ) => (
    <Field label={label} error={form.errors[key]} {...(options.locked ? { hint: ADMIN_ONLY_HINT } : {})}>
      {(a11y) => (
        <input
          {...a11y}
          className="input"
          type={options.type ?? 'text'}
          autoComplete={options.autoComplete}
          {...form.text(key)}
          disabled={form.busy || options.locked}
        />
      )}
    </Field>
  );

  return (
    <form className="card form" onSubmit={submit} noValidate aria-label="Profile">
      {form.failure ? (
        <Banner tone="error" title={DATA.updateFailedTitle}>
          {form.failure}
        </Banner>
      ) : null}
      <div className="form-grid">
        {text('fullName', 'Full Name', { autoComplete: 'name' })}
        {text('phoneNumber', 'Phone Number', { type: 'tel', autoComplete: 'tel' })}
        {text('companyName', 'Company Name', { autoComplete: 'organization', locked: !canEditCompany })}
        <Field label="Fleet Size" error={form.errors.fleetSize} {...(canEditCompany ? {} : { hint: ADMIN_ONLY_HINT })}>
          {(a11y) => (
            <select {...a11y} className="select" {...form.text('fleetSize')} disabled={form.busy || !canEditCompany}>
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
        <button type="submit" className="btn btn-primary" disabled={!form.dirty || form.busy}>
          {form.busy ? 'Saving...' : 'Save Changes'}
        </button>
        <button type="button" className="btn" onClick={() => navigate('/dashboard')}>
          Cancel
        </button>
      </div>
    </form>
  );
}
