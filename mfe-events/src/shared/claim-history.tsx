import { formatDateTime } from '@dwell/core/format';
import type { ClaimDetail } from './api/get-claim.ts';
import { claimEntryText } from './claim-entry-text.ts';

/** The claim's history: what was done, by whom and when, oldest first. */
export function ClaimHistory({ history }: { history: ClaimDetail['history'] }) {
  if (history.length === 0) return null;
  return (
    <section className="stack" aria-label="Claim history">
      <h4>History</h4>
      <ol className="small claim-history" data-testid="claim-history">
        {history.map((entry) => (
          <li key={entry.id}>
            <span>{claimEntryText(entry.action, entry.details) ?? entry.action.replaceAll('_', ' ')}</span>
            <span className="muted">
              {' '}
              · {formatDateTime(entry.at)}
              {entry.actor ? ` · ${entry.actor}` : ''}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
