import { DASHBOARD_PERIOD_LABELS, DASHBOARD_PERIODS, type DashboardPeriod } from '@dwell/core/report-periods';

export interface PeriodValue {
  period: DashboardPeriod;
  from: string;
  to: string;
}

/** SPEC §2.7 period picker: Today … Custom Range; a custom range shows its two dates. */
export function PeriodPicker({ value, onChange }: { value: PeriodValue; onChange: (value: PeriodValue) => void }) {
  return (
    <div className="period-picker">
      <label className="sr-only" htmlFor="dashboard-period">
        Period
      </label>
      <select
        id="dashboard-period"
        className="select"
        value={value.period}
        onChange={(e) => onChange({ ...value, period: e.target.value as DashboardPeriod })}
      >
        {DASHBOARD_PERIODS.map((p) => (
          <option key={p} value={p}>
            {DASHBOARD_PERIOD_LABELS[p]}
          </option>
        ))}
      </select>
      {value.period === 'custom' ? (
        <>
          <label className="small" htmlFor="dashboard-from">
            From
          </label>
          <input
            id="dashboard-from"
            className="input"
            type="date"
            value={value.from}
            onChange={(e) => onChange({ ...value, from: e.target.value })}
          />
          <label className="small" htmlFor="dashboard-to">
            To
          </label>
          <input
            id="dashboard-to"
            className="input"
            type="date"
            value={value.to}
            onChange={(e) => onChange({ ...value, to: e.target.value })}
          />
        </>
      ) : null}
    </div>
  );
}
