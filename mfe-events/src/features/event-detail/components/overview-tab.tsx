import { formatZonedDateTime } from '@dwell/core/format';
import { REASON_LABELS } from '@dwell/core/schemas/event-constants';
import type { EventDetail } from '../api/get-event.ts';
import { GeofenceLine } from './geofence-line.tsx';
import { Timeline } from './timeline.tsx';

/** docs/product.md#event-detail Overview: Location, Event Timeline and Add Documentation. */
export function OverviewTab({
  detail,
  onAddDocument,
  role,
}: {
  detail: EventDetail;
  onAddDocument: () => void;
  role: string;
}) {
  const { event, facility } = detail;
  const point =
    event.checkInLat !== null && event.checkInLng !== null
      ? { lat: event.checkInLat, lng: event.checkInLng, from: 'check-in' }
      : facility?.lat != null && facility.lng != null
        ? { lat: facility.lat, lng: facility.lng, from: 'facility' }
        : null;
  return (
    <div className="stack-lg">
      <section className="card stack" aria-labelledby="location">
        <h2 id="location">Location</h2>
        <p>
          <strong>{event.facilityName}</strong>
          {facility?.address ? <span className="muted"> · {facility.address}</span> : null}
        </p>
        <p className="small">Shipper/Receiver: {event.facilityAddress}</p>
        {point ? (
          <p className="small">
            {point.from === 'check-in' ? 'Check-in point' : 'Facility location'}: {point.lat}, {point.lng}{' '}
            <a
              href={`https://www.openstreetmap.org/?mlat=${point.lat}&mlon=${point.lng}#map=16/${point.lat}/${point.lng}`}
              target="_blank"
              rel="noreferrer"
            >
              Open map
            </a>
          </p>
        ) : (
          <p className="small muted">No check-in point was recorded.</p>
        )}
        <GeofenceLine detail={detail} role={role} />
        {event.reason ? <p className="small">Reason: {REASON_LABELS[event.reason]}</p> : null}
        {event.appointmentTime ? (
          <p className="small">Appointment: {formatZonedDateTime(event.appointmentTime, event.timezone)}</p>
        ) : null}
        {event.notes ? <p className="small">Notes at check-in: {event.notes}</p> : null}
      </section>
      <section className="card stack" aria-labelledby="timeline-title">
        <h2 id="timeline-title">Event Timeline</h2>
        <Timeline detail={detail} />
      </section>
      <section className="card stack" aria-labelledby="add-doc">
        <h2 id="add-doc">Add Documentation</h2>
        <p className="small muted">
          Upload PNG, JPG or PDF files up to 5MB: photos of the dock, the signed BOL, gate tickets.
        </p>
        <div className="row">
          <button type="button" className="btn" onClick={onAddDocument}>
            Select Document
          </button>
          <button type="button" className="btn" onClick={onAddDocument}>
            Take Photo
          </button>
        </div>
      </section>
    </div>
  );
}
