import { api, call } from '@dwell/ui/lib/api-client.ts';
import { useMutation } from '@tanstack/react-query';
import { useRefreshPolicies } from './refresh-policies.ts';

/** PUT /api/policies/open-stops: when an open stop asks to be confirmed, and when its clock stops. */
export const saveOpenStops = (openStops: { confirmHours: number; limitHours: number }) =>
  call(api.api.policies['open-stops'].$put({ json: openStops }));

export function useSaveOpenStops() {
  return useMutation({ mutationFn: saveOpenStops, onSuccess: useRefreshPolicies() });
}
