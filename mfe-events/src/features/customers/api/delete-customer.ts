import { api, call } from '@dwell/ui/lib/api-client.ts';
import { useMutation } from '@tanstack/react-query';
import { useRefreshCustomers } from './refresh-customers.ts';

/** DELETE /api/customers/:id */
export const deleteCustomer = (id: string) => call(api.api.customers[':id'].$delete({ param: { id } }));

export function useDeleteCustomer() {
  return useMutation({ mutationFn: deleteCustomer, onSuccess: useRefreshCustomers() });
}
