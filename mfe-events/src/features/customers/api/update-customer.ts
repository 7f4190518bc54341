import type { CustomerPatch } from '@dwell/core/schemas/customers';
import { api, call } from '@dwell/ui/lib/api-client.ts';
import { useMutation } from '@tanstack/react-query';
import { useRefreshCustomers } from './refresh-customers.ts';

/** PATCH /api/customers/:id */
export const updateCustomer = ({ id, patch }: { id: string; patch: CustomerPatch }) =>
  call(api.api.customers[':id'].$patch({ param: { id }, json: patch }));

export function useUpdateCustomer() {
  return useMutation({ mutationFn: updateCustomer, onSuccess: useRefreshCustomers() });
}
