import { isAcceptedTime } from '@dwell/core/date-input';
import type { DocumentCategory, DocumentView } from '@dwell/core/schemas/documents';
import { uploadFileBody } from '@dwell/ui/lib/upload.ts';

export interface UploadRequest {
  file: File;
  eventId: string | null;
  category: DocumentCategory;
  description: string;
  /** How many files the user picked in this go; the API refuses more than 10. */
  batchSize: number;
  /** 0–100 as the bytes leave the browser. */
  onProgress: (percent: number) => void;
}

/**
 * Sends one file as the raw body of POST /api/documents. The type is decided by the API from the bytes; the
 * name travels encoded.
 */
export async function uploadFile(request: UploadRequest): Promise<DocumentView> {
  const query = new URLSearchParams({ category: request.category });
  if (request.eventId) query.set('eventId', request.eventId);
  if (request.description.trim()) query.set('description', request.description.trim());
  const headers: Record<string, string> = { 'X-Batch-Size': String(request.batchSize) };
  // A file's clock can be anything (a camera never set, an old archive): the API refuses such a time, so an
  // implausible one is left out and the upload time stands in for it.
  if (isAcceptedTime(request.file.lastModified)) headers['X-Last-Modified'] = String(request.file.lastModified);
  const body = await uploadFileBody({
    url: `/api/documents?${query}`,
    file: request.file,
    headers,
    onProgress: (fraction) => request.onProgress(Math.round(fraction * 100)),
  });
  return (body as { document: DocumentView }).document;
}
