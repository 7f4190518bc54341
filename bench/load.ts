/**
 * HTTP load on the local worker with autocannon, bounded in time, on 127.0.0.1 only. Every route is also
 * reported as a ratio of /api/health measured in the same run, so a noisy machine does not hide a regression.
 */
import autocannon from 'autocannon';

export interface RouteSpec {
  name: string;
  method?: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** Distinct request bodies or paths, cycled (e.g. unique idempotency keys, ids). */
  requests?: { path?: string; body?: string }[];
}

export interface RouteResult {
  name: string;
  path: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
  ratioToHealth?: number;
  /** Median time of one request on its own (a single client): the server's time per request. */
  aloneP50Ms?: number;
}

/** Runs one route for `seconds` with `connections` concurrent clients. */
export async function measure(baseUrl: string, route: RouteSpec, seconds = 6, connections = 8): Promise<RouteResult> {
  const url = new URL(baseUrl);
  if (url.hostname !== '127.0.0.1' && url.hostname !== 'localhost')
    throw new Error('Load is only ever sent to loopback.');
  const result = await autocannon({
    url: `${baseUrl}${route.path}`,
    method: route.method ?? 'GET',
    headers: { origin: baseUrl, ...(route.body ? { 'content-type': 'application/json' } : {}), ...route.headers },
    ...(route.body ? { body: route.body } : {}),
    ...(route.requests ? { requests: route.requests.map((r) => ({ method: route.method ?? 'GET', ...r })) } : {}),
    duration: seconds,
    connections,
  });
  return {
    name: route.name,
    path: route.path,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/** Under 8 clients a request also waits for the others; one client alone shows the time the server spends. */
async function alone(baseUrl: string, route: RouteSpec): Promise<number> {
  return (await measure(baseUrl, route, 3, 1)).p50Ms;
}

/** Measures health first, then each route, and sets each route's ratio to health and its time alone. */
export async function measureAll(baseUrl: string, routes: RouteSpec[], seconds?: number): Promise<RouteResult[]> {
  const health = await measure(baseUrl, { name: 'health', path: '/api/health' }, seconds);
  health.ratioToHealth = 1;
  health.aloneP50Ms = await alone(baseUrl, { name: 'health', path: '/api/health' });
  const results = [health];
  for (const route of routes) {
    const result = await measure(baseUrl, route, seconds);
    result.aloneP50Ms = await alone(baseUrl, route);
    result.ratioToHealth = Math.round((result.requestsPerSecond / Math.max(1, health.requestsPerSecond)) * 1000) / 1000;
    results.push(result);
  }
  return results;
}
