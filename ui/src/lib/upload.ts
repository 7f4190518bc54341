import { ApiClientError } from './api-client.ts';

export interface FileUpload {
  /** The API address with its query, e.g. `/api/documents?category=billing`. */
  url: string;
  file: File;
  /** Extra request headers (the file's name and type are always sent). */
  headers?: Record<string, string>;
  /** 0 to 1 as the bytes leave the browser; 1 once the API has stored the file. */
  onProgress: (fraction: number) => void;
}

/** How often an upload the API answered "busy, try again" (409 evidence_busy) is sent again. */
const BUSY_RETRIES = 3;

interface Answer {
  status: number;
  body: { error?: { code?: string; message?: string } } & Record<string, unknown>;
  retryAfter: number;
}

function sendOnce(upload: FileUpload): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', upload.url);
    xhr.setRequestHeader('Content-Type', upload.file.type || 'application/octet-stream');
    xhr.setRequestHeader('X-File-Name', encodeURIComponent(upload.file.name));
    for (const [name, value] of Object.entries(upload.headers ?? {})) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) upload.onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: Answer['body'] = {};
      try {
        body = JSON.parse(xhr.responseText || '{}');
      } catch {
        body = {};
      }
      resolve({ status: xhr.status, body, retryAfter: Number(xhr.getResponseHeader('Retry-After')) || 1 });
    };
    xhr.onerror = () => reject(new ApiClientError(0, 'network', 'Failed to fetch'));
    xhr.onabort = () => reject(new ApiClientError(0, 'aborted', 'The upload was cancelled'));
    xhr.send(upload.file);
  });
}

/**
 * Sends one file as the raw body of a POST, resolving with the API's JSON answer. XMLHttpRequest rather than
 * fetch, because only XHR reports upload progress. When the evidence chain the file joins is being written by
 * someone else at the same moment, the API asks to try again shortly: that is done here, unseen. Any other
 * refusal rejects with the API's own message.
 */
export async function uploadFileBody(upload: FileUpload): Promise<Record<string, unknown>> {
  for (let attempt = 0; ; attempt++) {
    const answer = await sendOnce(upload);
    if (answer.status >= 200 && answer.status < 300) {
      upload.onProgress(1);
      return answer.body;
    }
    const code = answer.body.error?.code ?? 'error';
    if (code === 'evidence_busy' && attempt < BUSY_RETRIES) {
      upload.onProgress(0);
      await new Promise((resolve) => setTimeout(resolve, answer.retryAfter * 1000 * (0.5 + Math.random())));
      continue;
    }
    throw new ApiClientError(answer.status, code, answer.body.error?.message ?? `Upload failed (${answer.status})`);
  }
}
