import type { DetentionPolicy } from '@dwell/core/detention';
import { fullPolicySchema } from '@dwell/core/schemas/policies';
import { fieldErrors } from '@dwell/ui/lib/form.ts';

/** The policy form's fields as typed text; money in dollars, times in minutes. */
export interface PolicyValues {
  freeMinutes: string;
  hourlyRate: string;
  incrementMinutes: string;
  rounding: DetentionPolicy['rounding'];
  cap: string;
  clockStart: DetentionPolicy['clockStart'];
  lateArrival: DetentionPolicy['lateArrival'];
  lateGraceMinutes: string;
}

export const toValues = (p: DetentionPolicy): PolicyValues => ({
  freeMinutes: String(p.freeMinutes),
  hourlyRate: (p.hourlyRateCents / 100).toFixed(2),
  incrementMinutes: String(p.incrementMinutes),
  rounding: p.rounding,
  cap: p.capCents === null ? '' : (p.capCents / 100).toFixed(2),
  clockStart: p.clockStart,
  lateArrival: p.lateArrival,
  lateGraceMinutes: String(p.lateGraceMinutes),
});

const number = (text: string) => (text.trim() === '' ? Number.NaN : Number(text.trim()));
const cents = (text: string) => Math.round(number(text) * 100);

/** Field names of the form for each policy field, so the policy API's messages land beside the right input. */
const FIELD_OF: Record<string, keyof PolicyValues> = { hourlyRateCents: 'hourlyRate', capCents: 'cap' };

/**
 * Reads the form into a policy and checks it with the policy API's own schema (ranges, increments), or
 * answers the first problem of each field.
 */
export function toPolicy(v: PolicyValues): { policy: DetentionPolicy } | { errors: Record<string, string> } {
  const policy: DetentionPolicy = {
    freeMinutes: number(v.freeMinutes),
    hourlyRateCents: cents(v.hourlyRate),
    incrementMinutes: Number(v.incrementMinutes),
    rounding: v.rounding,
    capCents: v.cap.trim() === '' ? null : cents(v.cap),
    clockStart: v.clockStart,
    lateArrival: v.lateArrival,
    lateGraceMinutes: number(v.lateGraceMinutes),
  };
  const found = fieldErrors(fullPolicySchema, policy);
  if (Object.keys(found).length === 0) return { policy };
  return { errors: Object.fromEntries(Object.entries(found).map(([key, message]) => [FIELD_OF[key] ?? key, message])) };
}
