import type { DetentionPolicy } from '@dwell/core/detention';
import type { PolicyOverride } from '@dwell/core/schemas/policies';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, keys, read } from '../../../lib/api.ts';

export function usePolicies() {
  return useQuery({ queryKey: keys.policies, queryFn: () => read(api.api.policies.$get()) });
}

/** Saving any policy refreshes the policies and every event shown (amounts follow the policy). */
export function usePolicyActions() {
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: keys.policies });
    void queryClient.invalidateQueries({ queryKey: keys.events });
    void queryClient.invalidateQueries({ queryKey: ['event'] });
  };
  return {
    saveCompany: useMutation({
      mutationFn: (policy: DetentionPolicy) => read(api.api.policies.company.$put({ json: policy })),
      onSuccess: refresh,
    }),
    saveOverride: useMutation({
      mutationFn: (input: { scope: 'customers' | 'facilities'; id: string; override: PolicyOverride }) =>
        input.scope === 'customers'
          ? read(api.api.policies.customers[':id'].$put({ param: { id: input.id }, json: input.override }))
          : read(api.api.policies.facilities[':id'].$put({ param: { id: input.id }, json: input.override })),
      onSuccess: refresh,
    }),
    removeOverride: useMutation({
      mutationFn: (input: { scope: 'customers' | 'facilities'; id: string }) =>
        fetch(`/api/policies/${input.scope}/${encodeURIComponent(input.id)}`, { method: 'DELETE' }).then((res) => {
          if (!res.ok) throw new Error('The override could not be removed');
        }),
      onSuccess: refresh,
    }),
    saveOpenStops: useMutation({
      mutationFn: (openStops: { confirmHours: number; limitHours: number }) =>
        read(api.api.policies['open-stops'].$put({ json: openStops })),
      onSuccess: refresh,
    }),
    saveReminder: useMutation({
      mutationFn: (reminderDays: number) => read(api.api.policies.claims.$put({ json: { reminderDays } })),
      onSuccess: refresh,
    }),
  };
}
