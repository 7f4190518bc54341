import { REPORT_RANGE_LABELS, REPORT_RANGES, type ReportRange } from '@dwell/core/report-periods';
import { WindowPicker } from '../../../components/window-picker.tsx';

export interface RangeValue {
  range: ReportRange;
  from: string;
  to: string;
}

/** docs/product.md#reports-page range picker: Last 7 Days … Custom Range; a custom range shows its two dates. */
export function RangePicker({ value, onChange }: { value: RangeValue; onChange: (value: RangeValue) => void }) {
  return (
    <WindowPicker
      name="report"
      label="Range"
      choices={REPORT_RANGES}
      labels={REPORT_RANGE_LABELS}
      value={{ choice: value.range, from: value.from, to: value.to }}
      onChange={({ choice, from, to }) => onChange({ range: choice, from, to })}
    />
  );
}
