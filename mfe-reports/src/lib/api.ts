import { api, unwrap } from '@dwell/ui/lib/api-client.ts';

export { api };

type Json<R> = R extends { json(): Promise<infer T> } ? T : never;

/** Reads a typed client answer: its JSON when OK, otherwise throws ApiClientError with the API's message. */
export function read<R extends { json(): Promise<unknown> }>(request: Promise<R>): Promise<Json<R>> {
  return unwrap<Json<R>>(request as unknown as Promise<Response>);
}

/** Starts a download of a CSV the API builds (same origin, so the session cookie goes along). */
export function download(path: string, params: Record<string, string>) {
  const link = document.createElement('a');
  link.href = `${path}?${new URLSearchParams(params).toString()}`;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}
