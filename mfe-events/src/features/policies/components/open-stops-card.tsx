import { type OpenStopSettings, openStopSettingsSchema } from '@dwell/core/schemas/policies';
import { Banner } from '@dwell/ui/components/feedback.tsx';
import { useForm } from '@dwell/ui/lib/form.ts';
import { toast } from '@dwell/ui/lib/toast.ts';
import { useSaveOpenStops } from '../api/save-open-stops.ts';

const hours = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** How old the check-in of a stop still under way may be: confirmed beyond the first age, refused beyond the second. */
export function OpenStopsCard({ settings, canEdit }: { settings: OpenStopSettings; canEdit: boolean }) {
  const saveOpenStops = useSaveOpenStops();
  const form = useForm({
    schema: openStopSettingsSchema,
    initial: { confirmHours: String(settings.confirmHours), limitHours: String(settings.limitHours) },
    toInput: (v) => ({ confirmHours: hours(v.confirmHours), limitHours: hours(v.limitHours) }),
  });
  const submit = form.onSubmit(async (next) => {
    await saveOpenStops.mutateAsync(next);
    toast('success', 'Open-stop limits saved');
  });
  const problem = form.errors.confirmHours ?? form.errors.limitHours ?? form.failure;
  return (
    <form className="card stack" aria-labelledby="open-stops" onSubmit={submit} noValidate>
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
          aria-invalid={Boolean(form.errors.confirmHours)}
          {...form.text('confirmHours')}
          disabled={!canEdit}
        />
        <span>hours</span>
      </div>
      <div className="row">
        <label htmlFor="open-limit">Refuse a check-in older than</label>
        <input
          id="open-limit"
          className="input input-inline"
          inputMode="numeric"
          aria-invalid={Boolean(form.errors.limitHours)}
          {...form.text('limitHours')}
          disabled={!canEdit}
        />
        <span>hours</span>
      </div>
      {problem ? <Banner tone="error">{problem}</Banner> : null}
      {canEdit ? (
        <button type="submit" className="btn" disabled={form.busy}>
          Save limits
        </button>
      ) : null}
    </form>
  );
}
