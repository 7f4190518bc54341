import { api, call } from '@dwell/ui/lib/api-client.ts';
import { useMutation } from '@tanstack/react-query';
import { useRefreshPolicies } from './refresh-policies.ts';

/** DELETE /api/policies/:scope/:id: the customer or facility goes back to the company default. */
export const removeOverride = ({ scope, id }: { scope: 'customers' | 'facilities'; id: string }) =>
  call(api.api.policies[':scope{customers|facilities}'][':id'].$delete({ param: { scope, id } }));

export function useRemoveOverride() {
  return useMutation({ mutationFn: removeOverride, onSuccess: useRefreshPolicies() });
}
