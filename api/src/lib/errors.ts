import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** The one error shape of every API answer: { error: { code, message, details? } }. */
export interface ErrorBody {
  error: { code: string; message: string; details?: unknown };
}

/** An error meant for the caller: thrown by handlers, answered by app.onError. */
export class ApiError extends HTTPException {
  readonly code: string;
  readonly details: unknown;

  constructor(status: ContentfulStatusCode, code: string, message: string, details?: unknown) {
    super(status, { message });
    this.code = code;
    this.details = details;
  }
}

const CODE_BY_STATUS: Record<number, string> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  422: 'unprocessable',
  429: 'rate_limited',
};

/** The body of an ApiError or a plain HTTPException raised by hono's own middleware. */
export function errorBody(err: HTTPException): ErrorBody {
  const code = err instanceof ApiError ? err.code : (CODE_BY_STATUS[err.status] ?? 'error');
  const details = err instanceof ApiError ? err.details : undefined;
  return { error: { code, message: err.message || 'Request failed', ...(details === undefined ? {} : { details }) } };
}

export const notFound = (what = 'Not found'): ApiError => new ApiError(404, 'not_found', what);
export const forbidden = (message: string, code = 'forbidden'): ApiError => new ApiError(403, code, message);

/**
 * A refusal of one field of the request, named in `details.issues` as a schema's refusal names it (the form shows
 * the message under that field; a program reads the path): 400 validation_failed unless said otherwise.
 */
export const fieldError = (
  path: string,
  message: string,
  status: ContentfulStatusCode = 400,
  code = 'validation_failed',
): ApiError => new ApiError(status, code, message, { issues: [{ path, message }] });
