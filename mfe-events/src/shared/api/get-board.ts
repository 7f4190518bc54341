import { type Answer, api, call } from '@dwell/ui/lib/api-client.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { keys } from '../../lib/query-keys.ts';

export type BoardEvent = Answer<typeof api.api.events.board.$get>['events'][number];

/** GET /api/events/board: the active stops, closest to billing first; 'mine' keeps the user's own. */
export const getBoard = (scope: 'company' | 'mine' = 'company') =>
  call(api.api.events.board.$get({ query: scope === 'mine' ? { scope } : {} }));

export const boardQuery = (scope: 'company' | 'mine' = 'company') =>
  queryOptions({ queryKey: scope === 'mine' ? [...keys.board, 'mine'] : keys.board, queryFn: () => getBoard(scope) });

/** The company's active stops (or the user's own), shared by the list, the board and the dashboard widget. */
export function useBoard(scope: 'company' | 'mine' = 'company') {
  return useQuery(boardQuery(scope));
}
