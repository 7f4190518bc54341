import { useQueryClient } from '@tanstack/react-query';
import { keys } from '../../../lib/query-keys.ts';

/** After a policy was saved: the policies, and every event shown (amounts follow the policy). */
export function useRefreshPolicies(): () => void {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: keys.policies });
    void queryClient.invalidateQueries({ queryKey: keys.events });
    void queryClient.invalidateQueries({ queryKey: ['event'] });
  };
}
