import { api, call } from '@dwell/ui/lib/api-client.ts';
import { withKey } from '@dwell/ui/lib/intent.ts';
import { useMutation } from '@tanstack/react-query';
import { useRefreshCustomers } from './refresh-customers.ts';

/** POST /api/customers/:id/merge: a duplicate customer folded into another, safe to send twice under its key. */
export const mergeCustomers = ({ duplicateId, intoId, key }: { duplicateId: string; intoId: string; key: string }) =>
  call(api.api.customers[':id'].merge.$post({ param: { id: duplicateId }, json: { intoId } }, withKey(key)));

export function useMergeCustomers() {
  return useMutation({ mutationFn: mergeCustomers, onSuccess: useRefreshCustomers() });
}
