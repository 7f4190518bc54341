import { formatDateTime } from '@dwell/core/format';
import { WEBHOOK_DELIVERY_STATUSES, type WebhookDeliveryStatus } from '@dwell/core/schemas/webhooks';
import { Banner, Skeleton } from '@dwell/ui/components/feedback.tsx';
import { ApiClientError } from '@dwell/ui/lib/api-client.ts';
import { toast } from '@dwell/ui/lib/toast.ts';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { DELIVERIES_KEY, type DeliveryView, fetchDeliveries, replayDelivery } from '../api/webhooks.ts';

const STATUS_LABELS: Record<WebhookDeliveryStatus, string> = {
  queued: 'Queued',
  retrying: 'Retrying',
  delivered: 'Delivered',
  dead: 'Failed',
};
const STATUS_TONES: Record<WebhookDeliveryStatus, string> = {
  queued: 'badge-info',
  retrying: 'badge-warning',
  delivered: 'badge-success',
  dead: 'badge-danger',
};
/** While something is still being attempted the log refreshes itself. */
const IN_FLIGHT = new Set<WebhookDeliveryStatus>(['queued', 'retrying']);

function Outcome({ d }: { d: DeliveryView }) {
  if (d.attempts === 0) return <span className="muted">Not attempted yet</span>;
  const answer = d.responseStatus === null ? 'No answer' : `HTTP ${d.responseStatus}`;
  return (
    <div>
      {answer} · {d.durationMs ?? 0} ms · {d.attempts === 1 ? '1 attempt' : `${d.attempts} attempts`}
      {d.error && d.status !== 'delivered' ? <div className="muted small">{d.error}</div> : null}
      {d.nextAttemptAt ? <div className="muted small">Next attempt {formatDateTime(d.nextAttemptAt)}</div> : null}
    </div>
  );
}

/** Every delivery, newest first, with its status, the receiver's answer and timing, and Replay once settled. */
export function DeliveriesTable() {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<WebhookDeliveryStatus | ''>('');
  const [replaying, setReplaying] = useState<string | null>(null);
  const query = useInfiniteQuery({
    queryKey: [...DELIVERIES_KEY, status],
    queryFn: ({ pageParam }) => fetchDeliveries({ status: status || undefined, cursor: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    refetchInterval: (q) =>
      q.state.data?.pages.some((p) => p.deliveries.some((d) => IN_FLIGHT.has(d.status))) ? 3000 : false,
  });
  const replay = async (d: DeliveryView) => {
    setReplaying(d.id);
    try {
      await replayDelivery(d.id);
      toast('success', 'Delivery queued again', d.eventType);
      await queryClient.invalidateQueries({ queryKey: DELIVERIES_KEY });
    } catch (error) {
      toast('error', 'Not replayed', error instanceof ApiClientError ? error.message : 'Please try again.');
    } finally {
      setReplaying(null);
    }
  };
  const rows = query.data?.pages.flatMap((p) => p.deliveries) ?? [];
  return (
    <section className="card stack" aria-labelledby="deliveries-title">
      <div className="row-between">
        <h2 id="deliveries-title">Deliveries</h2>
        <label className="row">
          <span className="small">Status</span>
          <select
            className="select"
            value={status}
            onChange={(e) => setStatus(e.target.value as WebhookDeliveryStatus | '')}
          >
            <option value="">All</option>
            {WEBHOOK_DELIVERY_STATUSES.map((s) => (
              <option key={s} value={s}>
                {STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </label>
      </div>
      {query.isPending ? <Skeleton rows={4} /> : null}
      {query.error ? <Banner tone="error">{query.error.message}</Banner> : null}
      {query.data && rows.length === 0 ? <p className="muted small">No deliveries yet.</p> : null}
      {rows.length ? (
        <div className="table-wrap">
          <table className="table table-cards">
            <caption className="sr-only">Webhook deliveries</caption>
            <thead>
              <tr>
                <th>Created</th>
                <th>Event</th>
                <th>Status</th>
                <th>Answer</th>
                <th>
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((d) => (
                <tr key={d.id} data-delivery={d.id}>
                  <td>{formatDateTime(d.createdAt)}</td>
                  <td data-label="Event">
                    <code>{d.eventType}</code>
                    <div className="muted small">{d.url}</div>
                  </td>
                  <td data-label="Status">
                    <span className={`badge ${STATUS_TONES[d.status]}`}>{STATUS_LABELS[d.status]}</span>
                    {d.replays ? <div className="muted small">Replayed {d.replays}×</div> : null}
                  </td>
                  <td data-label="Answer">
                    <Outcome d={d} />
                  </td>
                  <td>
                    {IN_FLIGHT.has(d.status) ? null : (
                      <button
                        type="button"
                        className="btn btn-sm"
                        disabled={replaying === d.id}
                        onClick={() => void replay(d)}
                        aria-label={`Replay ${d.eventType} of ${formatDateTime(d.createdAt)}`}
                      >
                        Replay
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {query.hasNextPage ? (
        <div>
          <button
            type="button"
            className="btn btn-sm"
            disabled={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            Load more
          </button>
        </div>
      ) : null}
    </section>
  );
}
