import { UPLOAD_MAX_BYTES } from '@dwell/core/constants';
import { fileTooLarge } from '@dwell/core/messages';
import { ApiClientError } from '@dwell/ui/lib/api-client.ts';
import { enqueue } from '@dwell/ui/lib/offline/queue.ts';
import { LOCAL_EVENT_PREFIX } from '@dwell/ui/lib/offline/types.ts';
import { type PreparedPhoto, preparePhoto } from '@dwell/ui/lib/photo.ts';
import { uploadFileBody } from '@dwell/ui/lib/upload.ts';

/** What the New event form and the Documents tab accept: images or PDF (SPEC §5). */
export const ACCEPT = 'image/png,image/jpeg,application/pdf';
const ACCEPTED = new Set(['image/png', 'image/jpeg', 'image/jpg', 'application/pdf']);

export type DocumentCategory = 'check-in' | 'loading' | 'detention' | 'billing' | 'other';

/**
 * Splits picked files into the ones to keep and the warnings for the rest: each file over 5 MB is refused with
 * '{file name} exceeds the 5MB size limit', and a type other than PNG, JPEG or PDF is refused by name.
 */
export function screenFiles(files: readonly File[]): { accepted: File[]; warnings: string[] } {
  const accepted: File[] = [];
  const warnings: string[] = [];
  for (const file of files) {
    if (file.size > UPLOAD_MAX_BYTES) warnings.push(fileTooLarge(file.name));
    else if (!ACCEPTED.has(file.type)) warnings.push(`${file.name}: File type must be PNG, JPG, JPEG or PDF`);
    else accepted.push(file);
  }
  return { accepted, warnings };
}

/**
 * Uploads one file as evidence of an event (the documents API: the raw file as the body, its name in
 * X-File-Name), reporting progress from 0 to 1; a large photo is scaled down first (its original's SHA-256
 * goes in the description). Without a connection the file waits in the offline queue ({ queued: true }),
 * sent later under the same Idempotency-Key. Rejects with the API's own message.
 */
export async function uploadDocument(
  eventId: string,
  file: File | PreparedPhoto,
  category: DocumentCategory,
  onProgress: (fraction: number) => void,
): Promise<{ queued: boolean }> {
  const photo = file instanceof File ? await preparePhoto(file) : file;
  const query: Record<string, string> = { category };
  if (photo.description) query.description = photo.description;
  const key = crypto.randomUUID();
  const queue = () =>
    enqueue({
      id: key,
      kind: 'photo',
      eventId,
      label: `Photo · ${photo.file.name}`,
      file: photo.file,
      fileName: photo.file.name,
      query,
    }).then(() => ({ queued: true }));
  // Without signal, or on an event still waiting to be sent, the photo waits in the offline queue.
  if (!navigator.onLine || eventId.startsWith(LOCAL_EVENT_PREFIX)) return queue();
  const url = `/api/documents?${new URLSearchParams({ ...query, eventId }).toString()}`;
  try {
    await uploadFileBody({ url, file: photo.file, onProgress, headers: { 'Idempotency-Key': key } });
    return { queued: false };
  } catch (error) {
    if (error instanceof ApiClientError && error.code === 'network') return queue();
    throw error;
  }
}
