import { DATA, VALIDATION } from '@dwell/core/messages';
import { DOCUMENTS_PAGE_SIZE } from '@dwell/core/paging';
import type { DocumentView } from '@dwell/core/schemas/documents';
import { Banner, EmptyState, Skeleton } from '@dwell/ui/components/feedback.tsx';
import { PageNav, pageCount } from '@dwell/ui/components/page-nav.tsx';
import { toast } from '@dwell/ui/lib/toast.ts';
import { useAtomValue } from 'jotai';
import { useCallback, useDeferredValue, useEffect, useState } from 'react';
import { downloadDocument } from '../api/download-document.ts';
import { useDocuments } from '../api/get-documents.ts';
import { type DocumentAction, useDocumentAction } from '../api/use-document-action.ts';
import { categoryFilterAtom, searchAtom, sortDirAtom } from '../atoms/filters.ts';
import { ConfirmDialog } from '@dwell/ui/components/confirm-dialog.tsx';
import { useFramed } from '@dwell/ui/lib/screen-root.tsx';
import { DocumentCard } from './document-card.tsx';
import { ListToolbar } from './list-toolbar.tsx';
import { useDebounced } from './use-debounced.ts';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : undefined);

/** The document list component of docs/product.md#documents-page, with its actions and their toasts (docs/product.md#messages Documents). */
export function DocumentList({ eventId, canChange }: { eventId: string | null; canChange: boolean }) {
  const search = useAtomValue(searchAtom);
  const category = useAtomValue(categoryFilterAtom);
  const dir = useAtomValue(sortDirAtom);
  const q = useDebounced(search.trim(), 250);
  // A new search, filter or order starts again from the first page.
  const filterKey = `${q}|${category}|${dir}`;
  const [paged, setPaged] = useState({ key: filterKey, page: 1 });
  const page = paged.key === filterKey ? paged.page : 1;
  // Answers arriving render as a deferred pass in slices, not inside the query's store update (one long task).
  const documents = useDeferredValue(useDocuments({ eventId, q, category, dir }, page));
  // A switch here paints the page and the list's placeholder first, the cards one pass later.
  const framed = useFramed();
  const action = useDocumentAction();
  const [confirming, setConfirming] = useState<DocumentView | null>(null);
  const closeConfirm = useCallback(() => setConfirming(null), []);

  useEffect(() => {
    if (documents.isError) toast('error', DATA.documentsLoadFailed, messageOf(documents.error));
  }, [documents.isError, documents.error]);

  // The last page's last document deleted (here or on another device): the page before it is shown instead.
  const total = documents.data?.total;
  useEffect(() => {
    const last = total === undefined ? page : pageCount(total, DOCUMENTS_PAGE_SIZE);
    if (page > last) setPaged({ key: filterKey, page: last });
  }, [total, page, filterKey]);

  const act = (kind: DocumentAction, doc: DocumentView) => {
    if (kind === 'delete') {
      setConfirming(doc);
      return;
    }
    action.mutate(
      { action: kind, id: doc.id },
      {
        onSuccess: () => toast('success', kind === 'archive' ? DATA.documentArchived : DATA.documentRestored),
        onError: (error) => toast('error', DATA.documentArchiveFailed, messageOf(error)),
      },
    );
  };
  const confirmDelete = () => {
    if (!confirming) return;
    action.mutate(
      { action: 'delete', id: confirming.id },
      {
        onSuccess: () => toast('success', DATA.documentDeleted),
        onError: (error) => toast('error', DATA.documentDeleteFailed, messageOf(error)),
        onSettled: () => setConfirming(null),
      },
    );
  };
  const download = (doc: DocumentView) => {
    downloadDocument(doc).catch((error: unknown) => toast('error', DATA.documentDownloadFailed, messageOf(error)));
  };

  const filtering = q !== '' || category !== 'all';
  const list = documents.data?.documents ?? [];
  return (
    <section className="stack" aria-label="Document list">
      <ListToolbar />
      {documents.isPending || !framed ? (
        <Skeleton rows={6} height={96} />
      ) : documents.isError && list.length === 0 ? (
        <Banner tone="error">{DATA.documentsLoadFailed}</Banner>
      ) : list.length === 0 ? (
        <EmptyState
          title="No documents found"
          hint={filtering ? 'Try adjusting your search or filters' : 'Upload documents to get started'}
        />
      ) : (
        <div className="grid-docs" aria-busy={documents.isFetching}>
          {list.map((doc) => (
            <DocumentCard
              key={doc.id}
              doc={doc}
              canChange={canChange}
              busy={action.isPending && action.variables?.id === doc.id}
              onDownload={download}
              onAction={act}
            />
          ))}
        </div>
      )}
      {documents.data ? (
        <PageNav
          page={page}
          pageSize={DOCUMENTS_PAGE_SIZE}
          total={documents.data.total}
          onPage={(next) => {
            setPaged({ key: filterKey, page: next });
            // The next page is read from its top, as a new screen would be.
            window.scrollTo({ top: 0 });
          }}
        />
      ) : null}
      {confirming ? (
        <ConfirmDialog
          title="Delete document"
          confirmLabel="Delete"
          busy={action.isPending}
          onConfirm={confirmDelete}
          onCancel={closeConfirm}
        >
          <p>{VALIDATION.documentDeleteConfirm}</p>
          <p className="muted small">{confirming.name}</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
