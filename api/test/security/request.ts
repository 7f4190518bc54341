/** Sends one declared route as one caller, with the ids, example body and headers its declaration asks for. */
import { env, SELF } from 'cloudflare:test';
import { app } from '../../src/app.ts';
import type { Credential } from './credentials.ts';
import { CALLER_PASSWORD, HOUR_AGO } from './route-facts.ts';
import type { RouteEntry } from './routes.ts';
import { PASSWORD } from '../fixtures/accounts.ts';
import { png } from '../fixtures/files.ts';
import { ORIGIN } from '../fixtures/http.ts';
import { conformance } from '../fixtures/v1.ts';

export interface Sent {
  /** `METHOD url` as sent, for messages. */
  request: string;
  /** Everything the caller sent (path, query and body), so an echo of it is not taken for a leak. */
  sentText: string;
  res: Response;
  /** The answer's body as Latin-1 text (binary bodies stay searchable for ASCII ids). */
  text: string;
  /** Where an answer of a keyed /api/v1 route departs from the served OpenAPI document (empty elsewhere). */
  contract: string[];
}

export interface SendOptions {
  /** Values for the path's :params and for queryIds, by name. */
  ids?: Record<string, string>;
  /** Run as a deployment would (ENVIRONMENT=production) instead of the test worker. */
  production?: boolean;
}

/** The path with each :param replaced (URL-encoded). */
export function fillPath(path: string, values: Record<string, string>): string {
  // A :param may carry a pattern (`:scope{customers|facilities}`); the value replaces both.
  return path.replace(/:([A-Za-z0-9_]+)(\{[^}]*\})?/g, (_, name: string) =>
    encodeURIComponent(values[name] ?? `missing-${name}`),
  );
}

/** The example body with its placeholders filled: the caller's password, a time an hour ago. */
const filled = (json: Record<string, unknown>) =>
  JSON.parse(
    JSON.stringify(json)
      .replaceAll(CALLER_PASSWORD, PASSWORD)
      .replaceAll(`"${HOUR_AGO}"`, String(Date.now() - 3_600_000)),
  ) as Record<string, unknown>;

/** The request the declaration describes: example body or file, query ids, and the caller's headers. */
export function buildRequest(route: RouteEntry, who: Credential, ids: Record<string, string> = {}): Request {
  const { facts } = route;
  const params: Record<string, string> = {};
  for (const [name, fill] of Object.entries(facts.params ?? {})) {
    params[name] = typeof fill === 'string' ? (ids[name] ?? '') : fill.literal;
  }
  const query = new URLSearchParams(facts.example?.query ?? {});
  for (const name of Object.keys(facts.queryIds ?? {})) if (ids[name]) query.set(name, ids[name]);
  const search = query.toString();
  const url = `${ORIGIN}${fillPath(route.path, params)}${search ? `?${search}` : ''}`;
  const headers: Record<string, string> = { ...who.headers() };
  const write = route.method !== 'GET' && route.method !== 'HEAD';
  if (write) headers.origin = ORIGIN;
  let body: BodyInit | undefined;
  if (facts.example?.file) {
    const file = png(512);
    headers['content-type'] = 'application/octet-stream';
    headers['content-length'] = String(file.byteLength);
    headers['x-file-name'] = 'security-suite.png';
    body = file;
  } else if (write) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(facts.example?.json ? filled(facts.example.json) : {});
  }
  return new Request(url, { method: route.method, headers, body });
}

const latin1 = (data: ArrayBuffer) => new TextDecoder('latin1').decode(data);

/** Sends the route's request and reads the whole answer. */
export async function send(route: RouteEntry, who: Credential, options: SendOptions = {}): Promise<Sent> {
  const request = buildRequest(route, who, options.ids);
  const sentText = `${request.url} ${latin1(await request.clone().arrayBuffer())}`;
  const res = options.production
    ? await app.request(request, undefined, { ...env, ENVIRONMENT: 'production' })
    : await SELF.fetch(request);
  const contract = route.policy.apiKey && !options.production ? await conformance(route.method, request.url, res) : [];
  const text = latin1(await res.arrayBuffer());
  return { request: `${route.method} ${request.url.replace(ORIGIN, '')}`, sentText, res, text, contract };
}
