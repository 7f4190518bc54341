import { OPEN_STOP_MAX_HOURS } from '@dwell/core/schemas/event-constants';
import { POLICY_MESSAGES } from '@dwell/core/schemas/policy-constants';
import { Banner } from '@dwell/ui/components/feedback.tsx';
import { toast } from '@dwell/ui/lib/toast.ts';
import { useState } from 'react';
import { useSaveOpenStops } from '../api/save-open-stops.ts';

interface Settings {
  confirmHours: number;
  limitHours: number;
}

/** The API's rules for the two ages, in its own words. */
function problemOf(confirm: number, limit: number): string | null {
  const valid = (n: number) => Number.isInteger(n) && n >= 1 && n <= OPEN_STOP_MAX_HOURS;
  if (!valid(confirm) || !valid(limit)) return POLICY_MESSAGES.openStopHours;
  return confirm > limit ? POLICY_MESSAGES.openStopOrder : null;
}

/** How old the check-in of a stop still under way may be: confirmed beyond the first age, refused beyond the second. */
export function OpenStopsCard({ settings, canEdit }: { settings: Settings; canEdit: boolean }) {
  const [confirm, setConfirm] = useState(String(settings.confirmHours));
  const [limit, setLimit] = useState(String(settings.limitHours));
  const [problem, setProblem] = useState<string | null>(null);
  const saveOpenStops = useSaveOpenStops();
  return (
    <form
      className="card stack"
      aria-labelledby="open-stops"
      onSubmit={(e) => {
        e.preventDefault();
        const next = { confirmHours: Number(confirm), limitHours: Number(limit) };
        const found = problemOf(next.confirmHours, next.limitHours);
        setProblem(found);
        if (!found) saveOpenStops.mutate(next, { onSuccess: () => toast('success', 'Open-stop limits saved') });
      }}
    >
      <h2 id="open-stops">Stops still under way</h2>
      <p className="muted small">
        Catches a mistyped date: an older check-in must be confirmed, a much older one is refused, and a stop left open
        longer shows and bills no more than the limit.
      </p>
      <div className="row">
        <label htmlFor="open-confirm">Ask to confirm a check-in older than</label>
        <input
          id="open-confirm"
          className="input input-inline"
          inputMode="numeric"
          value={confirm}
          disabled={!canEdit}
          onChange={(e) => setConfirm(e.target.value)}
        />
        <span>hours</span>
      </div>
      <div className="row">
        <label htmlFor="open-limit">Refuse a check-in older than</label>
        <input
          id="open-limit"
          className="input input-inline"
          inputMode="numeric"
          value={limit}
          disabled={!canEdit}
          onChange={(e) => setLimit(e.target.value)}
        />
        <span>hours</span>
      </div>
      {problem ? <Banner tone="error">{problem}</Banner> : null}
      {saveOpenStops.isError ? <Banner tone="error">{saveOpenStops.error.message}</Banner> : null}
      {canEdit ? (
        <button type="submit" className="btn" disabled={saveOpenStops.isPending}>
          Save limits
        </button>
      ) : null}
    </form>
  );
}
