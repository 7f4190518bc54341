import { BILLING_INCREMENTS } from '@dwell/core/schemas/policies';
import { Banner, Skeleton } from '@dwell/ui/components/feedback.tsx';
import { Field } from '@dwell/ui/components/field.tsx';
import { ApiClientError } from '@dwell/ui/lib/api-client.ts';
import { Link } from '@dwell/ui/lib/router.tsx';
import { toast } from '@dwell/ui/lib/toast.ts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { fetchPolicy, POLICY_KEY } from '../api/get-policy.ts';
import { savePolicy } from '../api/save-policy.ts';
import { type PolicyValues, toPolicy, toValues } from './policy-values.ts';

const SELECTS = {
  incrementMinutes: {
    label: 'Billing increment',
    options: BILLING_INCREMENTS.map((m) => [String(m), m === 60 ? '1 hour' : `${m} minute${m === 1 ? '' : 's'}`]),
  },
  rounding: {
    label: 'Rounding',
    options: [
      ['up', 'Round up'],
      ['nearest', 'Round to nearest'],
      ['down', 'Round down'],
    ],
  },
  clockStart: {
    label: 'Clock starts at',
    options: [
      ['arrival', 'Arrival (check-in)'],
      ['appointment', 'Appointment time, for early drivers'],
    ],
  },
  lateArrival: {
    label: 'Late arrival',
    options: [
      ['from_arrival', 'Count from arrival'],
      ['forfeit', 'No detention (forfeit)'],
    ],
  },
} as const;

const INPUTS: { key: 'freeMinutes' | 'hourlyRate' | 'cap' | 'lateGraceMinutes'; label: string; hint?: string }[] = [
  { key: 'freeMinutes', label: 'Free time (minutes)', hint: '120 = 2 hours' },
  { key: 'hourlyRate', label: 'Hourly rate ($)' },
  { key: 'cap', label: 'Cap per stop ($)', hint: 'Empty for no cap' },
  { key: 'lateGraceMinutes', label: 'Late grace period (minutes)' },
];

/** The company's default detention policy; customers and facilities override parts of it elsewhere. */
export function PolicyForm({ canEdit }: { canEdit: boolean }) {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: POLICY_KEY, queryFn: fetchPolicy });
  const [values, setValues] = useState<PolicyValues | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (query.data) setValues(toValues(query.data));
  }, [query.data]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!values) return;
    const read = toPolicy(values);
    if ('errors' in read) return setErrors(read.errors);
    setErrors({});
    setSaving(true);
    try {
      queryClient.setQueryData(POLICY_KEY, await savePolicy(read.policy));
      toast('success', 'Detention policy saved.');
    } catch (error) {
      toast(
        'error',
        'Update Failed',
        error instanceof ApiClientError ? error.message : 'The policy could not be saved.',
      );
    } finally {
      setSaving(false);
    }
  };

  let body: ReactNode;
  if (query.isPending) body = <Skeleton rows={3} />;
  else if (query.error) body = <Banner tone="error">{query.error.message}</Banner>;
  else if (values) {
    const set = (key: keyof PolicyValues) => (e: { target: { value: string } }) =>
      setValues((v) => (v ? { ...v, [key]: e.target.value } : v));
    body = (
      <>
        <div className="form-grid">
          {INPUTS.map(({ key, label, hint }) => (
            <Field key={key} label={label} error={errors[key]} {...(hint ? { hint } : {})}>
              {(a11y) => (
                <input
                  {...a11y}
                  className="input"
                  inputMode="decimal"
                  value={values[key]}
                  onChange={set(key)}
                  disabled={!canEdit || saving}
                />
              )}
            </Field>
          ))}
          {(Object.keys(SELECTS) as (keyof typeof SELECTS)[]).map((key) => (
            <Field key={key} label={SELECTS[key].label}>
              {(a11y) => (
                <select
                  {...a11y}
                  className="select"
                  value={values[key]}
                  onChange={set(key)}
                  disabled={!canEdit || saving}
                >
                  {SELECTS[key].options.map(([value, text]) => (
                    <option key={value} value={value}>
                      {text}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          ))}
        </div>
        {canEdit ? (
          <div>
            <button type="submit" className="btn btn-primary" disabled={saving}>
              {saving ? 'Saving...' : 'Save policy'}
            </button>
          </div>
        ) : null}
      </>
    );
  }
  return (
    <form className="card form" onSubmit={submit} noValidate aria-labelledby="policy-title">
      <h2 id="policy-title">Default detention policy</h2>
      <p className="muted small">
        Applies to every stop unless a customer or facility has its own terms (set them under{' '}
        <Link to="/events/policies">Detention policies</Link>).
      </p>
      {body}
    </form>
  );
}
