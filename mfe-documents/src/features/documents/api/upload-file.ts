import { isAcceptedTime } from '@dwell/core/date-input';
import type { DocumentCategory } from '@dwell/core/schemas/documents';
import { api } from '@dwell/ui/lib/api-client.ts';
import { uploadWithProgress } from '@dwell/ui/lib/upload.ts';

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
 * POST /api/documents: one file as the raw body. The type is decided by the API from the bytes; the name
 * travels encoded.
 */
export async function uploadFile(request: UploadRequest) {
  const description = request.description.trim();
  const query = {
    category: request.category,
    ...(request.eventId ? { eventId: request.eventId } : {}),
    ...(description ? { description } : {}),
  };
  const headers: Record<string, string> = {
    'Content-Type': request.file.type || 'application/octet-stream',
    'X-File-Name': encodeURIComponent(request.file.name),
    'X-Batch-Size': String(request.batchSize),
  };
  // A file's clock can be anything (a camera never set, an old archive): the API refuses such a time, so an
  // implausible one is left out and the upload time stands in for it.
  if (isAcceptedTime(request.file.lastModified)) headers['X-Last-Modified'] = String(request.file.lastModified);
  const { document } = await uploadWithProgress(
    (fetch) => api.api.documents.$post({ query }, { fetch, headers, init: { body: request.file } }),
    (fraction) => request.onProgress(Math.round(fraction * 100)),
  );
  return document;
}
