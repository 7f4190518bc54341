import { api, call } from '@dwell/ui/lib/api-client.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/reports/activity: the latest logged actions on the company's (or the user's own) stops. */
export const getActivity = (scope: 'company' | 'mine') => call(api.api.reports.activity.$get({ query: { scope } }));

export const activityQuery = (scope: 'company' | 'mine') =>
  queryOptions({ queryKey: ['activity', scope], queryFn: () => getActivity(scope) });

export function useActivity(scope: 'company' | 'mine') {
  return useQuery(activityQuery(scope));
}
