import type { DetentionPolicy } from '@dwell/core/detention';

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

const wholeMinutes = (text: string) => (/^\d{1,5}$/.test(text.trim()) ? Number(text.trim()) : null);
const dollars = (text: string) =>
  /^\d{1,7}(\.\d{1,2})?$/.test(text.trim()) ? Math.round(Number(text.trim()) * 100) : null;

/** Reads the form into a policy, or the first problem of each field. */
export function toPolicy(v: PolicyValues): { policy: DetentionPolicy } | { errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const freeMinutes = wholeMinutes(v.freeMinutes);
  if (freeMinutes === null) errors.freeMinutes = 'Free time must be a whole number of minutes (0 or more)';
  const hourlyRateCents = dollars(v.hourlyRate);
  if (hourlyRateCents === null) errors.hourlyRate = 'Hourly rate must be an amount like 75.00';
  const capCents = v.cap.trim() === '' ? null : dollars(v.cap);
  if (v.cap.trim() !== '' && capCents === null) errors.cap = 'Cap must be an amount like 500.00, or empty for no cap';
  const lateGraceMinutes = wholeMinutes(v.lateGraceMinutes);
  if (lateGraceMinutes === null) errors.lateGraceMinutes = 'Grace period must be a whole number of minutes (0 or more)';
  if (Object.keys(errors).length > 0) return { errors };
  return {
    policy: {
      freeMinutes: freeMinutes ?? 0,
      hourlyRateCents: hourlyRateCents ?? 0,
      incrementMinutes: Number(v.incrementMinutes),
      rounding: v.rounding,
      capCents,
      clockStart: v.clockStart,
      lateArrival: v.lateArrival,
      lateGraceMinutes: lateGraceMinutes ?? 0,
    },
  };
}
