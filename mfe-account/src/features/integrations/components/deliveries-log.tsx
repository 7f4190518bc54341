import { formatDateTime } from '@dwell/core/format';
import { Banner, Skeleton } from '@dwell/ui/components/feedback.tsx';
import { Link } from '@dwell/ui/lib/router.tsx';
import { useQuery } from '@tanstack/react-query';
import { fetchDeliveries } from '../api/get-deliveries.ts';

/** The integration's recent deliveries: when, what, the answer given, and the stop it touched. */
export function DeliveriesLog({ integrationId }: { integrationId: string }) {
  const query = useQuery({
    queryKey: ['account', 'integration-deliveries', integrationId],
    queryFn: () => fetchDeliveries(integrationId),
  });
  if (query.isPending) return <Skeleton rows={3} />;
  if (query.error) return <Banner tone="error">{query.error.message}</Banner>;
  if (query.data.length === 0) return <p className="muted small">No deliveries yet.</p>;
  return (
    <div className="table-wrap">
      <table className="table table-cards">
        <caption className="sr-only">Recent deliveries</caption>
        <thead>
          <tr>
            <th>Received</th>
            <th>Event</th>
            <th>Result</th>
            <th>Details</th>
          </tr>
        </thead>
        <tbody>
          {query.data.map((d) => (
            <tr key={d.id}>
              <td>{formatDateTime(d.receivedAt)}</td>
              <td data-label="Event">
                {d.kind ?? '—'}
                {d.vendorVehicleId ? ` · ${d.vendorVehicleId}` : ''}
                {d.vendorPlaceId ? ` @ ${d.vendorPlaceId}` : ''}
              </td>
              <td data-label="Result">
                <span className={`badge ${d.httpStatus >= 400 ? 'badge-danger' : 'badge-success'}`}>
                  {d.result.replaceAll('_', ' ')} · {d.httpStatus}
                </span>
                {d.test ? <span className="badge">test</span> : null}
              </td>
              <td data-label="Details">
                {d.errorMessage ?? ''}
                {d.eventId ? <Link to={`/events/${d.eventId}`}>Open stop</Link> : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
