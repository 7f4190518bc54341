import type { AppType } from '@dwell/api';
import { type ClientResponse, hc, type InferResponseType } from 'hono/client';
import type { SuccessStatusCode } from 'hono/utils/http-status';

/** The typed client of the Dwell API, same origin, cookies included. Every screen and the offline queue use it. */
export const api = hc<AppType>(typeof location === 'undefined' ? 'http://127.0.0.1:8787' : location.origin, {
  init: { credentials: 'same-origin' },
});

/** An error answer of the API in its one shape, a network failure (status 0, code network) or a cancelled upload. */
export class ApiClientError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: unknown;
  readonly retryAfter: number | null;

  constructor(status: number, code: string, message: string, details?: unknown, retryAfter: number | null = null) {
    super(message);
    this.status = status;
    this.code = code;
    this.details = details;
    this.retryAfter = retryAfter;
  }
}

interface ErrorShape {
  error?: { code?: string; message?: string; details?: unknown };
}

/**
 * The one reader of the API's error answer `{ error: { code, message, details? } }` (and its Retry-After), for
 * every caller: typed requests, uploads and the offline queue. A body that is not that shape keeps the fallback.
 */
export async function readError(res: Response, fallback = `Request failed (${res.status})`): Promise<ApiClientError> {
  const body = (await res.json().catch(() => ({}))) as ErrorShape;
  const retryAfter = Number(res.headers.get('retry-after')) || null;
  const { code = 'error', message = fallback, details } = body.error ?? {};
  return new ApiClientError(res.status, code, message, details, retryAfter);
}

/** A typed request of the client, e.g. `api.api.events.$get`. */
export type ApiRequest = (...args: never[]) => Promise<ClientResponse<unknown, number, string>>;

/** What a request answers when it succeeds, inferred from the API (e.g. `Answer<typeof api.api.profile.$get>`). */
export type Answer<R extends ApiRequest> = InferResponseType<R, SuccessStatusCode>;

/** The successful JSON body of a client response (what `call` resolves with). */
export type Success<R> =
  R extends ClientResponse<infer T, infer S, infer _F> ? (S extends SuccessStatusCode ? T : never) : never;

/**
 * Sends a typed request and reads its answer: the JSON body when OK (nothing for 204), otherwise throws
 * ApiClientError with the API's own message; a failed connection throws status 0, code `network`.
 */
export async function call<P extends Promise<ClientResponse<unknown, number, string>>>(
  request: P,
  fallback?: string,
): Promise<Success<Awaited<P>>> {
  let res: Awaited<P>;
  try {
    res = await request;
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') {
      throw new ApiClientError(0, 'aborted', 'The upload was cancelled');
    }
    throw new ApiClientError(0, 'network', 'Failed to fetch');
  }
  if (!res.ok) throw await readError(res as unknown as Response, fallback);
  return (res.status === 204 ? undefined : await res.json()) as Success<Awaited<P>>;
}
