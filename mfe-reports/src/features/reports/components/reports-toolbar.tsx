import { useState } from 'react';
import type { RangeValue } from '../report-params.ts';
import { RangePicker } from './range-picker.tsx';

interface ToolbarProps {
  value: RangeValue;
  onChange: (value: RangeValue) => void;
  filter: string;
  onFilter: (filter: string) => void;
  onExport: (what: 'facilities' | 'customers' | 'trends') => void;
  canExportTrend: boolean;
}

/** The range picker with the Filters and Export buttons of docs/product.md#reports-page. */
export function ReportsToolbar({ value, onChange, filter, onFilter, onExport, canExportTrend }: ToolbarProps) {
  const [open, setOpen] = useState<'filters' | 'export' | null>(null);
  const toggle = (which: 'filters' | 'export') => setOpen((o) => (o === which ? null : which));
  return (
    <div className="stack">
      <div className="row-between" style={{ flexWrap: 'wrap', gap: 8 }}>
        <RangePicker value={value} onChange={onChange} />
        <div className="row">
          <button
            type="button"
            className="btn btn-sm"
            aria-expanded={open === 'filters'}
            onClick={() => toggle('filters')}
          >
            Filters
          </button>
          <button
            type="button"
            className="btn btn-sm"
            aria-expanded={open === 'export'}
            onClick={() => toggle('export')}
          >
            Export
          </button>
        </div>
      </div>
      {open === 'filters' ? (
        <div className="card card-tight row">
          <label htmlFor="report-filter" className="small">
            Facility or customer
          </label>
          <input
            id="report-filter"
            className="input"
            type="search"
            value={filter}
            placeholder="Name contains…"
            onChange={(e) => onFilter(e.target.value)}
          />
        </div>
      ) : null}
      {open === 'export' ? (
        <div className="card card-tight row" style={{ flexWrap: 'wrap' }}>
          <span className="small muted">Download CSV:</span>
          <button type="button" className="btn btn-sm" onClick={() => onExport('facilities')}>
            Facility scorecard
          </button>
          <button type="button" className="btn btn-sm" onClick={() => onExport('customers')}>
            Customer scorecard
          </button>
          {canExportTrend ? (
            <button type="button" className="btn btn-sm" onClick={() => onExport('trends')}>
              Detention hours trend
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
