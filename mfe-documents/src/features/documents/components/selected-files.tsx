import { FileIcon } from './file-icon.tsx';

export interface SelectedFile {
  key: string;
  file: File;
  /** 0–100 while or after uploading; null before. */
  progress: number | null;
  error: string | null;
}

const sizeLabel = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** The files picked for upload, each with its progress or error and a remove button. */
export function SelectedFiles({
  items,
  busy,
  onRemove,
}: {
  items: SelectedFile[];
  busy: boolean;
  onRemove: (key: string) => void;
}) {
  if (items.length === 0) return null;
  return (
    <ul className="list-stack" aria-label="Selected files">
      {items.map((item) => (
        <li key={item.key} className="docs-selected-item">
          <div className="row-between">
            <span className="row docs-selected-name">
              <FileIcon type={item.file.type} />
              <span>{item.file.name}</span>
              <span className="muted small">{sizeLabel(item.file.size)}</span>
            </span>
            <button
              type="button"
              className="btn btn-ghost btn-sm"
              disabled={busy}
              onClick={() => onRemove(item.key)}
              aria-label={`Remove ${item.file.name}`}
            >
              ×
            </button>
          </div>
          {item.progress !== null ? (
            <div
              className="progress"
              role="progressbar"
              aria-label={`Upload progress for ${item.file.name}`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={item.progress}
            >
              <span style={{ width: `${item.progress}%` }} />
            </div>
          ) : null}
          {item.error ? (
            <p className="field-error" role="alert">
              {item.error}
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
