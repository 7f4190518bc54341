import { DATA, VALIDATION } from '@dwell/core/messages';
import { EVENT_REASONS, REASON_LABELS } from '@dwell/core/schemas/event-constants';
import { Banner } from '@dwell/ui/components/feedback.tsx';
import { Field } from '@dwell/ui/components/field.tsx';
import { ApiClientError } from '@dwell/ui/lib/api-client.ts';
import { Link, navigate } from '@dwell/ui/lib/router.tsx';
import type { ScreenProps } from '@dwell/ui/lib/screen.ts';
import { toast } from '@dwell/ui/lib/toast.ts';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { keys } from '../../../lib/api.ts';
import { useCustomers, useDrivers, useFacilities } from '../../../lib/lookups.ts';
import { toLocalInput } from '../../../lib/time.ts';
import { submitEvent } from '../api/submit.ts';
import { type EventForm, type FormErrors, firstError, validateEventForm } from '../validate.ts';
import { Attachments, fileKey } from './attachments.tsx';
import { useGeolocation } from './use-geolocation.ts';

const [PROFILE_TITLE = 'Profile Required', PROFILE_TEXT = ''] = DATA.profileRequiredNotice.split(': ');

/** SPEC §2.11 'New Detention Event': every field of the form, attachments to R2, optional check-in point. */
export function NewEventPage({ session }: ScreenProps) {
  const hasProfile = Boolean(session.user.fullName?.trim());
  const [form, setForm] = useState<EventForm>(() => ({
    facilityName: '',
    facilityAddress: '',
    start: toLocalInput(Date.now()),
    end: '',
    appointment: '',
    reason: '',
    loadNumber: '',
    notes: '',
    driverId: '',
  }));
  const [errors, setErrors] = useState<FormErrors>({});
  const [banner, setBanner] = useState<{ message: string; upgrade: boolean } | null>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState<Record<string, number>>({});
  const [saving, setSaving] = useState(false);
  const geo = useGeolocation();
  const facilities = useFacilities();
  const customers = useCustomers();
  const drivers = useDrivers();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (hasProfile) return;
    toast('warning', PROFILE_TITLE, PROFILE_TEXT);
    navigate('/profile', { replace: true });
  }, [hasProfile]);
  if (!hasProfile) return <Banner tone="warning">{VALIDATION.eventProfileRequired}</Banner>;

  const set = (key: keyof EventForm) => (value: string) => {
    setForm((f) => ({ ...f, [key]: value }));
    if (errors[key]) setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateEventForm(form);
    setErrors(found);
    const message = firstError(found);
    if (message) {
      setBanner({ message, upgrade: false });
      return;
    }
    setBanner(null);
    setSaving(true);
    try {
      const location = geo.state.status === 'found' ? { lat: geo.state.lat, lng: geo.state.lng } : null;
      const result = await submitEvent({
        form,
        location,
        files,
        onProgress: (file, fraction) => setProgress((p) => ({ ...p, [fileKey(file)]: fraction })),
      });
      void queryClient.invalidateQueries({ queryKey: keys.events });
      toast('success', DATA.eventCreated);
      if (result.failedFiles.length > 0) {
        toast('error', DATA.documentsUploadFailed, result.failedFiles.map((f) => `${f.name}: ${f.message}`).join('\n'));
        navigate(`/events/${result.eventId}?tab=documents`);
      } else {
        navigate('/events');
      }
    } catch (error) {
      const text = error instanceof Error ? error.message : String(error);
      const upgrade =
        error instanceof ApiClientError && (error.code === 'limit_reached' || error.code === 'subscription_required');
      setBanner({ message: text, upgrade });
      toast('error', DATA.eventCreateErrorTitle, text);
      setProgress({});
    } finally {
      setSaving(false);
    }
  };

  const control = (key: keyof EventForm) => ({
    value: form[key],
    onChange: (e: { target: { value: string } }) => set(key)(e.target.value),
  });

  return (
    <div className="page stack-lg">
      <header className="page-header">
        <div>
          <h1>New Detention Event</h1>
          <p className="muted">Log the stop when the driver arrives; add the end time now or mark it complete later.</p>
        </div>
        <Link to="/events" className="btn btn-ghost">
          Back to events
        </Link>
      </header>
      {banner ? (
        <Banner tone="error" title={DATA.eventCreateErrorTitle}>
          {banner.message}
          {banner.upgrade ? (
            <>
              {' '}
              <Link to="/billing">See your plan</Link>
            </>
          ) : null}
        </Banner>
      ) : null}
      <form className="card form stack" noValidate onSubmit={submit} aria-busy={saving}>
        <div className="form-grid">
          <Field label="Location name" error={errors.facilityName ?? null} hint="The facility where the driver waits">
            {(ids) => (
              <input
                {...ids}
                {...control('facilityName')}
                className="input"
                list="facility-options"
                required
                maxLength={160}
              />
            )}
          </Field>
          <Field label="Shipper/Receiver name" error={errors.facilityAddress ?? null} hint="Who the stop is for">
            {(ids) => (
              <input
                {...ids}
                {...control('facilityAddress')}
                className="input"
                list="customer-options"
                required
                maxLength={160}
              />
            )}
          </Field>
          <Field label="Start time" error={errors.start ?? null}>
            {(ids) => <input {...ids} {...control('start')} className="input" type="datetime-local" required />}
          </Field>
          <Field
            label="End time (optional)"
            error={errors.end ?? null}
            hint="Leave empty while the driver is still waiting"
          >
            {(ids) => <input {...ids} {...control('end')} className="input" type="datetime-local" min={form.start} />}
          </Field>
          <Field label="Appointment time (optional)">
            {(ids) => <input {...ids} {...control('appointment')} className="input" type="datetime-local" />}
          </Field>
          <Field label="Reason">
            {(ids) => (
              <select {...ids} {...control('reason')} className="select">
                <option value="">None</option>
                {EVENT_REASONS.map((r) => (
                  <option key={r} value={r}>
                    {REASON_LABELS[r]}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label="Load number">
            {(ids) => <input {...ids} {...control('loadNumber')} className="input" maxLength={60} />}
          </Field>
          {session.user.role !== 'driver' ? (
            <Field label="Driver">
              {(ids) => (
                <select {...ids} {...control('driverId')} className="select">
                  <option value="">Me ({session.user.fullName})</option>
                  {drivers.data?.drivers.map((d) => (
                    <option key={d.id} value={d.id}>
                      {d.name}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          ) : null}
        </div>
        <Field label="Notes">
          {(ids) => <textarea {...ids} {...control('notes')} className="textarea" rows={3} maxLength={2000} />}
        </Field>
        <datalist id="facility-options">
          {facilities.data?.facilities.map((f) => (
            <option key={f.id} value={f.name} />
          ))}
        </datalist>
        <datalist id="customer-options">
          {customers.data?.customers.map((c) => (
            <option key={c.id} value={c.name} />
          ))}
        </datalist>
        <Attachments files={files} progress={progress} disabled={saving} onChange={setFiles} />
        <div className="stack">
          <label className="row">
            <input
              type="checkbox"
              checked={geo.state.status !== 'off'}
              onChange={(e) => (e.target.checked ? geo.locate() : geo.clear())}
            />
            Record my current location as the check-in point
          </label>
          <p className="small muted" aria-live="polite">
            {geo.state.status === 'locating' ? 'Finding your location…' : null}
            {geo.state.status === 'found'
              ? `Location recorded: ${geo.state.lat}, ${geo.state.lng} (within ${geo.state.accuracy} m)`
              : null}
            {geo.state.status === 'failed' ? geo.state.message : null}
          </p>
        </div>
        <div className="row">
          <button type="submit" className="btn btn-primary" disabled={saving}>
            {saving ? 'Saving…' : 'Create Event'}
          </button>
          <Link to="/events" className="btn btn-ghost">
            Cancel
          </Link>
        </div>
      </form>
    </div>
  );
}
