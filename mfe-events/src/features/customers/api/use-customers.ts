import type { CustomerInput, CustomerPatch } from '@dwell/core/schemas/customers';
import { unwrap } from '@dwell/ui/lib/api-client.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, keys, read } from '../../../lib/api.ts';

const BILLING = [...keys.customers, 'billing'] as const;

/** The company's customers with their billing details (carrier admins; others are never asked). */
export function useCustomerAccounts(enabled = true) {
  return useQuery({ queryKey: BILLING, queryFn: () => read(api.api.customers.billing.$get()), enabled });
}
export type CustomerAccount = NonNullable<ReturnType<typeof useCustomerAccounts>['data']>['customers'][number];

/** The header that makes a create or merge safe to send twice (one key per dialog opened). */
const once = (key: string) => ({ headers: { 'Idempotency-Key': key } });

/**
 * Creating, editing, deleting and merging customers. Each refreshes every list that shows customer names:
 * the pickers and filters, the policies' overrides, the events and the claims.
 */
export function useCustomerActions() {
  const queryClient = useQueryClient();
  const refresh = () => {
    for (const key of [keys.customers, keys.policies, keys.events, keys.claims, ['event']]) {
      void queryClient.invalidateQueries({ queryKey: key });
    }
  };
  return {
    create: useMutation({
      mutationFn: (input: { customer: CustomerInput; key: string }) =>
        read(api.api.customers.$post({ json: input.customer }, once(input.key))),
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: (input: { id: string; patch: CustomerPatch }) =>
        read(api.api.customers[':id'].$patch({ param: { id: input.id }, json: input.patch })),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: string) => unwrap<void>(api.api.customers[':id'].$delete({ param: { id } })),
      onSuccess: refresh,
    }),
    merge: useMutation({
      mutationFn: (input: { duplicateId: string; intoId: string; key: string }) =>
        read(
          api.api.customers[':id'].merge.$post(
            { param: { id: input.duplicateId }, json: { intoId: input.intoId } },
            once(input.key),
          ),
        ),
      onSuccess: refresh,
    }),
  };
}
