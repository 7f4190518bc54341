import type { DocumentCategory, DocumentView } from '@dwell/core/schemas/documents';
import { ApiClientError } from '@dwell/ui/lib/api-client.ts';

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

interface ErrorShape {
  error?: { code?: string; message?: string };
}

/**
 * Sends one file as the raw body of POST /api/documents. XMLHttpRequest rather than fetch, because only
 * XHR reports upload progress. The type is decided by the API from the bytes; the name travels encoded.
 */
export function uploadFile(request: UploadRequest): Promise<DocumentView> {
  const query = new URLSearchParams({ category: request.category });
  if (request.eventId) query.set('eventId', request.eventId);
  if (request.description.trim()) query.set('description', request.description.trim());
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/documents?${query}`);
    xhr.setRequestHeader('Content-Type', request.file.type || 'application/octet-stream');
    xhr.setRequestHeader('X-File-Name', encodeURIComponent(request.file.name));
    xhr.setRequestHeader('X-Last-Modified', String(request.file.lastModified));
    xhr.setRequestHeader('X-Batch-Size', String(request.batchSize));
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) request.onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = null;
      }
      if (xhr.status === 201) {
        request.onProgress(100);
        resolve((body as { document: DocumentView }).document);
        return;
      }
      const error = (body as ErrorShape | null)?.error;
      reject(new ApiClientError(xhr.status, error?.code ?? 'error', error?.message ?? 'Request failed'));
    };
    xhr.onerror = () => reject(new ApiClientError(0, 'network', 'Failed to fetch'));
    xhr.onabort = () => reject(new ApiClientError(0, 'aborted', 'The upload was cancelled'));
    xhr.send(request.file);
  });
}
