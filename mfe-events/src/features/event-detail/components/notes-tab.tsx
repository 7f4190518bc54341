import { formatDateTime } from '@dwell/core/format';
import { Banner, Skeleton } from '@dwell/ui/components/feedback.tsx';
import { toast } from '@dwell/ui/lib/toast.ts';
import { useQueryClient } from '@tanstack/react-query';
import { keys } from '../../../lib/query-keys.ts';
import { useAddNote } from '../api/add-note.ts';
import { useNotes } from '../api/get-notes.ts';
import { NoteForm } from './note-form.tsx';

/** docs/product.md#event-detail Notes: an Add Note textarea and the notes written so far, oldest first. */
export function NotesTab({ eventId }: { eventId: string }) {
  const notes = useNotes(eventId);
  const addNote = useAddNote(eventId);
  const queryClient = useQueryClient();
  const send = async (body: string) => {
    const result = await addNote.mutateAsync(body);
    if (result.queued) toast('warning', 'Saved offline', 'The note is sent when the signal returns.');
    void queryClient.invalidateQueries({ queryKey: keys.notes(eventId) });
  };
  return (
    <div className="stack">
      {notes.isPending ? (
        <Skeleton rows={2} />
      ) : notes.isError ? (
        <Banner tone="error">{notes.error.message}</Banner>
      ) : notes.data.notes.length === 0 ? (
        <p className="muted">No notes yet.</p>
      ) : (
        <ul className="list-stack" aria-label="Notes">
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
      <NoteForm onSend={send} primary />
    </div>
  );
}
