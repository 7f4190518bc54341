import { formatDuration, formatZonedDateTime } from '@dwell/core/format';
import { timeSourceLabel } from '@dwell/core/integrations/constants';
import { correctionText } from '@dwell/core/time-corrections';
import type { PayerPageData } from '../api/get-payer-page.ts';
import { fixText, type GpsFix, mapUrl } from '../claim-words.ts';

interface Step {
  label: string;
  at: number | null;
  source?: string | null;
  fix?: GpsFix | null;
}

/** Where the GPS put the truck when that time was taken, with a link to see it on a map. */
function Fix({ fix }: { fix: GpsFix }) {
  return (
    <span className="small">
      GPS {fixText(fix)} ·{' '}
      <a href={mapUrl(fix)} target="_blank" rel="noopener noreferrer">
        Open on a map
      </a>
    </span>
  );
}

/** The stop: where, who, which load, and the appointment, check-in and check-out in the stop's own time zone. */
export function StopTimeline({ stop }: { stop: PayerPageData['stop'] }) {
  const steps: Step[] = [
    { label: 'Appointment', at: stop.appointmentTime },
    { label: 'Check-in', at: stop.checkInTime, source: timeSourceLabel(stop.checkInSource), fix: stop.checkInFix },
    { label: 'Check-out', at: stop.checkOutTime, source: timeSourceLabel(stop.checkOutSource), fix: stop.checkOutFix },
  ];
  return (
    <section className="card stack" aria-labelledby="payer-stop">
      <h2 id="payer-stop">The stop</h2>
      <dl className="payer-facts">
        <dt>Location</dt>
        <dd>{stop.facilityName}</dd>
        <dt>Shipper/Receiver</dt>
        <dd>{stop.facilityAddress}</dd>
        <dt>Driver</dt>
        <dd>{stop.driverName}</dd>
        <dt>Load number</dt>
        <dd>{stop.loadNumber ?? '—'}</dd>
      </dl>
      <ol className="payer-timeline">
        {steps.map((step) => (
          <li key={step.label}>
            <strong>{step.label}</strong>
            <span>{step.at === null ? 'None' : formatZonedDateTime(step.at, stop.timeZone)}</span>
            {step.source ? <span className="small muted">Source: {step.source}</span> : null}
            {step.fix ? <Fix fix={step.fix} /> : null}
          </li>
        ))}
      </ol>
      {stop.corrections.length > 0 ? (
        <ul className="small">
          {stop.corrections.map((c) => (
            <li key={`${c.field}-${c.at}`}>{correctionText(c, (ms) => formatZonedDateTime(ms, stop.timeZone))}</li>
          ))}
        </ul>
      ) : null}
      <p className="small muted">Time on site: {formatDuration(stop.checkOutTime - stop.checkInTime)}</p>
    </section>
  );
}
