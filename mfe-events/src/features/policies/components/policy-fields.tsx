import { BILLING_INCREMENTS } from '@dwell/core/schemas/policy-constants';
import { Field } from '@dwell/ui/components/field.tsx';
import type { ReactNode } from 'react';
import type { PolicyDraft } from './policy-draft.ts';

interface FieldsProps {
  errors: Record<string, string>;
  /** The value and change handler of one field. */
  bind: (key: keyof PolicyDraft) => { value: string; onChange: (e: { target: { value: string } }) => void };
  /** Overrides offer "inherit" on every field. */
  partial: boolean;
  disabled: boolean;
}

type SelectKey = 'incrementMinutes' | 'rounding' | 'clockStart' | 'lateArrival';

const SELECTS: Record<SelectKey, { label: string; options: [string, string][] }> = {
  incrementMinutes: {
    label: 'Billing increment',
    options: BILLING_INCREMENTS.map((n) => [String(n), `${n} minutes`]),
  },
  rounding: {
    label: 'Rounding',
    options: [
      ['up', 'Up'],
      ['nearest', 'Nearest'],
      ['down', 'Down'],
    ],
  },
  clockStart: {
    label: 'Clock starts at',
    options: [
      ['arrival', 'Arrival'],
      ['appointment', 'Appointment (early drivers wait free)'],
    ],
  },
  lateArrival: {
    label: 'Late arrival',
    options: [
      ['from_arrival', 'Counts from arrival'],
      ['forfeit', 'Forfeits detention'],
    ],
  },
};

/** The eight settings of a detention policy, each with the message the schema or the API gave it. */
export function PolicyFields({ errors, bind, partial, disabled }: FieldsProps) {
  const hint = partial ? 'Empty: inherit' : undefined;
  const input = (key: keyof PolicyDraft, label: string, mode: 'numeric' | 'decimal', placeholder = hint): ReactNode => (
    <Field label={label} error={errors[key]}>
      {(a11y) => <input {...a11y} {...bind(key)} className="input" inputMode={mode} placeholder={placeholder} />}
    </Field>
  );
  const select = (key: SelectKey) => (
    <Field label={SELECTS[key].label} error={errors[key]}>
      {(a11y) => (
        <select {...a11y} {...bind(key)} className="select">
          {partial ? <option value="">Inherit</option> : null}
          {SELECTS[key].options.map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
  return (
    <fieldset className="form-grid" disabled={disabled}>
      {input('freeMinutes', 'Free time (minutes)', 'numeric')}
      {input('hourlyRate', 'Hourly rate ($)', 'decimal')}
      {select('incrementMinutes')}
      {select('rounding')}
      {input('cap', 'Cap per stop ($)', 'decimal', partial ? 'Empty: inherit; "none": no cap' : 'none')}
      {select('clockStart')}
      {select('lateArrival')}
      {input('lateGraceMinutes', 'Late grace (minutes)', 'numeric')}
    </fieldset>
  );
}
