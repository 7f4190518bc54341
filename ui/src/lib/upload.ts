import type { ClientResponse } from 'hono/client';
import { ApiClientError, call } from './api-client.ts';

/** Statuses whose answer has no body (a Response refuses one). */
const NO_BODY = new Set([101, 204, 205, 304]);

function headersOf(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const at = line.indexOf(':');
    if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
  }
  return headers;
}

/**
 * A `fetch` for the typed client that reports upload progress (0 to 1 as the bytes leave the browser): only
 * XMLHttpRequest tells that. It answers a real Response, so the client's types and its one error reader apply.
 */
export function progressFetch(onProgress: (fraction: number) => void): typeof fetch {
  return (input: RequestInfo | URL, init: RequestInit = {}) =>
    new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(init.method ?? 'GET', input instanceof Request ? input.url : String(input));
      xhr.responseType = 'blob';
      for (const [name, value] of new Headers(init.headers)) xhr.setRequestHeader(name, value);
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      };
      xhr.onload = () =>
        resolve(
          new Response(NO_BODY.has(xhr.status) ? null : (xhr.response as Blob), {
            status: xhr.status,
            statusText: xhr.statusText,
            headers: headersOf(xhr.getAllResponseHeaders()),
          }),
        );
      xhr.onerror = () => reject(new TypeError('Failed to fetch'));
      xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
      xhr.send((init.body as XMLHttpRequestBodyInit | null | undefined) ?? null);
    });
}

/** How often an upload the API answered "busy, try again" (409 evidence_busy) is sent again. */
const BUSY_RETRIES = 3;

/**
 * Sends one file through a typed request with progress, resolving with the API's typed answer. When the
 * evidence chain the file joins is being written by someone else at the same moment, the API asks to try
 * again shortly: that is done here, unseen. Any other refusal rejects with the API's own message.
 */
export async function uploadWithProgress<R extends ClientResponse<unknown, number, string>>(
  send: (fetcher: typeof fetch) => Promise<R>,
  onProgress: (fraction: number) => void,
) {
  for (let attempt = 0; ; attempt++) {
    try {
      const answer = await call(send(progressFetch(onProgress)));
      onProgress(1);
      return answer;
    } catch (error) {
      if (!(error instanceof ApiClientError) || error.code !== 'evidence_busy' || attempt >= BUSY_RETRIES) throw error;
      onProgress(0);
      const wait = (error.retryAfter ?? 1) * 1000 * (0.5 + Math.random());
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
}
