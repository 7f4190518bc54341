import { ApiClientError } from '@dwell/ui/lib/api-client.ts';
import { enqueue } from '@dwell/ui/lib/offline/queue.ts';
import { requestFor } from '@dwell/ui/lib/offline/requests.ts';
import { LOCAL_EVENT_PREFIX, type NewOfflineAction } from '@dwell/ui/lib/offline/types.ts';
import { type PreparedPhoto, preparePhoto } from '@dwell/ui/lib/photo.ts';
import { uploadWithProgress } from '@dwell/ui/lib/upload.ts';
import type { DocumentCategory } from '@dwell/core/document-categories';

/**
 * POST /api/documents: one file as evidence of an event, reporting progress from 0 to 1; a large photo is
 * scaled down first (its original's SHA-256 goes in the description). It is the offline queue's photo request,
 * so without a connection the very same request waits in the queue ({ queued: true }), sent later under the
 * same Idempotency-Key. Answers the stored document's id when it was sent now; rejects with the API's own message.
 */
export async function uploadDocument(
  eventId: string,
  file: File | PreparedPhoto,
  category: DocumentCategory,
  onProgress: (fraction: number) => void,
): Promise<{ queued: true } | { queued: false; documentId: string }> {
  const photo = file instanceof File ? await preparePhoto(file) : file;
  const id = crypto.randomUUID();
  const upload: NewOfflineAction<'photo'> = {
    id,
    kind: 'photo',
    eventId,
    label: `Photo · ${photo.file.name}`,
    input: {
      file: photo.file,
      fileName: photo.file.name,
      query: { category, ...(photo.description ? { description: photo.description } : {}) },
    },
  };
  const queue = () => enqueue(upload).then(() => ({ queued: true }) as const);
  // Without signal, or on an event still waiting to be sent, the photo waits in the offline queue.
  if (!navigator.onLine || eventId.startsWith(LOCAL_EVENT_PREFIX)) return queue();
  const now = { ...upload, id, seq: 0, state: 'sending' as const, createdAt: Date.now() };
  try {
    const answer = await uploadWithProgress((fetch) => requestFor(now, { fetch }), onProgress);
    return { queued: false, documentId: answer.document.id };
  } catch (error) {
    if (error instanceof ApiClientError && error.code === 'network') return queue();
    throw error;
  }
}
