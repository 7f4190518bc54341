import { formatClock, formatDuration } from '@dwell/core/format';
import { useNow } from '../lib/time.ts';

/**
 * 'Xh Ym' from check-in to check-out, or to now, ticking while the stop is running (docs/product.md#data). A stop left open
 * past the company's limit (`stale`) shows the time it is held at, from the API, and says its check-out is missing.
 */
export function RunningDuration({
  checkIn,
  checkOut,
  stale,
}: {
  checkIn: number;
  checkOut: number | null;
  stale?: { durationMinutes: number } | null;
}) {
  const now = useNow(checkOut === null ? 15_000 : 3_600_000);
  if (stale)
    return (
      <span className="tabular">
        {formatDuration(stale.durationMinutes * 60_000)} <span className="badge badge-warning">Check-out missing</span>
      </span>
    );
  return <span className="tabular">{formatDuration((checkOut ?? now) - checkIn)}</span>;
}

/**
 * A seconds-precise clock for one active stop (the detail header), e.g. 2:05:09. It reads a second or two later
 * in the browser than in the page the worker drew: taking the drawn screen over keeps that text
 * (suppressHydrationWarning) until the clock's next tick writes the browser's own, a second later.
 */
export function LiveClock({ since }: { since: number }) {
  const now = useNow(1000);
  return (
    <span className="tabular" role="timer" aria-label="Time on site" suppressHydrationWarning>
      {formatClock(now - since)}
    </span>
  );
}
