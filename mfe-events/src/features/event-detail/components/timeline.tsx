import { formatZonedDateTime } from '@dwell/core/format';
import { useNow } from '../../../lib/time.ts';
import type { EventDetail } from '../api/get-event.ts';
import { timelineSteps } from './timeline-steps.ts';

/** docs/product.md#event-detail Event Timeline: what happened (completed), what is happening (current), what is to come (pending). */
export function Timeline({ detail }: { detail: EventDetail }) {
  const now = useNow(30_000);
  const steps = timelineSteps(detail, now);
  return (
    <ol className="timeline" aria-label="Event timeline" data-testid="timeline">
      {steps.map((step) => (
        <li key={step.key} className={`timeline-step timeline-${step.state}`}>
          <span className="timeline-dot" aria-hidden="true" />
          <div>
            <strong>{step.label}</strong>
            <span className="sr-only"> ({step.state})</span>
            <div className="small muted">
              {step.at
                ? formatZonedDateTime(step.at, detail.event.timezone)
                : step.state === 'pending'
                  ? 'Pending'
                  : 'Now'}
              {step.actor ? ` · ${step.actor}` : ''}
            </div>
          </div>
        </li>
      ))}
    </ol>
  );
}
