import { formatDateTime, formatMoney } from '@dwell/core/format';
import { useNow } from '../../../lib/time.ts';
import { claimEntryText } from '../../../shared/claim-history.tsx';
import type { EventDetail } from '../api/use-event.ts';

type Entry = EventDetail['timeline'][number];
const money = (v: unknown) => (typeof v === 'number' ? formatMoney(v) : '');

/** A log entry in words. */
function describe(entry: Entry): string {
  const d = entry.details as Record<string, unknown>;
  switch (entry.action) {
    case 'checked_in':
      return 'Checked in';
    case 'checked_out':
      return 'Checked out';
    case 'cancelled':
      return d.reason ? `Event cancelled: ${String(d.reason)}` : 'Event cancelled';
    case 'note_added':
      return 'Note added';
    case 'document_added':
      return `Document added: ${String(d.name ?? '')}`;
    case 'alert_raised':
      return `Alert: ${String(d.title ?? '')}`;
    case 'repriced':
      return `Re-priced from ${money(d.fromCents)} to ${money(d.toCents)}`;
    default: {
      const claim = claimEntryText(entry.action, d);
      return claim ? `Claim ${String(d.number ?? '')}: ${claim}` : entry.action.replaceAll('_', ' ');
    }
  }
}

/** SPEC §2.12 Event Timeline: what happened (completed), what is happening (current), what is to come (pending). */
export function Timeline({ detail }: { detail: EventDetail }) {
  const now = useNow(30_000);
  const { event, billing } = detail;
  const steps: {
    key: string;
    label: string;
    at: number | null;
    state: 'completed' | 'current' | 'pending';
    actor?: string | null;
  }[] = detail.timeline.map((entry) => ({
    key: entry.id,
    label: describe(entry),
    at: entry.at,
    state: 'completed',
    actor: entry.actor,
  }));
  if (event.status === 'active') {
    const freeOver = now >= billing.freeEndsAt;
    steps.push({
      key: 'free-time',
      label: billing.forfeited
        ? 'Late arrival: detention forfeited'
        : freeOver
          ? 'Free time over: billing'
          : 'Free time running',
      at: billing.freeEndsAt,
      state: freeOver ? 'completed' : 'current',
    });
    if (freeOver && !billing.forfeited)
      steps.push({ key: 'billing', label: 'Detention accruing', at: null, state: 'current' });
    steps.push({ key: 'checkout', label: 'Check-out', at: null, state: 'pending' });
  }
  return (
    <ol className="timeline" aria-label="Event timeline" data-testid="timeline">
      {steps.map((step) => (
        <li key={step.key} className={`timeline-step timeline-${step.state}`}>
          <span className="timeline-dot" aria-hidden="true" />
          <div>
            <strong>{step.label}</strong>
            <span className="sr-only"> ({step.state})</span>
            <div className="small muted">
              {step.at ? formatDateTime(step.at) : step.state === 'pending' ? 'Pending' : 'Now'}
              {step.actor ? ` · ${step.actor}` : ''}
            </div>
          </div>
        </li>
      ))}
    </ol>
  );
}
