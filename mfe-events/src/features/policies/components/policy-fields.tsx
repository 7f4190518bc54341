import type { DetentionPolicy } from '@dwell/core/detention';
import { BILLING_INCREMENTS } from '@dwell/core/schemas/policy-constants';
import { parseDollars } from '../../../lib/money.ts';

/** Form values of a policy: strings as typed; '' means "inherit" in an override. */
export interface PolicyDraft {
  freeMinutes: string;
  hourlyRate: string;
  incrementMinutes: string;
  rounding: string;
  cap: string;
  clockStart: string;
  lateArrival: string;
  lateGraceMinutes: string;
}

export const NO_CAP = 'none';

/** A policy (or part of one) as form values. */
export function draftOf(policy: Partial<DetentionPolicy>): PolicyDraft {
  const text = (v: number | undefined) => (v === undefined ? '' : String(v));
  return {
    freeMinutes: text(policy.freeMinutes),
    hourlyRate: policy.hourlyRateCents === undefined ? '' : (policy.hourlyRateCents / 100).toFixed(2),
    incrementMinutes: text(policy.incrementMinutes),
    rounding: policy.rounding ?? '',
    cap: policy.capCents === undefined ? '' : policy.capCents === null ? NO_CAP : (policy.capCents / 100).toFixed(2),
    clockStart: policy.clockStart ?? '',
    lateArrival: policy.lateArrival ?? '',
    lateGraceMinutes: text(policy.lateGraceMinutes),
  };
}

/** Form values back to a (partial) policy; fields left '' are left out. The API validates the numbers. */
export function policyOf(draft: PolicyDraft): Partial<DetentionPolicy> {
  const out: Partial<DetentionPolicy> = {};
  const int = (v: string) => Number(v);
  if (draft.freeMinutes !== '') out.freeMinutes = int(draft.freeMinutes);
  if (draft.hourlyRate !== '') out.hourlyRateCents = parseDollars(draft.hourlyRate) ?? -1;
  if (draft.incrementMinutes !== '') out.incrementMinutes = int(draft.incrementMinutes);
  if (draft.rounding !== '') out.rounding = draft.rounding as DetentionPolicy['rounding'];
  if (draft.cap === NO_CAP) out.capCents = null;
  else if (draft.cap !== '') out.capCents = parseDollars(draft.cap) ?? -1;
  if (draft.clockStart !== '') out.clockStart = draft.clockStart as DetentionPolicy['clockStart'];
  if (draft.lateArrival !== '') out.lateArrival = draft.lateArrival as DetentionPolicy['lateArrival'];
  if (draft.lateGraceMinutes !== '') out.lateGraceMinutes = int(draft.lateGraceMinutes);
  return out;
}

/** An override in words, e.g. 'rate $85.00/h · cap $400.00'. */
export function describeOverride(override: Partial<DetentionPolicy>): string {
  const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;
  const parts: string[] = [];
  if (override.freeMinutes !== undefined) parts.push(`free ${override.freeMinutes} min`);
  if (override.hourlyRateCents !== undefined) parts.push(`rate ${money(override.hourlyRateCents)}/h`);
  if (override.incrementMinutes !== undefined) parts.push(`${override.incrementMinutes}-min increments`);
  if (override.rounding !== undefined) parts.push(`rounded ${override.rounding}`);
  if (override.capCents !== undefined)
    parts.push(override.capCents === null ? 'no cap' : `cap ${money(override.capCents)}`);
  if (override.clockStart !== undefined) parts.push(`clock from ${override.clockStart}`);
  if (override.lateArrival !== undefined) {
    parts.push(override.lateArrival === 'forfeit' ? 'late arrival forfeits' : 'late arrival counts from arrival');
  }
  if (override.lateGraceMinutes !== undefined) parts.push(`grace ${override.lateGraceMinutes} min`);
  return parts.join(' · ');
}

interface FieldsProps {
  draft: PolicyDraft;
  onChange: (draft: PolicyDraft) => void;
  /** Overrides offer "inherit" on every field. */
  partial: boolean;
  disabled: boolean;
  idPrefix: string;
}

/** The eight settings of a detention policy. */
export function PolicyFields({ draft, onChange, partial, disabled, idPrefix }: FieldsProps) {
  const set = (key: keyof PolicyDraft) => (e: { target: { value: string } }) =>
    onChange({ ...draft, [key]: e.target.value });
  const inherit = partial ? <option value="">Inherit</option> : null;
  const hint = partial ? 'Empty: inherit' : undefined;
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <fieldset className="form-grid" disabled={disabled}>
      <div className="field">
        <label htmlFor={id('free')}>Free time (minutes)</label>
        <input
          id={id('free')}
          className="input"
          inputMode="numeric"
          placeholder={hint}
          value={draft.freeMinutes}
          onChange={set('freeMinutes')}
        />
      </div>
      <div className="field">
        <label htmlFor={id('rate')}>Hourly rate ($)</label>
        <input
          id={id('rate')}
          className="input"
          inputMode="decimal"
          placeholder={hint}
          value={draft.hourlyRate}
          onChange={set('hourlyRate')}
        />
      </div>
      <div className="field">
        <label htmlFor={id('increment')}>Billing increment</label>
        <select
          id={id('increment')}
          className="select"
          value={draft.incrementMinutes}
          onChange={set('incrementMinutes')}
        >
          {inherit}
          {BILLING_INCREMENTS.map((n) => (
            <option key={n} value={n}>
              {n} minutes
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={id('rounding')}>Rounding</label>
        <select id={id('rounding')} className="select" value={draft.rounding} onChange={set('rounding')}>
          {inherit}
          <option value="up">Up</option>
          <option value="nearest">Nearest</option>
          <option value="down">Down</option>
        </select>
      </div>
      <div className="field">
        <label htmlFor={id('cap')}>Cap per stop ($)</label>
        <input
          id={id('cap')}
          className="input"
          inputMode="decimal"
          placeholder={partial ? 'Empty: inherit; "none": no cap' : 'none'}
          value={draft.cap}
          onChange={set('cap')}
        />
      </div>
      <div className="field">
        <label htmlFor={id('clock')}>Clock starts at</label>
        <select id={id('clock')} className="select" value={draft.clockStart} onChange={set('clockStart')}>
          {inherit}
          <option value="arrival">Arrival</option>
          <option value="appointment">Appointment (early drivers wait free)</option>
        </select>
      </div>
      <div className="field">
        <label htmlFor={id('late')}>Late arrival</label>
        <select id={id('late')} className="select" value={draft.lateArrival} onChange={set('lateArrival')}>
          {inherit}
          <option value="from_arrival">Counts from arrival</option>
          <option value="forfeit">Forfeits detention</option>
        </select>
      </div>
      <div className="field">
        <label htmlFor={id('grace')}>Late grace (minutes)</label>
        <input
          id={id('grace')}
          className="input"
          inputMode="numeric"
          placeholder={hint}
          value={draft.lateGraceMinutes}
          onChange={set('lateGraceMinutes')}
        />
      </div>
    </fieldset>
  );
}
