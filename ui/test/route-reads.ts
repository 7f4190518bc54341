import { expect, vi } from 'vitest';
import { type DataRead, remoteRoutesSchema } from '@dwell/core/schemas/remote-routes';
import type { RemoteRoute } from '../src/lib/remote-routes.ts';
import { fillRead, resolveRemoteRoute } from '@dwell/core/route-match';

interface QueryOptionsLike {
  queryKey: readonly unknown[];
  queryFn?: unknown;
}

/**
 * Checks that a route's declared read is what its screen's query does: the same key, the one API request at
 * the declared path, and the API's answer cached as it came (so the shell can fill that cache entry itself).
 */
export async function expectReadServed(read: DataRead, params: Record<string, string>, query: QueryOptionsLike) {
  const filled = fillRead(read, params);
  expect(query.queryKey).toEqual(filled.key);
  const asked: string[] = [];
  const answer = { answer: crypto.randomUUID() };
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    asked.push(url.pathname + url.search);
    return Response.json(answer);
  });
  try {
    const queryFn = query.queryFn as (context: never) => Promise<unknown>;
    expect(await queryFn({} as never)).toEqual(answer);
  } finally {
    vi.unstubAllGlobals();
  }
  expect(asked).toEqual([filled.path]);
}

/** The declared route of a path pattern; a test fails loudly when the remote does not declare it. */
export function declaredRoute<R extends RemoteRoute>(routes: readonly R[], path: string): R {
  const found = routes.find((r) => r.path === path);
  if (!found) throw new Error(`${path} is not declared`);
  return found;
}

/** The first query a declared route says its screen reads. */
export function firstRead(route: RemoteRoute): DataRead {
  const [read] = route.reads ?? [];
  if (!read) throw new Error(`${route.path} declares no read`);
  return read;
}

/** A path, the screen it must show, and the parameters it must carry. */
export type PathCase = readonly [path: string, screen: string, params: Record<string, string>];

/**
 * Checks a remote's declaration end to end as the shell will use it: it survives JSON (the manifest) and the
 * schema the API checks it with unchanged, and each path resolves to this remote and the named screen with its parameters.
 */
export function expectResolves(remote: string, routes: readonly RemoteRoute[], cases: readonly PathCase[]) {
  expect(remoteRoutesSchema.parse(JSON.parse(JSON.stringify(routes)))).toEqual(routes);
  for (const [path, screen, params] of cases) {
    expect(resolveRemoteRoute({ [remote]: routes }, path), path).toEqual({
      remote,
      route: expect.objectContaining({ screen }),
      params,
    });
  }
}
