/**
 * What a running stop's live wording counts, from its minutes until billable (core's minutesUntilBillable: billing
 * starts once a whole minute past the free time has gone). Before that, the minutes until the free time ends, as
 * the stop's clock reads them against its free time (never 0 while not billing: the last minute reads 1); then the
 * whole minutes billed so far, the same count as the amount's.
 */
export function billingCountdown(minutesUntilBillable: number): { billing: boolean; minutes: number } {
  return minutesUntilBillable > 0
    ? { billing: false, minutes: Math.max(1, minutesUntilBillable - 1) }
    : { billing: true, minutes: 1 - minutesUntilBillable };
}
