import { DEFAULT_GEOFENCE_RADIUS_M } from '@dwell/core/integrations/constants';
import { facilityPatchSchema } from '@dwell/core/schemas/events';
import { Banner } from '@dwell/ui/components/feedback.tsx';
import { Field } from '@dwell/ui/components/field.tsx';
import { Modal } from '@dwell/ui/components/modal.tsx';
import { useForm } from '@dwell/ui/lib/form.ts';
import { toast } from '@dwell/ui/lib/toast.ts';
import type { EventDetail } from '../api/get-event.ts';
import { useRefreshEvent } from '../api/refresh-event.ts';
import { setGeofence } from '../api/set-geofence.ts';

/** Edits a facility's geofence by hand (geofence-line.tsx opens it), in its own chunk. */
export function GeofenceDialog({ detail, onClose }: { detail: EventDetail; onClose: () => void }) {
  const facility = detail.facility;
  const refresh = useRefreshEvent(detail.event.id);
  const text = (n: number | null | undefined) => (n == null ? '' : String(n));
  const form = useForm({
    schema: facilityPatchSchema,
    initial: {
      lat: text(facility?.lat ?? detail.event.checkInLat),
      lng: text(facility?.lng ?? detail.event.checkInLng),
      radius: text(facility?.geofenceRadiusM ?? DEFAULT_GEOFENCE_RADIUS_M),
    },
    toInput: (v: { lat: string; lng: string; radius: string }) => ({
      lat: v.lat === '' ? undefined : Number(v.lat),
      lng: v.lng === '' ? undefined : Number(v.lng),
      geofenceRadiusM: v.radius === '' ? undefined : Number(v.radius),
    }),
    fieldOf: { geofenceRadiusM: 'radius' },
  });
  const submit = form.onSubmit(async (input) => {
    if (!facility || input.lat == null || input.lng == null) return;
    await setGeofence(facility.id, { lat: input.lat, lng: input.lng, geofenceRadiusM: input.geofenceRadiusM ?? 300 });
    refresh();
    toast('success', 'Geofence saved', facility.name);
    onClose();
  });
  const point = detail.event.checkInLat !== null && detail.event.checkInLng !== null;
  return (
    <Modal title={`Geofence of ${facility?.name ?? 'the facility'}`} onClose={onClose}>
      <form className="stack" onSubmit={submit} noValidate>
        <div className="form-grid">
          <Field label="Centre latitude" error={form.errors.lat}>
            {(a11y) => <input {...a11y} {...form.text('lat')} className="input" inputMode="decimal" />}
          </Field>
          <Field label="Centre longitude" error={form.errors.lng}>
            {(a11y) => <input {...a11y} {...form.text('lng')} className="input" inputMode="decimal" />}
          </Field>
        </div>
        <Field label="Radius (metres)" error={form.errors.radius} hint="From 50 to 5000 m.">
          {(a11y) => <input {...a11y} {...form.text('radius')} className="input" inputMode="numeric" />}
        </Field>
        {point ? (
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            onClick={() => {
              form.set('lat', text(detail.event.checkInLat));
              form.set('lng', text(detail.event.checkInLng));
            }}
          >
            Use this stop's check-in point
          </button>
        ) : null}
        {form.failure ? <Banner tone="error">{form.failure}</Banner> : null}
        <div className="row">
          <button type="submit" className="btn btn-primary" disabled={form.busy}>
            Save geofence
          </button>
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </Modal>
  );
}
