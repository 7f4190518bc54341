import { DATA, VALIDATION } from '@dwell/core/messages';
import { createEventSchema } from '@dwell/core/schemas/events';
import { ConfirmDialog } from '@dwell/ui/components/confirm-dialog.tsx';
import { Banner } from '@dwell/ui/components/feedback.tsx';
import { ApiClientError } from '@dwell/ui/lib/api-client.ts';
import { useForm } from '@dwell/ui/lib/form.ts';
import { useIntent } from '@dwell/ui/lib/intent.ts';
import { Link, navigate } from '@dwell/ui/lib/router.tsx';
import type { PreparedPhoto } from '@dwell/ui/lib/photo.ts';
import type { ScreenProps } from '@dwell/ui/lib/screen.ts';
import { toast } from '@dwell/ui/lib/toast.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { keys } from '../../../lib/query-keys.ts';
import { submitEvent } from '../api/submit.ts';
import { blankEventForm, EVENT_FIELD_OF, type EventForm, eventInput, firstError } from '../validate.ts';
import { Attachments, fileKey } from './attachments.tsx';
import { CheckInPoint } from './check-in-point.tsx';
import { EventFields } from './event-fields.tsx';
import { useGeolocation } from './use-geolocation.ts';

const [PROFILE_TITLE = 'Profile Required', PROFILE_TEXT = ''] = DATA.profileRequiredNotice.split(': ');

/** docs/product.md#new-event 'New Detention Event': every field of the form, attachments to R2, optional check-in point. */
export function NewEventPage({ session }: ScreenProps) {
  const hasProfile = Boolean(session.user.fullName?.trim());
  const form = useForm({
    schema: createEventSchema,
    initial: blankEventForm(Date.now()),
    toInput: eventInput,
    fieldOf: EVENT_FIELD_OF,
  });
  const [upgrade, setUpgrade] = useState(false);
  const [files, setFiles] = useState<PreparedPhoto[]>([]);
  const [progress, setProgress] = useState<Record<string, number>>({});
  // The API asks to confirm a check-in older than the company's usual range; its words are shown as they come.
  const [confirming, setConfirming] = useState<string | null>(null);
  const intent = useIntent();
  const geo = useGeolocation();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (hasProfile) return;
    toast('warning', PROFILE_TITLE, PROFILE_TEXT);
    navigate('/profile', { replace: true });
  }, [hasProfile]);
  if (!hasProfile) return <Banner tone="warning">{VALIDATION.eventProfileRequired}</Banner>;

  const set = (key: keyof EventForm, value: string) => {
    // A changed form is a new intent: it gets its own Idempotency-Key.
    intent.reset();
    form.set(key, value);
  };

  const send = async (values: EventForm, confirmOldCheckIn: boolean) => {
    setConfirming(null);
    try {
      const location =
        geo.state.status === 'found' ? { lat: geo.state.lat, lng: geo.state.lng, accuracyM: geo.state.accuracy } : null;
      const result = await intent.run((key) =>
        submitEvent({
          key,
          confirmOldCheckIn,
          form: values,
          location,
          files,
          onProgress: (file, fraction) => setProgress((p) => ({ ...p, [fileKey(file)]: fraction })),
        }),
      );
      // A second click while the first is being sent does nothing.
      if (!result) return;
      void queryClient.invalidateQueries({ queryKey: keys.events });
      if (result.queued) {
        toast('warning', 'Saved offline', 'The check-in is sent with its times when the signal returns.');
        navigate(`/events/${result.eventId}`);
        return;
      }
      toast('success', DATA.eventCreated);
      if (result.failedFiles.length > 0) {
        toast('error', DATA.documentsUploadFailed, result.failedFiles.map((f) => `${f.name}: ${f.message}`).join('\n'));
        navigate(`/events/${result.eventId}?tab=documents`);
      } else {
        navigate('/events');
      }
    } catch (error) {
      if (error instanceof ApiClientError && error.code === 'confirmation_required') {
        setConfirming(error.message);
        return;
      }
      throw error;
    }
  };

  /** Refused: the API's words in the banner and a toast (its field messages also beside their fields). */
  const refused = (error: unknown) => {
    const text = error instanceof Error ? error.message : String(error);
    setUpgrade(
      error instanceof ApiClientError && (error.code === 'limit_reached' || error.code === 'subscription_required'),
    );
    toast('error', DATA.eventCreateErrorTitle, text);
    setProgress({});
    return text;
  };
  const submit = form.onSubmit((_, values) => send(values, false), refused);
  const banner = form.failure ?? firstError(form.errors);
  const saving = form.busy;

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
          {banner}
          {form.failure && upgrade ? (
            <>
              {' '}
              <Link to="/billing">See your plan</Link>
            </>
          ) : null}
        </Banner>
      ) : null}
      {confirming ? (
        <ConfirmDialog
          title="Is the check-in date right?"
          confirmLabel="Yes, log it as under way"
          tone="primary"
          busy={saving}
          onConfirm={() => void form.submit((_, values) => send(values, true), refused)}
          onCancel={() => setConfirming(null)}
        >
          <p>{confirming}</p>
        </ConfirmDialog>
      ) : null}
      <form className="card form stack" noValidate onSubmit={submit} aria-busy={saving}>
        <EventFields form={form.values} errors={form.errors} onChange={set} session={session} />
        <Attachments files={files} progress={progress} disabled={saving} onChange={setFiles} />
        <CheckInPoint geo={geo} />
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
