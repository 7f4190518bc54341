import { formatDateTime } from '@dwell/core/format';
import { DATA } from '@dwell/core/messages';
import { MAX_REPLY_DOCUMENTS } from '@dwell/core/schemas/payer-rules';
import { Banner, Skeleton } from '@dwell/ui/components/feedback.tsx';
import type { PreparedPhoto } from '@dwell/ui/lib/photo.ts';
import { toast } from '@dwell/ui/lib/toast.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { keys } from '../lib/query-keys.ts';
import { useDocuments } from './api/get-event-documents.ts';
import { uploadDocument } from './api/upload-document.ts';
import { PickFiles } from './pick-files.tsx';

interface ReplyDocumentsProps {
  eventId: string;
  selected: readonly string[];
  onChange: (ids: string[]) => void;
  /** Set while files are being uploaded, so the reply waits for them. */
  onUploading: (uploading: boolean) => void;
  disabled: boolean;
  error?: string | undefined;
}

/**
 * The stop's evidence the reply points the payer to: a box per document, and an upload that adds a new one
 * to the stop (as the Documents tab does) and ticks it.
 */
export function ReplyDocuments({ eventId, selected, onChange, onUploading, disabled, error }: ReplyDocumentsProps) {
  const documents = useDocuments(eventId);
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<{ name: string; fraction: number } | null>(null);
  // An upload takes a while: what is ticked when it ends is read then, not when it started.
  const latest = useRef(selected);
  latest.current = selected;
  const rows = documents.data?.documents ?? [];
  const toggle = (id: string, on: boolean) => onChange(on ? [...selected, id] : selected.filter((s) => s !== id));

  const upload = async (files: PreparedPhoto[]) => {
    onUploading(true);
    const added: string[] = [];
    const failed: string[] = [];
    for (const file of files) {
      setProgress({ name: file.file.name, fraction: 0 });
      try {
        const result = await uploadDocument(eventId, file, 'detention', (fraction) =>
          setProgress({ name: file.file.name, fraction }),
        );
        if (result.queued) failed.push(`${file.file.name}: saved offline; it can be added once it is sent`);
        else added.push(result.documentId);
      } catch (failure) {
        failed.push(`${file.file.name}: ${failure instanceof Error ? failure.message : String(failure)}`);
      }
    }
    setProgress(null);
    onUploading(false);
    // Ticked before the list shows them, so a new document never appears unticked.
    if (added.length > 0) onChange([...latest.current, ...added]);
    void queryClient.invalidateQueries({ queryKey: keys.documents(eventId) });
    void queryClient.invalidateQueries({ queryKey: keys.event(eventId) });
    if (failed.length > 0) toast('error', DATA.documentsUploadFailed, failed.join('\n'));
  };

  return (
    <fieldset className="reply-documents stack" disabled={disabled || progress !== null}>
      <legend>Evidence to point to (up to {MAX_REPLY_DOCUMENTS})</legend>
      {documents.isPending ? (
        <Skeleton rows={2} />
      ) : documents.isError ? (
        <Banner tone="error">{DATA.documentsLoadFailed}</Banner>
      ) : rows.length === 0 ? (
        <p className="small muted">This stop has no documents yet.</p>
      ) : (
        <ul className="list-stack">
          {rows.map((d) => (
            <li key={d.id}>
              <label className="choice">
                <input
                  type="checkbox"
                  checked={selected.includes(d.id)}
                  onChange={(e) => toggle(d.id, e.target.checked)}
                />
                <span>
                  {d.name}
                  <span className="small muted">
                    {' '}
                    · {d.category} · {formatDateTime(d.createdAt)}
                  </span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
      {progress ? (
        <div className="row small">
          {progress.name} <progress max={1} value={progress.fraction} aria-label={`Uploading ${progress.name}`} />
        </div>
      ) : null}
      {error ? (
        <span className="field-error" role="alert">
          {error}
        </span>
      ) : null}
      <div className="row">
        <PickFiles className="btn btn-sm" label="Upload a document to this stop" testId="reply-files" onPicked={upload}>
          Upload a document
        </PickFiles>
      </div>
    </fieldset>
  );
}
