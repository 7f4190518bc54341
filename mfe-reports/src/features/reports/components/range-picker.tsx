import { REPORT_RANGE_LABELS, REPORT_RANGES, type ReportRange } from '@dwell/core/report-periods';

export interface RangeValue {
  range: ReportRange;
  from: string;
  to: string;
}

/** SPEC §2.14 range picker: Last 7 Days … Custom Range; a custom range shows its two dates. */
export function RangePicker({ value, onChange }: { value: RangeValue; onChange: (value: RangeValue) => void }) {
  return (
    <div className="period-picker">
      <label className="sr-only" htmlFor="report-range">
        Range
      </label>
      <select
        id="report-range"
        className="select"
        value={value.range}
        onChange={(e) => onChange({ ...value, range: e.target.value as ReportRange })}
      >
        {REPORT_RANGES.map((r) => (
          <option key={r} value={r}>
            {REPORT_RANGE_LABELS[r]}
          </option>
        ))}
      </select>
      {value.range === 'custom' ? (
        <>
          <label className="small" htmlFor="report-from">
            From
          </label>
          <input
            id="report-from"
            className="input"
            type="date"
            value={value.from}
            onChange={(e) => onChange({ ...value, from: e.target.value })}
          />
          <label className="small" htmlFor="report-to">
            To
          </label>
          <input
            id="report-to"
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
