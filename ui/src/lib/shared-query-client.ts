import { QueryClient } from '@tanstack/react-query';

const KEY = Symbol.for('dwell.shared-query-client');

/**
 * The page's one cache of API answers, shared by the shell and every remote. Each remote is built with its
 * own copy of this module, so the one instance lives on the page's global object: the shell fills an entry
 * (a screen's first reads, started together with the screen's code) and the remote's screen reads that same
 * entry under the same key instead of asking again.
 */
export function sharedQueryClient(): QueryClient {
  const page = globalThis as { [KEY]?: QueryClient };
  page[KEY] ??= new QueryClient({
    defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 10_000 } },
  });
  return page[KEY];
}
