import { api, call } from '@dwell/ui/lib/api-client.ts';
import { useMutation } from '@tanstack/react-query';
import { useRefreshPolicies } from './refresh-policies.ts';

/** PUT /api/policies/claims: how many days after sending an unpaid claim is chased again. */
export const saveReminder = (reminderDays: number) => call(api.api.policies.claims.$put({ json: { reminderDays } }));

export function useSaveReminder() {
  return useMutation({ mutationFn: saveReminder, onSuccess: useRefreshPolicies() });
}
