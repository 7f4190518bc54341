import { TrieRouter } from 'hono/router/trie-router';

/** A route as Hono lists it in `app.routes`. */
export interface RegisteredRoute {
  method: string;
  path: string;
}

/**
 * The methods each path answers, read from the app's own registered routes (so it can never drift from
 * them) and matched by Hono's own router. Middleware, registered for every method, is left out: it answers
 * nothing by itself. A path with GET also answers HEAD (Hono serves HEAD from the GET handler).
 */
export function methodsOf(routes: readonly RegisteredRoute[]): (path: string) => string[] {
  let router: TrieRouter<string> | undefined;
  return (path) => {
    if (!router) {
      router = new TrieRouter<string>();
      for (const route of routes) if (route.method !== 'ALL') router.add('ALL', route.path, route.method);
    }
    const methods = new Set(router.match('GET', path)[0].map(([method]) => method));
    if (methods.has('GET')) methods.add('HEAD');
    return [...methods].sort();
  };
}

/** The methods that only read (RFC 9110's safe methods): no CSRF check, a replica may answer, allowed while a
 * company is being moved. */
export const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);
