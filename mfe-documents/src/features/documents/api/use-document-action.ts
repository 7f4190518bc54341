import { useMutation } from '@tanstack/react-query';
import { archiveDocument } from './archive-document.ts';
import { deleteDocument } from './delete-document.ts';
import { useRefreshDocuments } from './refresh-documents.ts';
import { restoreDocument } from './restore-document.ts';

const ACTIONS = { archive: archiveDocument, restore: restoreDocument, delete: deleteDocument };

export type DocumentAction = keyof typeof ACTIONS;

/** Archive, restore or delete one document, then refresh every list. */
export function useDocumentAction() {
  return useMutation({
    mutationFn: ({ action, id }: { action: DocumentAction; id: string }): Promise<unknown> => ACTIONS[action](id),
    onSettled: useRefreshDocuments(),
  });
}
