import { formatDateTime } from '@dwell/core/format';
import { CATEGORY_LABELS, type DocumentView } from '@dwell/core/schemas/documents';
import type { DocumentAction } from '../api/use-document-action.ts';
import { FileIcon } from './file-icon.tsx';

interface DocumentCardProps {
  doc: DocumentView;
  /** Archive and restore need the tier's documentStorage; without it only download and delete show. */
  canChange: boolean;
  busy: boolean;
  onDownload: (doc: DocumentView) => void;
  onAction: (action: DocumentAction, doc: DocumentView) => void;
}

/** One document (docs/product.md#documents-page): icon, name, date, description, badges and its actions. */
export function DocumentCard({ doc, canChange, busy, onDownload, onAction }: DocumentCardProps) {
  const archived = doc.status === 'archived';
  return (
    <article className="card card-tight docs-card" aria-label={doc.name} data-testid="document-card">
      <div className="docs-card-head">
        <FileIcon type={doc.type} />
        <div className="docs-card-title">
          <h3>{doc.name}</h3>
          <p className="muted small">{formatDateTime(doc.createdAt)}</p>
        </div>
      </div>
      {doc.description ? <p className="docs-card-description">{doc.description}</p> : null}
      <div className="row docs-badges">
        <span className="badge badge-info">{CATEGORY_LABELS[doc.category]}</span>
        {archived ? <span className="badge badge-warning">Archived</span> : null}
        {doc.metadata.tags?.map((tag) => (
          <span key={tag} className="badge">
            {tag}
          </span>
        ))}
      </div>
      <div className="row docs-card-actions">
        <button
          type="button"
          className="btn btn-sm"
          onClick={() => onDownload(doc)}
          aria-label={`Download ${doc.name}`}
        >
          Download
        </button>
        {canChange ? (
          <button
            type="button"
            className="btn btn-sm"
            disabled={busy}
            onClick={() => onAction(archived ? 'restore' : 'archive', doc)}
            aria-label={`${archived ? 'Restore' : 'Archive'} ${doc.name}`}
          >
            {archived ? 'Restore' : 'Archive'}
          </button>
        ) : null}
        <button
          type="button"
          className="btn btn-sm btn-danger"
          disabled={busy}
          onClick={() => onAction('delete', doc)}
          aria-label={`Delete ${doc.name}`}
        >
          Delete
        </button>
      </div>
    </article>
  );
}
