import { formatDateTime } from '@dwell/core/format';
import { OfflineQueueList } from '@dwell/ui/components/offline-queue.tsx';
import type { OfflineAction } from '@dwell/ui/lib/offline/types.ts';
import { useOfflineQueue } from '@dwell/ui/lib/offline/use-queue.ts';
import { Link, navigate } from '@dwell/ui/lib/router.tsx';
import { toast } from '@dwell/ui/lib/toast.ts';
import { useEffect } from 'react';
import { uploadDocument } from '../../../shared/api/upload-document.ts';
import { PickFiles } from '../../../shared/pick-files.tsx';
import { addNote } from '../api/add-note.ts';
import { completeEvent } from '../api/complete-event.ts';
import { CheckOutForm } from './check-out-form.tsx';
import { NoteForm } from './note-form.tsx';

const saved = (what: string) => toast('warning', 'Saved offline', `${what} is sent when the signal returns.`);

/**
 * An event checked in without signal (/events/local_…): what the phone holds, and the dock actions on it —
 * check out, add a note, take a photo — all queued behind the check-in. Once the replay has sent the
 * check-in, the page moves to the event's real address.
 */
export function QueuedEventPage({ localId }: { localId: string }) {
  const actions = useOfflineQueue(localId);
  const checkIn = actions.find((a): a is OfflineAction<'check-in'> => a.kind === 'check-in');
  useEffect(() => {
    if (checkIn?.serverEventId) navigate(`/events/${checkIn.serverEventId}`, { replace: true });
  }, [checkIn?.serverEventId]);

  if (!checkIn) {
    return (
      <div className="page stack">
        <h1>Saved event</h1>
        <p className="muted">This event is no longer waiting on this phone.</p>
        <Link to="/events">Back to Detention Events</Link>
      </div>
    );
  }
  const { facilityName, checkInTime: start } = checkIn.input;
  const checkedOut = actions.some((a) => a.kind === 'check-out');
  return (
    <div className="page stack-lg">
      <header className="page-header">
        <div>
          <Link to="/events" className="small">
            ← Detention Events
          </Link>
          <h1>
            {facilityName} <span className="badge badge-warning">Not sent yet</span>
          </h1>
          <p className="muted">
            Checked in {formatDateTime(start)} · saved on this phone, sent when the signal returns.
          </p>
        </div>
      </header>
      <OfflineQueueList actions={actions} />
      {checkedOut ? null : (
        <CheckOutForm
          className="card form stack"
          since={start}
          onSend={(at) => completeEvent(localId, at).then(() => saved('The check-out'))}
        >
          {() => (
            <button type="submit" className="btn btn-primary">
              Check out
            </button>
          )}
        </CheckOutForm>
      )}
      <NoteForm className="card form stack" onSend={(body) => addNote(localId, body).then(() => saved('The note'))} />
      <div className="card row">
        <PickFiles
          camera
          label="Take a photo for this event"
          onPicked={(photos) =>
            void Promise.all(photos.map((p) => uploadDocument(localId, p, 'detention', () => {}))).then(() =>
              saved('The photo'),
            )
          }
        >
          Take Photo
        </PickFiles>
      </div>
    </div>
  );
}
