import { formatDateTime } from '@dwell/core/format';
import { EVENT_MESSAGES } from '@dwell/core/schemas/event-constants';
import { Banner, Skeleton } from '@dwell/ui/components/feedback.tsx';
import { toast } from '@dwell/ui/lib/toast.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { keys } from '../../../lib/query-keys.ts';
import { useAddNote } from '../api/add-note.ts';
import { useNotes } from '../api/get-notes.ts';

/** SPEC §2.12 Notes: an Add Note textarea and the notes written so far, oldest first. */
export function NotesTab({ eventId }: { eventId: string }) {
  const notes = useNotes(eventId);
  const addNote = useAddNote(eventId);
  const queryClient = useQueryClient();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <div className="stack">
      {notes.isPending ? (
        <Skeleton rows={2} />
      ) : notes.isError ? (
        <Banner tone="error">{notes.error.message}</Banner>
      ) : notes.data.notes.length === 0 ? (
        <p className="muted">No notes yet.</p>
      ) : (
        <ul className="notes" aria-label="Notes">
          {notes.data.notes.map((n) => (
            <li key={n.id} className="card card-tight">
              <p>{n.body}</p>
              <div className="small muted">
                {n.author} · {formatDateTime(n.createdAt)}
              </div>
            </li>
          ))}
        </ul>
      )}
      <form
        className="stack"
        onSubmit={(e) => {
          e.preventDefault();
          if (!body.trim()) {
            setError(EVENT_MESSAGES.noteRequired);
            return;
          }
          addNote.mutate(body.trim(), {
            onSuccess: (result) => {
              if (result.queued) toast('warning', 'Saved offline', 'The note is sent when the signal returns.');
              setBody('');
              setError(null);
              void queryClient.invalidateQueries({ queryKey: keys.notes(eventId) });
            },
            onError: (e2) => setError(e2.message),
          });
        }}
      >
        <div className="field">
          <label htmlFor="note">Add Note</label>
          <textarea
            id="note"
            className="textarea"
            rows={3}
            maxLength={2000}
            value={body}
            onChange={(e) => setBody(e.target.value)}
          />
        </div>
        {error ? <Banner tone="error">{error}</Banner> : null}
        <button type="submit" className="btn btn-primary" disabled={addNote.isPending}>
          Add Note
        </button>
      </form>
    </div>
  );
}
