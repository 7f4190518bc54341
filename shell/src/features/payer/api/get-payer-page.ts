import { type Answer, api, call } from '@dwell/ui/lib/api-client.ts';
import { queryOptions } from '@tanstack/react-query';
import { payerPagePath, takeEarly } from '../../../shared/api/early.ts';

const pageRequest = api.api.payer[':token'].$get;

/** What the payer's claim page shows, as GET /api/payer/:token answers it. */
export type PayerPageData = Answer<typeof pageRequest>;

/**
 * GET /api/payer/:token: the claim the emailed link opens (404 link_invalid for any wrong, old or revoked link).
 * The first read takes the answer the first script already asked for (the same GET, untyped on the wire).
 */
export const fetchPayerPage = (token: string) =>
  call(
    (takeEarly(payerPagePath(token)) as ReturnType<typeof pageRequest> | undefined) ??
      pageRequest({ param: { token } }),
  );

/**
 * The claim page's read. Every opening is logged in the claim's history, so it is read once per visit: never
 * again on focus or reconnect, and never retried (a wrong link counts against the network's limit).
 */
export const payerPageQuery = (token: string) =>
  queryOptions({
    queryKey: ['payer', token],
    queryFn: () => fetchPayerPage(token),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    refetchOnReconnect: false,
  });

/** Where the page's files are served, the token being the only credential. */
export const payerFileUrls = (token: string) => {
  const base = `/api/payer/${encodeURIComponent(token)}`;
  return {
    invoice: `${base}/invoice.pdf`,
    document: (id: string) => `${base}/documents/${encodeURIComponent(id)}`,
  };
};
