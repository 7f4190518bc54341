export type FileKind = 'image' | 'pdf' | 'file';

/** The icon family of a MIME type (docs/product.md#documents-page: image, PDF, other). */
export function fileKind(type: string): FileKind {
  if (type.startsWith('image/')) return 'image';
  if (type === 'application/pdf') return 'pdf';
  return 'file';
}

const LABELS: Record<FileKind, string> = { image: 'Image file', pdf: 'PDF file', file: 'File' };

/** A file-type icon, named for screen readers. */
export function FileIcon({ type }: { type: string }) {
  const kind = fileKind(type);
  return (
    <span className={`docs-icon docs-icon-${kind}`} data-icon={kind} role="img" aria-label={LABELS[kind]}>
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        {kind === 'image' ? (
          <>
            <rect x="3" y="4" width="18" height="16" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
            <circle cx="9" cy="10" r="2" fill="currentColor" />
            <path d="M4 18l5-5 4 4 3-3 4 4" fill="none" stroke="currentColor" strokeWidth="2" />
          </>
        ) : (
          <>
            <path d="M6 2h8l5 5v15H6z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
            <path d="M14 2v5h5" fill="none" stroke="currentColor" strokeWidth="2" />
            {kind === 'pdf' ? (
              <text x="12.5" y="18" textAnchor="middle" fontSize="6" fontWeight="700" fill="currentColor">
                PDF
              </text>
            ) : null}
          </>
        )}
      </svg>
    </span>
  );
}
