import type { DetentionPolicy } from '@dwell/core/detention';
import { api, call } from '@dwell/ui/lib/api-client.ts';
import { useMutation } from '@tanstack/react-query';
import { useRefreshPolicies } from './refresh-policies.ts';

/** PUT /api/policies/company: the company's default policy. */
export const saveCompanyPolicy = (policy: DetentionPolicy) => call(api.api.policies.company.$put({ json: policy }));

export function useSaveCompanyPolicy() {
  return useMutation({ mutationFn: saveCompanyPolicy, onSuccess: useRefreshPolicies() });
}
