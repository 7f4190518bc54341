import type { DetentionPolicy } from '@dwell/core/detention';
import { formatDollars, formatMoney, parseDollars } from '@dwell/core/format';

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

/** What the cap field holds for "no cap". */
export const NO_CAP = 'none';

/** The form's field for each policy field named otherwise, so the schema's and the API's messages land there. */
export const POLICY_FIELD_OF: Record<string, keyof PolicyDraft> = { hourlyRateCents: 'hourlyRate', capCents: 'cap' };

/** A policy (or part of one) as form values. */
export function draftOf(policy: Partial<DetentionPolicy>): PolicyDraft {
  const text = (v: number | undefined) => (v === undefined ? '' : String(v));
  return {
    freeMinutes: text(policy.freeMinutes),
    hourlyRate: policy.hourlyRateCents === undefined ? '' : formatDollars(policy.hourlyRateCents),
    incrementMinutes: text(policy.incrementMinutes),
    rounding: policy.rounding ?? '',
    cap: policy.capCents === undefined ? '' : policy.capCents === null ? NO_CAP : formatDollars(policy.capCents),
    clockStart: policy.clockStart ?? '',
    lateArrival: policy.lateArrival ?? '',
    lateGraceMinutes: text(policy.lateGraceMinutes),
  };
}

/** Text as a number for the schema: empty or unreadable becomes NaN, which the schema words as its own message. */
const number = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim()));
const cents = (text: string) => parseDollars(text) ?? Number.NaN;

/**
 * Form values as the policy schemas' input. An override leaves out what is '' (inherited); the company default
 * has every field, and an empty cap there (or "none") means no cap.
 */
export function policyInput(draft: PolicyDraft, partial: boolean): Record<string, unknown> {
  const cap = draft.cap.trim().toLowerCase();
  const input: Record<string, unknown> = {
    freeMinutes: number(draft.freeMinutes),
    hourlyRateCents: cents(draft.hourlyRate),
    incrementMinutes: number(draft.incrementMinutes),
    rounding: draft.rounding,
    capCents: cap === NO_CAP || (!partial && cap === '') ? null : cents(cap),
    clockStart: draft.clockStart,
    lateArrival: draft.lateArrival,
    lateGraceMinutes: number(draft.lateGraceMinutes),
  };
  if (!partial) return input;
  const inherited = (key: string) => draft[POLICY_FIELD_OF[key] ?? (key as keyof PolicyDraft)].trim() === '';
  return Object.fromEntries(Object.entries(input).filter(([key]) => !inherited(key)));
}

/** An override in words, e.g. 'rate $85.00/h · cap $400.00'. */
export function describeOverride(override: Partial<DetentionPolicy>): string {
  const parts: string[] = [];
  if (override.freeMinutes !== undefined) parts.push(`free ${override.freeMinutes} min`);
  if (override.hourlyRateCents !== undefined) parts.push(`rate ${formatMoney(override.hourlyRateCents)}/h`);
  if (override.incrementMinutes !== undefined) parts.push(`${override.incrementMinutes}-min increments`);
  if (override.rounding !== undefined) parts.push(`rounded ${override.rounding}`);
  if (override.capCents !== undefined)
    parts.push(override.capCents === null ? 'no cap' : `cap ${formatMoney(override.capCents)}`);
  if (override.clockStart !== undefined) parts.push(`clock from ${override.clockStart}`);
  if (override.lateArrival !== undefined) {
    parts.push(override.lateArrival === 'forfeit' ? 'late arrival forfeits' : 'late arrival counts from arrival');
  }
  if (override.lateGraceMinutes !== undefined) parts.push(`grace ${override.lateGraceMinutes} min`);
  return parts.join(' · ');
}
