import { isCalendarDate } from '@dwell/core/date-input';
import {
  DASHBOARD_PERIOD_LABELS,
  DASHBOARD_PERIODS,
  DAY_MS,
  dateStart,
  periodWindow,
} from '@dwell/core/report-periods';

/**
 * The list's period picker (docs/product.md#events-list): All Time and the dashboard's periods, computed by the same function
 * in the company's zone, so /events?period=this_week lists exactly the stops the dashboard's cards count.
 */
export const PERIODS = [
  { id: 'all', label: 'All Time' },
  ...DASHBOARD_PERIODS.map((id) => ({ id, label: DASHBOARD_PERIOD_LABELS[id] })),
] as const;
export type PeriodId = (typeof PERIODS)[number]['id'];

/** Check-in bounds [from, to) in epoch ms in `zone`; custom uses the YYYY-MM-DD days given, both included. */
export function periodRange(
  period: PeriodId,
  now: number,
  zone: string,
  custom: { from?: string | null; to?: string | null } = {},
): { from?: number; to?: number } {
  if (period === 'all' || !PERIODS.some((p) => p.id === period)) return {};
  if (period !== 'custom') {
    const w = periodWindow(period, now, zone);
    return { from: w.from, to: w.to };
  }
  // A custom range may be half picked: each end that is a real date bounds the list.
  const from = custom.from && isCalendarDate(custom.from) ? dateStart(custom.from, zone) : undefined;
  const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
  const to = custom.to && isCalendarDate(custom.to) ? dateStart(dayAfter(custom.to), zone) : undefined;
  return { ...(from === undefined ? {} : { from }), ...(to === undefined ? {} : { to }) };
}
