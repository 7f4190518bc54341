import { formatCount, formatMoney } from '@dwell/core/format';
import type { ClaimsList } from '../api/get-claims.ts';

/**
 * Accounts-receivable aging of the open claims (sent and still owed), by days since they were sent: how many
 * claims and how much money sit in each bucket. Always the whole company's, whatever the list shows.
 */
export function AgingOverview({ aging }: { aging: ClaimsList['aging'] }) {
  return (
    <section aria-labelledby="aging-title" className="stack">
      <h2 id="aging-title" className="h-small">
        Open claims by age
      </h2>
      <ul className="grid aging-grid" data-testid="aging">
        {aging.map((bucket) => (
          <li key={bucket.key} className="card stat" aria-label={bucket.label}>
            <span className="small muted">{bucket.label}</span>
            <strong className="stat-value">{formatMoney(bucket.owedCents)}</strong>
            <span className="small">{formatCount(bucket.claims, 'claim')}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
