import { useEffect, useState } from 'react';
import { useCustomers } from '../../../shared/api/get-customers.ts';
import { useDrivers } from '../../../shared/api/get-drivers.ts';
import { useFacilities } from '../../../shared/api/get-facilities.ts';
import type { ListParams } from '../list-params.ts';
import { PERIODS, type PeriodId } from '../period.ts';

interface FiltersBarProps {
  params: ListParams;
  showDriver: boolean;
  onChange: (changes: Partial<ListParams>) => void;
}

/** Period picker, search and Filters (status, facility, customer, driver); every change goes to page 1. */
export function FiltersBar({ params, showDriver, onChange }: FiltersBarProps) {
  const [text, setText] = useState(params.q);
  const [open, setOpen] = useState(Boolean(params.status || params.facilityId || params.customerId || params.driverId));
  const facilities = useFacilities();
  const customers = useCustomers();
  const drivers = useDrivers();

  // Search as the user types, once they pause.
  useEffect(() => {
    if (text === params.q) return;
    const timer = setTimeout(() => onChange({ q: text.trim() }), 300);
    return () => clearTimeout(timer);
  }, [text, params.q, onChange]);

  const active = [params.status, params.facilityId, params.customerId, params.driverId].filter(Boolean).length;
  return (
    <div className="card card-tight stack">
      <div className="row">
        <label className="sr-only" htmlFor="period">
          Period
        </label>
        <select
          id="period"
          className="select select-inline"
          value={params.period}
          onChange={(e) => onChange({ period: e.target.value as PeriodId })}
        >
          {PERIODS.map((p) => (
            <option key={p.id} value={p.id}>
              {p.label}
            </option>
          ))}
        </select>
        {params.period === 'custom' ? (
          <>
            <label className="small" htmlFor="from">
              From
            </label>
            <input
              id="from"
              className="input input-inline"
              type="date"
              value={params.from}
              onChange={(e) => onChange({ from: e.target.value })}
            />
            <label className="small" htmlFor="to">
              To
            </label>
            <input
              id="to"
              className="input input-inline"
              type="date"
              value={params.to}
              onChange={(e) => onChange({ to: e.target.value })}
            />
          </>
        ) : null}
        <label className="sr-only" htmlFor="event-search">
          Search events
        </label>
        <input
          id="event-search"
          className="input input-grow"
          type="search"
          placeholder="Location, shipper, driver, load #"
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <button type="button" className="btn" aria-expanded={open} onClick={() => setOpen(!open)}>
          Filters{active ? ` (${active})` : ''}
        </button>
      </div>
      {open ? (
        <div className="filters-grid">
          <div className="field">
            <label htmlFor="f-status">Status</label>
            <select
              id="f-status"
              className="select"
              value={params.status}
              onChange={(e) => onChange({ status: e.target.value })}
            >
              <option value="">Any status</option>
              <option value="not_cancelled">Not cancelled</option>
              <option value="active">Active</option>
              <option value="completed">Completed</option>
              <option value="cancelled">Cancelled</option>
            </select>
          </div>
          <FilterSelect
            id="f-facility"
            label="Facility"
            anyLabel="Any facility"
            value={params.facilityId}
            options={facilities.data?.facilities}
            onChange={(facilityId) => onChange({ facilityId })}
          />
          <FilterSelect
            id="f-customer"
            label="Customer"
            anyLabel="Any customer"
            value={params.customerId}
            options={customers.data?.customers}
            onChange={(customerId) => onChange({ customerId })}
          />
          {showDriver ? (
            <FilterSelect
              id="f-driver"
              label="Driver"
              anyLabel="Any driver"
              value={params.driverId}
              options={drivers.data?.drivers}
              onChange={(driverId) => onChange({ driverId })}
            />
          ) : null}
          {active ? (
            <button
              type="button"
              className="btn btn-ghost btn-sm"
              onClick={() => onChange({ status: '', facilityId: '', customerId: '', driverId: '' })}
            >
              Clear filters
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

interface FilterSelectProps {
  id: string;
  label: string;
  /** The first option, which filters nothing. */
  anyLabel: string;
  value: string;
  options: readonly { id: string; name: string }[] | undefined;
  onChange: (value: string) => void;
}

/** One labelled filter list of the company's facilities, customers or drivers. */
function FilterSelect({ id, label, anyLabel, value, options, onChange }: FilterSelectProps) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} className="select" value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{anyLabel}</option>
        {options?.map((o) => (
          <option key={o.id} value={o.id}>
            {o.name}
          </option>
        ))}
      </select>
    </div>
  );
}
