import { DASHBOARD_PERIOD_LABELS, DASHBOARD_PERIODS, type DashboardPeriod } from '@dwell/core/report-periods';
import { WindowPicker } from '../../../components/window-picker.tsx';

export interface PeriodValue {
  period: DashboardPeriod;
  from: string;
  to: string;
}

/** docs/product.md#dashboard period picker: Today … Custom Range; a custom range shows its two dates. */
export function PeriodPicker({ value, onChange }: { value: PeriodValue; onChange: (value: PeriodValue) => void }) {
  return (
    <WindowPicker
      name="dashboard"
      label="Period"
      choices={DASHBOARD_PERIODS}
      labels={DASHBOARD_PERIOD_LABELS}
      value={{ choice: value.period, from: value.from, to: value.to }}
      onChange={({ choice, from, to }) => onChange({ period: choice, from, to })}
    />
  );
}
