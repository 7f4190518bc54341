import { DEFAULT_DETENTION_POLICY, minutesUntilBillable } from '@dwell/core/detention';
import { describe, expect, it } from 'vitest';
import { billingCountdown } from './billing-countdown.ts';

const MIN = 60_000;
const CHECK_IN = Date.UTC(2026, 10, 20, 12, 0);
/** The countdown of a stop under the default policy (2 hours free), its clock at `elapsed`. */
const at = (elapsed: number) =>
  billingCountdown(
    minutesUntilBillable(
      { checkIn: CHECK_IN, checkOut: null, appointment: null, now: CHECK_IN + elapsed },
      DEFAULT_DETENTION_POLICY,
    ) ?? 0,
  );

describe('the live billing countdown', () => {
  it('counts the minutes until the free time ends as the clock reads them', () => {
    expect(at(2 * MIN + 1_000)).toEqual({ billing: false, minutes: 118 });
    expect(at(61 * MIN + 14_000)).toEqual({ billing: false, minutes: 59 });
    expect(at(119 * MIN + 30_000)).toEqual({ billing: false, minutes: 1 });
    // Free time over, the first billable minute not yet whole: not billing, and never '0 min left'.
    expect(at(120 * MIN + 30_000)).toEqual({ billing: false, minutes: 1 });
  });

  it('then the whole minutes billed, as the amount counts them', () => {
    expect(at(121 * MIN + 14_000)).toEqual({ billing: true, minutes: 1 });
    expect(at(125 * MIN + 30_000)).toEqual({ billing: true, minutes: 5 });
  });
});
