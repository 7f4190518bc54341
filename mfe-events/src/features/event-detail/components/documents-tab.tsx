import { formatDateTime } from '@dwell/core/format';
import { DATA } from '@dwell/core/messages';
import { CATEGORY_LABELS, DOCUMENT_CATEGORIES, type DocumentCategory } from '@dwell/core/document-categories';
import { Banner, EmptyState, Skeleton } from '@dwell/ui/components/feedback.tsx';
import type { PreparedPhoto } from '@dwell/ui/lib/photo.ts';
import { toast } from '@dwell/ui/lib/toast.ts';
import { Link } from '@dwell/ui/lib/router.tsx';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { keys } from '../../../lib/query-keys.ts';
import { PickFiles } from '../../../shared/pick-files.tsx';
import { uploadDocument } from '../../../shared/api/upload-document.ts';
import { useDocuments } from '../../../shared/api/get-event-documents.ts';
import { type Verification, verifyEvidence } from '../api/verify-evidence.ts';

/** The event's evidence: list, download, upload with progress, and the evidence-chain check. */
export function DocumentsTab({
  eventId,
  registerPicker,
}: {
  eventId: string;
  registerPicker: (open: () => void) => void;
}) {
  const documents = useDocuments(eventId);
  const queryClient = useQueryClient();
  const [category, setCategory] = useState<DocumentCategory>('detention');
  const [uploads, setUploads] = useState<{ name: string; progress: number }[]>([]);
  const [verification, setVerification] = useState<Verification | string | null>(null);

  const upload = async (accepted: PreparedPhoto[]) => {
    setUploads(accepted.map((p) => ({ name: p.file.name, progress: 0 })));
    const failed: string[] = [];
    let queued = 0;
    for (const [i, file] of accepted.entries()) {
      try {
        const result = await uploadDocument(eventId, file, category, (p) =>
          setUploads((all) => all.map((u, k) => (k === i ? { ...u, progress: p } : u))),
        );
        if (result.queued) queued += 1;
      } catch (error) {
        failed.push(`${file.file.name}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    setUploads([]);
    void queryClient.invalidateQueries({ queryKey: keys.documents(eventId) });
    void queryClient.invalidateQueries({ queryKey: keys.event(eventId) });
    if (failed.length) toast('error', DATA.documentsUploadFailed, failed.join('\n'));
    else if (queued) toast('warning', 'Saved offline', 'The photos are sent when the signal returns.');
    else toast('success', DATA.documentsUploaded);
  };

  const verify = async () => {
    setVerification(null);
    try {
      setVerification(await verifyEvidence(eventId));
    } catch (error) {
      setVerification(error instanceof Error ? error.message : String(error));
    }
  };

  const rows = documents.data?.documents ?? [];
  return (
    <div className="stack">
      <div className="row">
        <label htmlFor="doc-category">Category</label>
        <select
          id="doc-category"
          className="select select-inline"
          value={category}
          onChange={(e) => setCategory(e.target.value as DocumentCategory)}
        >
          {DOCUMENT_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {CATEGORY_LABELS[c]}
            </option>
          ))}
        </select>
        <PickFiles
          className="btn btn-primary"
          label="Add documents to this event"
          testId="detail-files"
          disabled={uploads.length > 0}
          registerOpen={registerPicker}
          onPicked={upload}
        >
          Add document
        </PickFiles>
        <PickFiles
          camera
          label="Take a photo for this event"
          testId="detail-camera"
          disabled={uploads.length > 0}
          onPicked={upload}
        >
          Take Photo
        </PickFiles>
        <button type="button" className="btn btn-ghost" onClick={verify}>
          Verify evidence
        </button>
      </div>
      {uploads.map((u) => (
        <div key={u.name} className="row small">
          {u.name} <progress max={1} value={u.progress} aria-label={`Uploading ${u.name}`} />
        </div>
      ))}
      {verification === null ? null : typeof verification === 'string' ? (
        <Banner tone="error">{verification}</Banner>
      ) : verification.ok ? (
        <Banner tone="success">Evidence verified: {verification.entries} records, every file unchanged.</Banner>
      ) : (
        <Banner tone="error">
          Evidence check failed: {verification.brokenAt?.reason ?? 'a record does not match'}
        </Banner>
      )}
      {documents.isPending ? (
        <Skeleton rows={3} />
      ) : documents.isError ? (
        <Banner tone="error">{DATA.documentsLoadFailed}</Banner>
      ) : rows.length === 0 ? (
        <EmptyState title="No documents yet" hint="Add the BOL, dock photos or gate tickets as evidence." />
      ) : (
        <ul className="list-stack" aria-label="Documents">
          {rows.map((d) => (
            <li key={d.id} className="row-between">
              <div>
                <a href={d.url} target="_blank" rel="noreferrer">
                  {d.name}
                </a>
                <div className="small muted">
                  {d.category} · {Math.ceil(d.size / 1024)} KB · {formatDateTime(d.createdAt)}
                </div>
                <div className="small muted mono" title="SHA-256">
                  SHA-256 {d.sha256.slice(0, 16)}…
                </div>
              </div>
              <a className="btn btn-sm" href={d.url} download>
                Download
              </a>
            </li>
          ))}
        </ul>
      )}
      {documents.data && documents.data.total > rows.length ? (
        <p className="small muted">
          Showing the newest {rows.length} of {documents.data.total}.{' '}
          <Link to={`/documents/${eventId}`}>See them all in Documents</Link>
        </p>
      ) : null}
    </div>
  );
}
