import { useQueryClient } from '@tanstack/react-query';
import { DOCUMENTS_KEY } from './get-documents.ts';

/** Refreshes every documents list (after uploads and changes). */
export function useRefreshDocuments(): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: DOCUMENTS_KEY });
}
