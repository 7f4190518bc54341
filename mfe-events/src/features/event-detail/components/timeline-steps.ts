import { formatMoney, formatZonedDateTime } from '@dwell/core/format';
import { timeSourceLabel } from '@dwell/core/integrations/constants';
import { correctionsIn, correctionText } from '@dwell/core/time-corrections';
import { claimEntryText } from '../../../shared/claim-entry-text.ts';
import type { EventDetail } from '../api/get-event.ts';

type Entry = EventDetail['timeline'][number];
const money = (v: unknown) => (typeof v === 'number' ? formatMoney(v) : '');

/** A check-in or check-out with where its time came from, when the entry says. */
function withSource(text: string, source: unknown): string {
  const label = timeSourceLabel(source);
  return label ? `${text} (${label})` : text;
}

/** A log entry in words; times inside it in the stop's zone. */
function describe(entry: Entry, timeZone: string): string {
  const d = entry.details as Record<string, unknown>;
  switch (entry.action) {
    case 'times_corrected':
      return correctionsIn(d)
        .map((c) => correctionText(c, (ms) => formatZonedDateTime(ms, timeZone)))
        .join('; ');
    case 'checked_in':
      return withSource('Checked in', d.source);
    case 'checked_out':
      return withSource('Checked out', d.source);
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

export interface TimelineStep {
  key: string;
  label: string;
  at: number | null;
  state: 'completed' | 'current' | 'pending';
  actor?: string | null;
}

/**
 * The steps of docs/product.md#event-detail's Event Timeline in time order: what was logged, the end of the free
 * time (a running stop's, and a checked-out stop's that billed: when its detention began stays on its record), then
 * what is under way and what is to come. A stop logged after the fact (a back-dated check-in) has its free time
 * end before notes and uploads made since, so every dated step is sorted.
 */
export function timelineSteps(
  detail: {
    event: Pick<EventDetail['event'], 'status' | 'timezone' | 'checkInTime' | 'checkOutTime'>;
    billing: Pick<EventDetail['billing'], 'freeEndsAt' | 'forfeited'>;
    timeline: Entry[];
  },
  now: number,
): TimelineStep[] {
  const { event, billing } = detail;
  // A corrected check-in or check-out stands at the stop's time as it is now (the correction's own entry, at the
  // moment it was made, says from what): the free time then never ends before the arrival shown.
  const fields = new Set(
    detail.timeline
      .filter((e) => e.action === 'times_corrected')
      .flatMap((e) => correctionsIn(e.details).map((c) => c.field)),
  );
  const movedTo = (entry: Entry) =>
    entry.action === 'checked_in' && fields.has('checkIn')
      ? event.checkInTime
      : entry.action === 'checked_out' && fields.has('checkOut')
        ? event.checkOutTime
        : null;
  const dated: TimelineStep[] = detail.timeline.map((entry) => {
    const at = movedTo(entry) ?? entry.at;
    const label = describe(entry, event.timezone);
    return {
      key: entry.id,
      label: at === entry.at ? label : `${label}, time corrected`,
      at,
      state: 'completed',
      actor: entry.actor,
    };
  });
  const open: TimelineStep[] = [];
  const { checkOutTime } = event;
  if (event.status === 'completed' && checkOutTime !== null && checkOutTime > billing.freeEndsAt) {
    dated.push({
      key: 'free-time',
      label: billing.forfeited ? 'Late arrival: detention forfeited' : 'Free time over: billing',
      at: billing.freeEndsAt,
      state: 'completed',
    });
  }
  if (event.status === 'active') {
    const freeOver = now >= billing.freeEndsAt;
    dated.push({
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
      open.push({ key: 'billing', label: 'Detention accruing', at: null, state: 'current' });
    open.push({ key: 'checkout', label: 'Check-out', at: null, state: 'pending' });
  }
  // A stable sort: entries logged at the same moment keep the order the API gave them.
  return [...dated.sort((a, b) => (a.at ?? 0) - (b.at ?? 0)), ...open];
}
