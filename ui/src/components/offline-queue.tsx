import { removeActions } from '../lib/offline/store.ts';
import type { OfflineAction, OfflineState } from '../lib/offline/types.ts';

const STATE_TEXT: Record<OfflineState, { text: string; tone: string }> = {
  queued: { text: 'Waiting for connection', tone: 'badge-warning' },
  sending: { text: 'Sending…', tone: 'badge-info' },
  sent: { text: 'Sent', tone: 'badge-success' },
  failed: { text: 'Not sent', tone: 'badge-danger' },
};

/**
 * The driver's saved actions with their state in words (never colour alone): waiting, sending, sent, or not
 * sent with the API's reason. Sent and failed ones can be cleared from the list.
 */
export function OfflineQueueList({
  actions,
  title = 'Saved on this phone',
}: {
  actions: OfflineAction[];
  title?: string;
}) {
  if (actions.length === 0) return null;
  const done = actions.filter((a) => a.state === 'sent' || a.state === 'failed');
  return (
    <section className="card card-tight stack offline-queue" aria-label={title} data-testid="offline-queue">
      <div className="row-between">
        <h2 className="h-small">{title}</h2>
        {done.length ? (
          <button
            type="button"
            className="btn btn-sm btn-ghost"
            onClick={() => void removeActions(done.map((a) => a.id))}
          >
            Clear finished
          </button>
        ) : null}
      </div>
      <ul className="list-stack offline-list" aria-live="polite">
        {actions.map((a) => (
          <li key={a.id} className="row-between" data-state={a.state}>
            <span>{a.label}</span>
            <span className="stack-tight">
              <span className={`badge ${STATE_TEXT[a.state].tone}`}>{STATE_TEXT[a.state].text}</span>
              {a.error ? <span className="small">{a.error}</span> : null}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
