import { minutesLabel, money } from '../../../lib/format.ts';
import type { CustomerRow } from '../api/get-customer-scorecards.ts';
import type { FacilityRow } from '../api/get-facility-scorecards.ts';

/** Facility scorecard: where drivers wait longest and what it costs. */
export function FacilityTable({ rows }: { rows: FacilityRow[] }) {
  return (
    <div className="table-wrap">
      <table className="table" data-testid="facility-scorecard">
        <thead>
          <tr>
            <th scope="col">Facility</th>
            <th scope="col">Events</th>
            <th scope="col">Avg wait</th>
            <th scope="col">P90 wait</th>
            <th scope="col">Billable</th>
            <th scope="col">Detention cost</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.facilityId ?? r.name}>
              <td>{r.name}</td>
              <td>{r.events}</td>
              <td>{minutesLabel(r.avgWaitMinutes)}</td>
              <td>{minutesLabel(r.p90WaitMinutes)}</td>
              <td>{Math.round(r.billableShare * 1000) / 10}%</td>
              <td>{money(r.detentionCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Customer scorecard: what each customer was billed, paid, disputes, and how fast they pay. */
export function CustomerTable({ rows }: { rows: CustomerRow[] }) {
  return (
    <div className="table-wrap">
      <table className="table" data-testid="customer-scorecard">
        <thead>
          <tr>
            <th scope="col">Customer</th>
            <th scope="col">Claims</th>
            <th scope="col">Claimed</th>
            <th scope="col">Paid</th>
            <th scope="col">Disputed</th>
            <th scope="col">Avg days to pay</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.customerId ?? 'none'}>
              <td>{r.name}</td>
              <td>{r.claims}</td>
              <td>{money(r.claimedCents)}</td>
              <td>{money(r.paidCents)}</td>
              <td>{money(r.disputedCents)}</td>
              <td>{r.avgDaysToPay === null ? '—' : r.avgDaysToPay}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
