import { useEffect, useState } from 'react';
import { useCustomers, useDrivers, useFacilities } from '../../../lib/lookups.ts';
import type { ListParams } from '../api/use-events.ts';
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
          placeholder="Search location, shipper/receiver, driver or load number"
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
              <option value="active">Active</option>
              <option value="completed">Completed</option>
              <option value="cancelled">Cancelled</option>
            </select>
          </div>
          <div className="field">
            <label htmlFor="f-facility">Facility</label>
            <select
              id="f-facility"
              className="select"
              value={params.facilityId}
              onChange={(e) => onChange({ facilityId: e.target.value })}
            >
              <option value="">Any facility</option>
              {facilities.data?.facilities.map((f) => (
                <option key={f.id} value={f.id}>
                  {f.name}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="f-customer">Customer</label>
            <select
              id="f-customer"
              className="select"
              value={params.customerId}
              onChange={(e) => onChange({ customerId: e.target.value })}
            >
              <option value="">Any customer</option>
              {customers.data?.customers.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </div>
          {showDriver ? (
            <div className="field">
              <label htmlFor="f-driver">Driver</label>
              <select
                id="f-driver"
                className="select"
                value={params.driverId}
                onChange={(e) => onChange({ driverId: e.target.value })}
              >
                <option value="">Any driver</option>
                {drivers.data?.drivers.map((d) => (
                  <option key={d.id} value={d.id}>
                    {d.name}
                  </option>
                ))}
              </select>
            </div>
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
