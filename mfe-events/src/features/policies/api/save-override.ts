import type { PolicyOverride } from '@dwell/core/schemas/policies';
import { api, call } from '@dwell/ui/lib/api-client.ts';
import { useMutation } from '@tanstack/react-query';
import { useRefreshPolicies } from './refresh-policies.ts';

export interface OverrideChange {
  scope: 'customers' | 'facilities';
  id: string;
  override: PolicyOverride;
}

/** PUT /api/policies/customers/:id or /facilities/:id: one customer's or facility's own terms. */
export const saveOverride = ({ scope, id, override }: OverrideChange) =>
  scope === 'customers'
    ? call(api.api.policies.customers[':id'].$put({ param: { id }, json: override }))
    : call(api.api.policies.facilities[':id'].$put({ param: { id }, json: override }));

export function useSaveOverride() {
  return useMutation({ mutationFn: saveOverride, onSuccess: useRefreshPolicies() });
}
