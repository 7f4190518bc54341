import { formatDateTime, formatMoney } from '@dwell/core/format';
import { CLAIM_STATUS_LABELS, type ClaimStatus } from '@dwell/core/schemas/claim-rules';
import type { ClaimDetail } from './api/get-claim.ts';

const money = (v: unknown) => (typeof v === 'number' ? formatMoney(v) : '');
const label = (v: unknown) => CLAIM_STATUS_LABELS[v as ClaimStatus]?.toLowerCase() ?? String(v ?? '');
const because = (d: Record<string, unknown>) => (d.note ? `: ${String(d.note)}` : '');
const fingerprint = (v: unknown) => (typeof v === 'string' ? ` (SHA-256 ${v.slice(0, 12)}…)` : '');

/**
 * A claim's history entry in words, without the claim's number (the event timeline adds it); null for an
 * action that is not the claim's.
 */
export function claimEntryText(action: string, d: Record<string, unknown>): string | null {
  switch (action) {
    case 'claim_created':
      return `Generated for ${money(d.amountCents)}`;
    case 'claim_status':
      if (d.status === 'sent') return `Marked sent; invoice fixed${fingerprint(d.invoiceSha256)}`;
      if (d.status === 'waived') return `Waived${because(d)}`;
      return `Marked ${label(d.status)}${because(d)}`;
    case 'claim_reopened':
      return `Reopened as ${label(d.status)}${because(d)}`;
    case 'payment_recorded': {
      const when = typeof d.receivedAt === 'number' ? ` received ${formatDateTime(d.receivedAt)}` : '';
      const ref = d.reference ? `, reference ${String(d.reference)}` : '';
      return `Payment of ${money(d.amountCents)}${when}${ref}`;
    }
    case 'invoice_stored':
      return `Invoice as sent stored${fingerprint(d.invoiceSha256)}`;
    case 'claim_reminder':
      return `Reminder: unpaid after ${String(d.days ?? '')} days`;
    default:
      return null;
  }
}

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
