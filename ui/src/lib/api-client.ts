import type { AppType } from '@dwell/api';
import { hc } from 'hono/client';

/** The typed client of the Dwell API, same origin, cookies included. */
export const api = hc<AppType>(typeof location === 'undefined' ? 'http://127.0.0.1:8787' : location.origin, {
  init: { credentials: 'same-origin' },
});

/** An error answer of the API in its one shape, or a network failure (status 0). */
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

/** Reads an API answer: the JSON body when OK, otherwise throws ApiClientError with the API's message. */
export async function unwrap<T>(response: Response | Promise<Response>, fallback = 'Request failed'): Promise<T> {
  let res: Response;
  try {
    res = await response;
  } catch {
    throw new ApiClientError(0, 'network', 'Failed to fetch');
  }
  if (res.ok) return (res.status === 204 ? undefined : await res.json()) as T;
  const body = (await res.json().catch(() => ({}))) as ErrorShape;
  const retryAfter = Number(res.headers.get('retry-after')) || null;
  throw new ApiClientError(
    res.status,
    body.error?.code ?? 'error',
    body.error?.message ?? fallback,
    body.error?.details,
    retryAfter,
  );
}
