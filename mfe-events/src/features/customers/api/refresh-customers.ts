import { useQueryClient } from '@tanstack/react-query';
import { keys } from '../../../lib/query-keys.ts';

/** After a customer changed, every list that shows customer names: pickers, overrides, events and claims. */
export function useRefreshCustomers(): () => void {
  const queryClient = useQueryClient();
  return () => {
    for (const key of [keys.customers, keys.policies, keys.events, keys.claims, ['event']]) {
      void queryClient.invalidateQueries({ queryKey: key });
    }
  };
}
