import type { CustomerInput } from '@dwell/core/schemas/customers';
import { api, call } from '@dwell/ui/lib/api-client.ts';
import { withKey } from '@dwell/ui/lib/intent.ts';
import { useMutation } from '@tanstack/react-query';
import { useRefreshCustomers } from './refresh-customers.ts';

/** POST /api/customers, safe to send twice under the dialog's key. */
export const createCustomer = ({ customer, key }: { customer: CustomerInput; key: string }) =>
  call(api.api.customers.$post({ json: customer }, withKey(key)));

export function useCreateCustomer() {
  return useMutation({ mutationFn: createCustomer, onSuccess: useRefreshCustomers() });
}
