/** The period picker (SPEC §2.10) plus All Time, in the browser's own calendar. */
export const PERIODS = [
  { id: 'all', label: 'All Time' },
  { id: 'today', label: 'Today' },
  { id: 'yesterday', label: 'Yesterday' },
  { id: 'week', label: 'This Week' },
  { id: 'month', label: 'This Month' },
  { id: 'custom', label: 'Custom Range' },
] as const;
export type PeriodId = (typeof PERIODS)[number]['id'];

const startOfDay = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate());
const addDays = (d: Date, days: number) => new Date(d.getFullYear(), d.getMonth(), d.getDate() + days);

/** Check-in bounds [from, to) in epoch ms; custom uses the YYYY-MM-DD days given, both included. */
export function periodRange(
  period: PeriodId,
  now: Date,
  custom: { from?: string | null; to?: string | null } = {},
): { from?: number; to?: number } {
  const today = startOfDay(now);
  switch (period) {
    case 'today':
      return { from: today.getTime(), to: addDays(today, 1).getTime() };
    case 'yesterday':
      return { from: addDays(today, -1).getTime(), to: today.getTime() };
    case 'week':
      return { from: addDays(today, -today.getDay()).getTime(), to: addDays(today, 7 - today.getDay()).getTime() };
    case 'month':
      return {
        from: new Date(now.getFullYear(), now.getMonth(), 1).getTime(),
        to: new Date(now.getFullYear(), now.getMonth() + 1, 1).getTime(),
      };
    case 'custom': {
      const parse = (day: string | null | undefined) => (day ? new Date(`${day}T00:00`) : null);
      const from = parse(custom.from);
      const to = parse(custom.to);
      return {
        ...(from && Number.isFinite(from.getTime()) ? { from: from.getTime() } : {}),
        ...(to && Number.isFinite(to.getTime()) ? { to: addDays(to, 1).getTime() } : {}),
      };
    }
    default:
      return {};
  }
}
