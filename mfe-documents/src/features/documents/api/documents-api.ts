import type { DocumentCategory, DocumentView, EvidenceVerification } from '@dwell/core/schemas/documents';
import { api, unwrap } from '@dwell/ui/lib/api-client.ts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export interface ListFilters {
  eventId: string | null;
  q: string;
  category: DocumentCategory | 'all';
  dir: 'asc' | 'desc';
}

/** Every documents query starts with this, so one invalidation refreshes all lists. */
export const DOCUMENTS_KEY = ['documents'] as const;

/** The documents of the company (or one event), searched, filtered and sorted by the API. */
export function useDocuments(filters: ListFilters) {
  return useQuery({
    queryKey: [...DOCUMENTS_KEY, filters],
    queryFn: () =>
      unwrap<{ documents: DocumentView[] }>(
        api.api.documents.$get({
          query: {
            ...(filters.eventId ? { eventId: filters.eventId } : {}),
            ...(filters.q ? { q: filters.q } : {}),
            category: filters.category,
            sort: 'date',
            dir: filters.dir,
          },
        }),
      ).then((body) => body.documents),
    // Typing in the search box keeps the current cards until the new answer arrives.
    placeholderData: keepPreviousData,
  });
}

export type DocumentAction = 'archive' | 'restore' | 'delete';

function runAction(action: DocumentAction, id: string): Promise<unknown> {
  const document = api.api.documents[':id'];
  if (action === 'archive') return unwrap(document.archive.$post({ param: { id } }));
  if (action === 'restore') return unwrap(document.restore.$post({ param: { id } }));
  return unwrap(document.$delete({ param: { id } }));
}

/** Archive, restore or delete one document, then refresh every list. */
export function useDocumentAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, id }: { action: DocumentAction; id: string }) => runAction(action, id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: DOCUMENTS_KEY }),
  });
}

/** Refreshes every documents list (after uploads). */
export function useRefreshDocuments(): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: DOCUMENTS_KEY });
}

/**
 * Downloads through the API (which checks access and sends the original name), then saves the bytes
 * under that name. Fetching first means a refusal becomes a toast rather than an error page.
 */
export async function downloadDocument(doc: Pick<DocumentView, 'url' | 'name'>): Promise<void> {
  const res = await fetch(doc.url, { credentials: 'same-origin' });
  if (!res.ok) throw new Error(`Download failed with ${res.status}`);
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = doc.name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Recomputes an event's evidence chain and re-hashes its files on the server. */
export function verifyEvidence(eventId: string): Promise<EvidenceVerification> {
  return unwrap<EvidenceVerification>(api.api.evidence[':eventId'].verify.$get({ param: { eventId } }));
}
